/// The help texts of `graft` and its subcommands.
enum Usage {
    static let overview = """
        OVERVIEW: Reads the feature graph a Graft app declares, as the compiler sees it: every module of the
        package that imports Graft, and of the local packages it depends on, as one graph.

        USAGE: graft <subcommand> [options]

        SUBCOMMANDS:
          graph   Print every feature, its requirements, and where each one comes from.
          check   Report dependency protocols without a parent, components no builder creates, values
                  that are never created, repeated shared keys, requirements nothing reads, second
                  shared instances of what an ancestor gives, and builders nothing creates.
          fix     Forward each value a child requires from the nearest ancestor that provides it,
                  through every Dependency protocol and Component in between.
          new     Write a new feature's files and its parent's conformance, and with --attach wire it
                  into its parent: graft new Profile --parent Home --attach
          mocks   Generate the test doubles a feature's tests need into its test target:
                  dependency mocks, listener, routing and presentable spies, buildable mocks.
          help    Print this help, or a subcommand's: graft help graph

        graph, check, fix and mocks build the package first, so their first run takes as long as 'swift build'.
        In a package that depends on Graft, 'swift package graft <subcommand>' runs the same commands.
        """

    static let graph = """
        OVERVIEW: Prints the declared feature graph of a package and its local packages.

        USAGE: graft graph [--package-path <path>] [--target <name>] [--format <format>]

        OPTIONS:
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         Limit the graph to one module, with its parents and children; a
                                  test target is read with its mocks. Default: every module that
                                  imports Graft, test targets left out.
          --format <format>       mermaid, dot, json, text or html. Default: text. html is one
                                  page to open in a browser: the tree, a search box, where each
                                  value comes from, and graft check's problems.
          --scratch-path <path>   The build directory graft uses. Default: .build/graft.
          -h, --help              Print this help.
        """

    static let check = """
        OVERVIEW: Checks the declared feature graph and prints each problem at its file, line and column.

        USAGE: graft check [--package-path <path>] [--target <name>]

        Exits with status 1 when it finds an error; warnings and notes alone exit with status 0.

        OPTIONS:
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         Report only on one module; its parents and children are still
                                  found in the rest. A test target is read with its mocks.
                                  Default: every module that imports Graft, test targets left out.
          --scratch-path <path>   The build directory graft uses. Default: .build/graft.
          -h, --help              Print this help.
        """

    static let fix = """
        OVERVIEW: Forwards each value a child's Dependency protocol requires, and its parent does not provide,
        from the nearest ancestor component that provides a member of that name and type.

        USAGE: graft fix [--package-path <path>] [--target <name>] [--dry-run]

        Along the branch between them it adds the requirement to each Dependency protocol
        ('var httpClient: HTTPClient { get }') and the forwarding member to each Component
        ('var httpClient: HTTPClient { dependency.httpClient }'), beside the existing members, public where
        the component is public, with the import of the type's module where a file lacks it. It builds the
        package, reads the compiler's errors, edits, and builds again until the package builds. It prints
        each addition as file:line.

        It refuses, writing nothing, when no ancestor provides the value, when two provide it with
        different types, or when a feature's parent cannot be followed. A package with nothing to fix is
        left as it is.

        OPTIONS:
          --dry-run               Print the changes as a diff instead of writing them.
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         Only forward values for conformances in this module.
                                  Default: every module that imports Graft.
          --scratch-path <path>   The build directory graft uses. Default: .build/graft.
          -h, --help              Print this help.
        """

    static let new = """
        OVERVIEW: Writes a new feature that compiles at once and passes 'graft check'.

        USAGE: graft new <Name> --parent <Parent> [--path <directory> | --module <Module>] [--viewable] [--attach]
                         [--test-target <name>] [--dry-run]

        Writes <Name>Component.swift (with <Name>Dependency), <Name>Builder.swift, <Name>Interactor.swift,
        <Name>Router.swift and, with --viewable, <Name>ViewController.swift, plus <Parent>Component+<Name>.swift
        beside the parent's component. It never overwrites a file: if any of them exists, it writes none.
        When a test target depends on the feature's target, it also writes Tests/<TestTarget>/<Name>Tests.swift,
        a first test built from the doubles 'graft mocks' generates.

        With --attach it also attaches the feature to its parent, when the parent has the shape graft new
        writes: <Parent>Builder passes <Name>Builder(dependency: component) to <Parent>Router, which keeps
        it as its <Name>Buildable and gets routeTo<Name>() and routeAwayFrom<Name>(), and
        <Parent>Interactable refines <Name>Listener. It prints each addition as file:line. A parent of
        another shape is left as it is, with one line saying why and the changes to make by hand.

        With --module, or when the parent and its siblings each have a module of their own named after
        them with one suffix (HomeFeature, SettingsFeature), the feature gets a new target in
        Sources/<Module>: 'swift package add-target' adds it, depending on Graft, and
        'add-target-dependency' makes the parent's target depend on it. Its builder, Dependency,
        Buildable, Listener and Routing protocols are public, and the parent's files import it.
        --target <parent's target> keeps it in the parent's module.

        ARGUMENTS:
          <Name>                  The feature's name, an UpperCamelCase identifier such as Profile.

        OPTIONS:
          --parent <Parent>       The parent feature, such as Home for HomeComponent.
          --path <directory>      Where the feature's files go. Default: a folder named <Name> beside
                                  the folder of the parent's component.
          --module <Module>       Put the feature into a new target of that name, such as
                                  ProfileFeature, beside the parent's target.
          --viewable              Give the feature a view: a presentable interactor, a viewable
                                  router and a view controller.
          --attach                Attach the feature to its parent's builder, router and interactable.
          --test-target <name>    The test target for <Name>Tests.swift. Default: the one test target
                                  that depends on the feature's target.
          --dry-run               Print the files, and with --attach the parent's changes as a diff,
                                  instead of writing them.
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         The target to add the feature to. Default: the target that holds
                                  --path, or else the one that declares the parent's component.
          -h, --help              Print this help.
        """

    static let mocks = """
        OVERVIEW: Generates every test double a feature's tests need from the package's protocols, into one
        file of the test target, GraftMocks.swift, marked as generated.

        USAGE: graft mocks [--package-path <path>] [--target <name>] [--test-target <name>] [--check | --dry-run]

        For each Dependency protocol, <Name>Mock: a class storing each requirement, whose initializer
        defaults each service to its 'unimplemented' variant. For each ...Listener, ...Routing and
        ...Presentable protocol, <Name>Spy: it records each call in 'calls' (a routing spy, a RoutingSpy,
        in 'routingCalls') as a case of its Call enum, and returns what its <method>Result or
        <method>Handler gives. For each Buildable protocol, <Name>Mock, recording each build. And for each
        closure-based service a Dependency protocol requires that has none, an 'unimplemented' variant
        whose endpoints fail the test that calls them. A protocol graft cannot mock (generic or
        associated-type requirements, among others) gets one warning line saying why.

        The output is sorted, so running it again changes nothing until a protocol changes.

        OPTIONS:
          --check                 Write nothing; exit with status 1 when a file is missing or out of
                                  date, for CI.
          --dry-run               Print the files instead of writing them.
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         Mock only this target's protocols. Default: every target the test
                                  target depends on that imports Graft, its own package's or in a
                                  local package's product.
          --test-target <name>    The test target that gets the file. Default: the test target that
                                  depends on --target, or without --target each test target that
                                  depends on a target importing Graft.
          --scratch-path <path>   The build directory graft uses. Default: .build/graft.
          -h, --help              Print this help.
        """

    /// The help for a topic, or `nil` for an unknown one.
    ///
    /// - Parameter topic: `graph`, `check`, `fix`, `new`, `mocks`, or `nil` for the overview.
    /// - Returns: The help text.
    static func text(for topic: String?) -> String? {
        switch topic {
        case nil, "help": overview
        case "graph": graph
        case "check": check
        case "fix": fix
        case "new": new
        case "mocks": mocks
        default: nil
        }
    }
}
