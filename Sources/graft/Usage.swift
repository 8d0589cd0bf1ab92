/// The help texts of `graft` and its subcommands.
enum Usage {
    static let overview = """
        OVERVIEW: Reads the feature graph a Graft package declares, as the compiler sees it.

        USAGE: graft <subcommand> [options]

        SUBCOMMANDS:
          graph   Print every feature, its requirements, and where each one comes from.
          check   Report dependency protocols without a parent, components no builder creates, values
                  that are never created, repeated shared keys, and requirements nothing reads.
          help    Print this help, or a subcommand's: graft help graph

        Both subcommands build the target first, so the first run takes as long as 'swift build'.
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

    /// The help for a topic, or `nil` for an unknown one.
    ///
    /// - Parameter topic: `graph`, `check`, or `nil` for the overview.
    /// - Returns: The help text.
    static func text(for topic: String?) -> String? {
        switch topic {
        case nil, "help": overview
        case "graph": graph
        case "check": check
        default: nil
        }
    }
}
