import LandmarksServices
import LandmarksUI

extension Command {
    /// Reads a command from its words, as split on spaces.
    ///
    /// - Parameter words: The command's name and its arguments; not empty.
    /// - Throws: ``UsageError`` naming what is wrong: an unknown command, a missing or extra argument, a category
    ///   that does not exist, or an id that is not a kebab-case slug.
    init(words: [String]) throws(UsageError) {
        guard let name = words.first else { throw UsageError("no command given; help lists the commands") }
        let arguments = Array(words.dropFirst())
        switch name {
        case "login":
            self = .login(userName: try Self.single(arguments, of: name, naming: "a user name", example: "login demo"))
        case "list":
            guard arguments.count <= 1 else {
                throw UsageError("list takes at most one category, as in: list lakes")
            }
            self = .list(try arguments.first.map(Self.category))
        case "show", "fav", "unfav":
            let word = try Self.single(arguments, of: name, naming: "a landmark id", example: "\(name) crater-lake")
            let id = try Self.landmarkID(word)
            self = name == "show" ? .show(id) : name == "fav" ? .favourite(id) : .unfavourite(id)
        case "tree":
            guard !arguments.isEmpty else {
                self = .tree(htmlFile: nil)
                return
            }
            let file: String? =
                switch arguments.count {
                case 1 where arguments[0].hasPrefix("--html="): String(arguments[0].dropFirst("--html=".count))
                case 2 where arguments[0] == "--html": arguments[1]
                default: nil
                }
            guard let file, !file.isEmpty else {
                throw UsageError("tree takes no arguments, or --html FILE, as in: tree --html tree.html")
            }
            self = .tree(htmlFile: file)
        case "open":
            let example = "open landmarks://landmark/taj-mahal"
            self = .open(try Link(try Self.single(arguments, of: name, naming: "a link", example: example)))
        default:
            guard let command = Self.withoutArguments.first(where: { $0.name == name }) else {
                throw UsageError("unknown command \"\(name)\"; help lists the commands")
            }
            guard arguments.isEmpty else { throw UsageError("\(name) takes no arguments") }
            self = command
        }
    }

    /// Reads a line typed at the prompt or piped in.
    ///
    /// - Parameter line: The line, without its newline.
    /// - Returns: The command, or `nil` for a blank line.
    /// - Throws: ``UsageError`` when the line is not a command.
    static func parse(line: String) throws(UsageError) -> Command? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        return try Command(words: words)
    }

    private static let withoutArguments: [Command] = [.logout, .featured, .favourites, .profile, .help, .quit]

    private static func single(
        _ arguments: [String], of command: String, naming what: String, example: String
    ) throws(UsageError) -> String {
        guard let argument = arguments.first else {
            throw UsageError("\(command) needs \(what), as in: \(example)")
        }
        guard arguments.count == 1 else {
            throw UsageError("\(command) takes one argument, \(what), as in: \(example)")
        }
        return argument
    }

    private static func category(_ word: String) throws(UsageError) -> Landmark.Category {
        guard let category = Landmark.Category(rawValue: word.lowercased()) else {
            throw UsageError("unknown category \"\(word)\"; choose one of \(categoryNames)")
        }
        return category
    }

    private static func landmarkID(_ word: String) throws(UsageError) -> Landmark.ID {
        guard let id = Landmark.ID(word) else {
            throw UsageError(
                "\"\(word)\" is not a landmark id; ids are lowercase words joined by hyphens, as in golden-gate-bridge")
        }
        return id
    }
}
