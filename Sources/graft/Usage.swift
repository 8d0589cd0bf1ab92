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
          new     Write a new feature's files and its parent's conformance: graft new Profile --parent Home
          help    Print this help, or a subcommand's: graft help graph

        graph and check build the package first, so their first run takes as long as 'swift build'.
        In a package that depends on Graft, 'swift package graft <subcommand>' runs the same commands.
        """

    static let graph = """
        OVERVIEW: Prints the declared feature graph of a package and its local packages.

        USAGE: graft graph [--package-path <path>] [--target <name>] [--format <format>]

        OPTIONS:
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         Limit the graph to one module, with its parents and children.
                                  Default: every module that imports Graft.
          --format <format>       mermaid, dot, json or text. Default: text.
          --scratch-path <path>   The build directory to use instead of the package's .build.
          -h, --help              Print this help.
        """

    static let check = """
        OVERVIEW: Checks the declared feature graph and prints each problem at its file, line and column.

        USAGE: graft check [--package-path <path>] [--target <name>]

        Exits with status 1 when it finds an error; warnings and notes alone exit with status 0.

        OPTIONS:
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         Report only on one module; its parents and children are still
                                  found in the rest. Default: every module that imports Graft.
          --scratch-path <path>   The build directory to use instead of the package's .build.
          -h, --help              Print this help.
        """

    static let new = """
        OVERVIEW: Writes a new feature that compiles at once and passes 'graft check'.

        USAGE: graft new <Name> --parent <Parent> [--path <directory>] [--viewable] [--dry-run]

        Writes <Name>Component.swift (with <Name>Dependency), <Name>Builder.swift, <Name>Interactor.swift,
        <Name>Router.swift and, with --viewable, <Name>ViewController.swift, plus <Parent>Component+<Name>.swift
        beside the parent's component. It never overwrites a file: if any of them exists, it writes none.

        ARGUMENTS:
          <Name>                  The feature's name, an UpperCamelCase identifier such as Profile.

        OPTIONS:
          --parent <Parent>       The parent feature, such as Home for HomeComponent.
          --path <directory>      Where the feature's files go. Default: a folder named <Name> beside
                                  the folder of the parent's component.
          --viewable              Give the feature a view: a presentable interactor, a viewable
                                  router and a view controller.
          --dry-run               Print the files instead of writing them.
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         The target to add the feature to. Default: the target that holds
                                  --path, or else the one that declares the parent's component.
          -h, --help              Print this help.
        """

    /// The help for a topic, or `nil` for an unknown one.
    ///
    /// - Parameter topic: `graph`, `check`, `new`, or `nil` for the overview.
    /// - Returns: The help text.
    static func text(for topic: String?) -> String? {
        switch topic {
        case nil, "help": overview
        case "graph": graph
        case "check": check
        case "new": new
        default: nil
        }
    }
}
