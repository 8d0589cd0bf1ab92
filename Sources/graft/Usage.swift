/// The help texts of `graft` and its subcommands.
enum Usage {
    static let overview = """
        OVERVIEW: Reads the feature graph a Graft package declares, as the compiler sees it.

        USAGE: graft <subcommand> [options]

        SUBCOMMANDS:
          graph   Print every feature, its requirements, and where each one comes from.
          check   Report dependency protocols without a parent, components no builder creates, values
                  that are never created, repeated shared keys, and requirements nothing reads.
          new     Write a new feature's files and its parent's conformance: graft new Profile --parent Home
          help    Print this help, or a subcommand's: graft help graph

        graph and check build the target first, so their first run takes as long as 'swift build'.
        """

    static let graph = """
        OVERVIEW: Prints the declared feature graph of a target.

        USAGE: graft graph [--package-path <path>] [--target <name>] [--format <format>]

        OPTIONS:
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         The target to read. Default: the only library or executable
                                  target that imports Graft.
          --format <format>       mermaid, dot, json or text. Default: text.
          --scratch-path <path>   The build directory to use instead of the package's .build.
          -h, --help              Print this help.
        """

    static let check = """
        OVERVIEW: Checks the declared feature graph of a target and prints each problem at its line.

        USAGE: graft check [--package-path <path>] [--target <name>]

        Exits with status 1 when it finds an error; warnings alone exit with status 0.

        OPTIONS:
          --package-path <path>   The package's directory. Default: the current directory.
          --target <name>         The target to read. Default: the only library or executable
                                  target that imports Graft.
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
          --target <name>         The target to add the feature to. Default: the only library or
                                  executable target that imports Graft.
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
