import LandmarksUI

/// The texts of `landmarks --help`, `--version` and the `help` command.
enum Usage {
    /// The version line.
    static let version = "landmarks 0.1.0 (the Graft example app)"

    /// The commands, one per line, for the `help` command.
    static var commandLines: [String] {
        aligned(Command.summaries.map { ($0.syntax, $0.summary) }) + ["", "Categories: \(Command.categoryNames)."]
    }

    /// The whole usage, for `--help`.
    static var helpLines: [String] {
        let options = aligned([
            ("--services live|mock|preview", "the services to run on (default: live, on the embedded sample API)"),
            ("--base-url URL", "fetch landmarks from the HTTP API at URL instead (live services only)"),
            ("--data-dir DIR", "where favourites and the analytics log are kept (default:"),
            ("", "$XDG_DATA_HOME/graft-landmarks, or ~/.local/share/graft-landmarks)"),
            ("-h, --help", "show this help"),
            ("--version", "show the version"),
        ])
        return [
            "Usage: landmarks [OPTIONS] [COMMAND]",
            "",
            "Browse landmarks, sign in and keep favourites: the example app of Graft. With a COMMAND, landmarks",
            "runs it and exits. Without one, it reads commands from standard input: with a prompt on a terminal,",
            "one per line when piped, where login reads the password from the line after it.",
            "",
            "landmarks open URL opens a link. When the link needs you to sign in, landmarks reads commands from",
            "standard input until you have signed in and the link has opened, then exits, as in:",
            "  printf 'login demo\\nlandmarks\\n' | landmarks open landmarks://landmark/taj-mahal",
            "",
            "Options:",
        ] + options + ["", "Commands:"] + commandLines + [
            "",
            "Demo account: user demo, password landmarks.",
            "",
            "Exit status: 0 on success; 1 when a command fails (for piped input, when any command failed);",
            "64 when the command line cannot be understood.",
        ]
    }

    private static func aligned(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, text in
            "  " + name + String(repeating: " ", count: width - name.count + 2) + text
        }
    }
}
