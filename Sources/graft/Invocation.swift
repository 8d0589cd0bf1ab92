import GraftDeclaredGraph
import GraftEditing
import GraftPackageReading

/// What the command line asks for.
enum Invocation: Equatable {
    /// `graft graph`: print the declared feature graph.
    case graph(PackageOptions, format: GraphFormat)
    /// `graft check`: report problems in the declared feature graph.
    case check(PackageOptions)
    /// `graft fix`: forward the values parents do not provide, or print the diff with `--dry-run`.
    case fix(PackageOptions, isDryRun: Bool)
    /// `graft new`: write a new feature's files, or print them with `--dry-run`.
    case new(FeatureScaffold, NewFeatureOptions)
    /// `graft mocks`: write each test target's generated doubles, check them, or print them.
    case mocks(PackageOptions, testTarget: String?, mode: MocksMode)
    /// `graft help [topic]` or `--help`: print usage.
    case help(topic: String?)

    /// Where the package is and which target to read.
    struct PackageOptions: Equatable {
        var packagePath = "."
        var target: String?
        var scratchPath: String?
    }

    /// Where `graft new` puts the feature, whether it only prints it, and whether it attaches it to its parent.
    struct NewFeatureOptions: Equatable {
        var package = PackageOptions()
        var directory: String?
        /// A new target for the feature, from `--module`.
        var module: String?
        /// The test target for the feature's first test, from `--test-target`.
        var testTarget: String?
        var isDryRun = false
        var isAttaching = false
    }

    /// What `graft mocks` does with the files it generates.
    enum MocksMode: Equatable {
        /// Writes them.
        case write
        /// Writes nothing and fails when one differs from the file on disk (`--check`).
        case check
        /// Prints them (`--dry-run`).
        case dryRun
    }

    /// A command line that does not parse; its description is the one line to print.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The options each subcommand takes with a value.
    private static let valueOptions: [String: Set<String>] = [
        "graph": ["--package-path", "--target", "--scratch-path", "--format"],
        "check": ["--package-path", "--target", "--scratch-path"],
        "fix": ["--package-path", "--target", "--scratch-path"],
        "new": ["--package-path", "--target", "--parent", "--path", "--module", "--test-target"],
        "mocks": ["--package-path", "--target", "--test-target", "--scratch-path"],
    ]

    /// The options each subcommand takes without a value.
    private static let flags: [String: Set<String>] = [
        "new": ["--viewable", "--dry-run", "--attach"], "fix": ["--dry-run"], "mocks": ["--check", "--dry-run"],
    ]

    /// Parses the arguments after the program's name.
    ///
    /// - Parameter arguments: The arguments, such as `["graph", "--format", "mermaid"]`.
    /// - Returns: What to do.
    /// - Throws: ``UsageError`` for an unknown subcommand or option, an option without its value, or a feature
    ///   name that `graft new` cannot use.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let subcommand = arguments.first else {
            throw UsageError(description: "missing subcommand; run 'graft help' for usage")
        }
        let rest = Array(arguments.dropFirst())
        if subcommand == "help" || subcommand == "--help" || subcommand == "-h" {
            return .help(topic: rest.first)
        }
        guard let accepted = valueOptions[subcommand] else {
            throw UsageError(description: "unknown subcommand '\(subcommand)'; run 'graft help' for usage")
        }
        if rest.contains("--help") || rest.contains("-h") { return .help(topic: subcommand) }

        var values: [String: String] = [:]
        var setFlags: Set<String> = []
        var positional: [String] = []
        var index = 0
        while index < rest.count {
            let argument = rest[index]
            index += 1
            guard argument.hasPrefix("-") else {
                positional.append(argument)
                continue
            }
            if flags[subcommand, default: []].contains(argument) {
                setFlags.insert(argument)
                continue
            }
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                let name = String(argument[..<equals])
                guard accepted.contains(name) else { throw unknownOption(name, in: subcommand) }
                values[name] = String(argument[argument.index(after: equals)...])
                continue
            }
            guard accepted.contains(argument) else { throw unknownOption(argument, in: subcommand) }
            guard index < rest.count, !rest[index].hasPrefix("--") else {
                throw UsageError(
                    description: "option '\(argument)' needs a value; run 'graft help \(subcommand)' for usage")
            }
            values[argument] = rest[index]
            index += 1
        }

        let options = PackageOptions(
            packagePath: values["--package-path"] ?? ".", target: values["--target"],
            scratchPath: values["--scratch-path"])
        switch subcommand {
        case "graph":
            try expectNoArguments(positional, in: subcommand)
            return .graph(options, format: try format(values["--format"]))
        case "check":
            try expectNoArguments(positional, in: subcommand)
            return .check(options)
        case "fix":
            try expectNoArguments(positional, in: subcommand)
            return .fix(options, isDryRun: setFlags.contains("--dry-run"))
        case "mocks":
            try expectNoArguments(positional, in: subcommand)
            if setFlags.contains("--check") && setFlags.contains("--dry-run") {
                throw UsageError(
                    description: "--check and --dry-run cannot go together; --check compares, --dry-run prints")
            }
            let mode: MocksMode =
                setFlags.contains("--check") ? .check : setFlags.contains("--dry-run") ? .dryRun : .write
            return .mocks(options, testTarget: values["--test-target"], mode: mode)
        default:
            return try newFeature(positional, values: values, flags: setFlags, options: options)
        }
    }

    private static func newFeature(
        _ positional: [String], values: [String: String], flags: Set<String>, options: PackageOptions
    ) throws(UsageError) -> Invocation {
        guard let name = positional.first else {
            throw UsageError(
                description: "missing the feature's name, as in 'graft new Profile --parent Home'; "
                    + "run 'graft help new' for usage")
        }
        try expectNoArguments(positional.dropFirst(), in: "new")
        guard let parent = values["--parent"] else {
            throw UsageError(
                description: "missing --parent, the feature whose component provides \(name)'s dependencies, as in "
                    + "'graft new \(name) --parent Home'")
        }
        if let module = values["--module"] {
            if let other = ["--target", "--path"].first(where: { values[$0] != nil }) {
                throw UsageError(
                    description: "--module makes a new target for \(name), so it cannot go with \(other); "
                        + "leave out one of them")
            }
            guard FeatureScaffold.isIdentifier(module) else {
                throw UsageError(
                    description:
                        "'\(module)' is not a module name; pass --module with an UpperCamelCase Swift identifier, such as "
                        + "'\(name)Feature'")
            }
        }
        do {
            let scaffold = try FeatureScaffold(name: name, parent: parent, isViewable: flags.contains("--viewable"))
            return .new(
                scaffold,
                NewFeatureOptions(
                    package: options, directory: values["--path"], module: values["--module"],
                    testTarget: values["--test-target"],
                    isDryRun: flags.contains("--dry-run"), isAttaching: flags.contains("--attach")))
        } catch {
            throw UsageError(description: error.description)
        }
    }

    private static func format(_ value: String?) throws(UsageError) -> GraphFormat {
        guard let value else { return .text }
        guard let parsed = GraphFormat(rawValue: value) else {
            throw UsageError(
                description: "unknown format '\(value)'; use one of: "
                    + GraphFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return parsed
    }

    private static func expectNoArguments(
        _ arguments: some Collection<String>, in subcommand: String
    )
        throws(UsageError)
    {
        guard let first = arguments.first else { return }
        throw UsageError(
            description: "unexpected argument '\(first)' for 'graft \(subcommand)'; run 'graft help \(subcommand)' "
                + "for usage")
    }

    private static func unknownOption(_ name: String, in subcommand: String) -> UsageError {
        UsageError(
            description:
                "unknown option '\(name)' for 'graft \(subcommand)'; run 'graft help \(subcommand)' for usage")
    }
}
