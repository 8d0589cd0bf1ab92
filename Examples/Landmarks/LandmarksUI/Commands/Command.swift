public import LandmarksServices

/// One command of the `landmarks` session, typed at the prompt, piped in, or given on the command line.
public enum Command: Hashable, Sendable {
    /// `login USER`: signs in; the password is read next.
    case login(userName: String)
    /// `logout`: signs out.
    case logout
    /// `list [CATEGORY]`: lists every landmark, or those in one category.
    case list(Landmark.Category?)
    /// `featured`: lists the featured landmarks.
    case featured
    /// `show ID`: shows one landmark.
    case show(Landmark.ID)
    /// `fav ID`: adds a landmark to the favourites.
    case favourite(Landmark.ID)
    /// `unfav ID`: removes a landmark from the favourites.
    case unfavourite(Landmark.ID)
    /// `favs`: lists the favourites.
    case favourites
    /// `profile`: shows the signed-in user.
    case profile
    /// `open URL`: opens a `landmarks://` link, once the user is signed in.
    case open(Link)
    /// `tree [--html FILE]`: prints the live feature tree, or writes it to FILE as the explorer page.
    case tree(htmlFile: String?)
    /// `help`: lists the commands.
    case help
    /// `quit`: ends the session.
    case quit

    /// The word that starts the command, as typed.
    public var name: String {
        switch self {
        case .login: "login"
        case .logout: "logout"
        case .list: "list"
        case .featured: "featured"
        case .show: "show"
        case .favourite: "fav"
        case .unfavourite: "unfav"
        case .favourites: "favs"
        case .profile: "profile"
        case .open: "open"
        case .tree: "tree"
        case .help: "help"
        case .quit: "quit"
        }
    }

    /// Each command's syntax and what it does, in the order `help` lists them.
    public static let summaries: [(syntax: String, summary: String)] = [
        ("login USER", "sign in; the password is read next (demo account: demo, password landmarks)"),
        ("logout", "sign out"),
        ("list [CATEGORY]", "list the landmarks, or those in one category (see below)"),
        ("featured", "list the featured landmarks"),
        ("show ID", "show one landmark, such as: show golden-gate-bridge"),
        ("fav ID", "add a landmark to your favourites"),
        ("unfav ID", "remove a landmark from your favourites"),
        ("favs", "list your favourites"),
        ("profile", "show who is signed in and what they viewed"),
        ("open URL", "open a link, as soon as you are signed in: landmarks://landmark/ID,"),
        ("", "landmarks://favourites, landmarks://featured or landmarks://profile"),
        ("tree [--html FILE]", "print the live feature tree, or write it as a page to open in a browser"),
        ("help", "list these commands"),
        ("quit", "end the session"),
    ]

    /// The categories as `list` accepts them, comma-separated.
    public static var categoryNames: String {
        Landmark.Category.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
