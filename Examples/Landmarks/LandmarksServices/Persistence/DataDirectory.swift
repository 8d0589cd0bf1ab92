public import Foundation

/// Where the app keeps its files: favourites and the analytics log.
public enum DataDirectory {
    /// The name of the app's folder inside the user's data folder.
    public static let folderName = "graft-landmarks"

    /// The default data directory, following the XDG base directory convention.
    ///
    /// It is `$XDG_DATA_HOME/graft-landmarks` when `XDG_DATA_HOME` is an absolute path, otherwise
    /// `$HOME/.local/share/graft-landmarks`, falling back to the current user's home folder when `HOME` is not
    /// set. Nothing is created until something is saved.
    ///
    /// - Parameter environment: The environment variables to read; the process's own by default.
    /// - Returns: The data directory's URL.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(filePath: dataHome, directoryHint: .isDirectory).appending(path: folderName)
        }
        let home =
            if let home = environment["HOME"], home.hasPrefix("/") {
                URL(filePath: home, directoryHint: .isDirectory)
            } else {
                FileManager.default.homeDirectoryForCurrentUser
            }
        return home.appending(path: ".local/share").appending(path: folderName)
    }
}
