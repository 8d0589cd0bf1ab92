import GraftGraph

/// What the command line asks for.
enum Invocation: Equatable {
    /// `graft graph`: print the declared feature graph.
    case graph(PackageOptions, format: GraphFormat)
    /// `graft check`: report problems in the declared feature graph.
    case check(PackageOptions)
    /// `graft help [topic]` or `--help`: print usage.
    case help(topic: String?)

    /// Where the package is and which target to read.
    struct PackageOptions: Equatable {
        var packagePath = "."
        var target: String?
        var scratchPath: String?
    }

    /// A command line that does not parse; its description is the one line to print.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Parses the arguments after the program's name.
    ///
    /// - Parameter arguments: The arguments, such as `["graph", "--format", "mermaid"]`.
    /// - Returns: What to do.
    /// - Throws: ``UsageError`` for an unknown subcommand or option, or an option without its value.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let subcommand = arguments.first else {
            throw UsageError(description: "missing subcommand; run 'graft help' for usage")
        }
        let rest = Array(arguments.dropFirst())
        if subcommand == "help" || subcommand == "--help" || subcommand == "-h" {
            return .help(topic: rest.first)
        }
        guard subcommand == "graph" || subcommand == "check" else {
            throw UsageError(description: "unknown subcommand '\(subcommand)'; run 'graft help' for usage")
        }
        if rest.contains("--help") || rest.contains("-h") { return .help(topic: subcommand) }

        var options = PackageOptions()
        var format = GraphFormat.text
        var index = 0
        while index < rest.count {
            let argument = rest[index]
            let name: String
            let value: String
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
                index += 1
            } else {
                name = argument
                guard index + 1 < rest.count, !rest[index + 1].hasPrefix("--") else {
                    throw Self.unknownOrMissing(name, in: subcommand)
                }
                value = rest[index + 1]
                index += 2
            }
            switch name {
            case "--package-path": options.packagePath = value
            case "--target": options.target = value
            case "--scratch-path": options.scratchPath = value
            case "--format" where subcommand == "graph":
                guard let parsed = GraphFormat(rawValue: value) else {
                    throw UsageError(
                        description: "unknown format '\(value)'; use one of: "
                            + GraphFormat.allCases.map(\.rawValue).joined(separator: ", "))
                }
                format = parsed
            default:
                throw Self.unknownOrMissing(name, in: subcommand)
            }
        }
        return subcommand == "graph" ? .graph(options, format: format) : .check(options)
    }

    private static let options = ["--package-path", "--target", "--scratch-path", "--format"]

    private static func unknownOrMissing(_ name: String, in subcommand: String) -> UsageError {
        let known = options.contains(name) && (name != "--format" || subcommand == "graph")
        return UsageError(
            description: known
                ? "option '\(name)' needs a value; run 'graft help \(subcommand)' for usage"
                : "unknown option '\(name)' for 'graft \(subcommand)'; run 'graft help \(subcommand)' for usage")
    }
}
