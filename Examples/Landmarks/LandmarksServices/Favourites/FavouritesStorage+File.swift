public import Foundation

extension FavouritesStorage {
    /// The favourites file's name inside the data directory.
    public static let fileName = "favourites.json"

    /// A storage that keeps the ids in `favourites.json` in a data directory.
    ///
    /// - Loading a directory or file that does not exist yet gives no favourites; nothing is created until the
    ///   first save.
    /// - A file that is not valid favourites (bad JSON, an unknown format version, an entry that is not a landmark
    ///   id) is moved aside to `favourites.json.corrupt-<UTC timestamp>` and reported in
    ///   ``Contents/recovery``; it is never overwritten, so its bytes are kept.
    /// - Saving writes a temporary file and renames it over `favourites.json`, so the file on disk is always
    ///   either the old list or the new one.
    ///
    /// - Parameters:
    ///   - directory: The data directory, such as ``DataDirectory/defaultURL(environment:)``.
    ///   - now: The clock that names moved-aside files.
    /// - Returns: The storage.
    public static func file(in directory: URL, now: @escaping @Sendable () -> Date = Date.init) -> FavouritesStorage {
        let file = directory.appending(path: fileName)
        return FavouritesStorage(
            load: { try loadFile(file, in: directory, now: now) },
            save: { ids in try saveFile(ids, to: file, in: directory) }
        )
    }

    private static func loadFile(
        _ file: URL, in directory: URL, now: @Sendable () -> Date
    ) throws(FavouritesError) -> Contents {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return Contents(ids: []) }
        guard isDirectory.boolValue else {
            throw .dataDirectoryUnusable(directory, reason: "it is a file, not a directory")
        }
        guard files.isReadableFile(atPath: directory.path), files.isExecutableFile(atPath: directory.path) else {
            throw .dataDirectoryUnusable(directory, reason: "permission denied")
        }
        guard files.fileExists(atPath: file.path) else { return Contents(ids: []) }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable(file, reason: error.localizedDescription)
        }
        let problem: String
        do {
            return Contents(ids: try JSONDecoder().decode(FavouritesFile.self, from: data).validatedIDs())
        } catch let error as FavouritesFile.FormatProblem {
            problem = error.reason
        } catch let error as DecodingError {
            problem = error.summary
        } catch {
            problem = error.localizedDescription
        }
        return Contents(ids: [], recovery: try moveAside(file, in: directory, reason: problem, at: now()))
    }

    /// Moves a corrupt file to a name no other file has, so it is kept as it is.
    private static func moveAside(
        _ file: URL, in directory: URL, reason: String, at date: Date
    ) throws(FavouritesError) -> CorruptFileRecovery {
        let baseName = "\(fileName).corrupt-\(timestamp(date))"
        var destination = directory.appending(path: baseName)
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            attempt += 1
            destination = directory.appending(path: "\(baseName)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: file, to: destination)
        } catch {
            throw .corruptFileNotMoved(file, reason: error.localizedDescription)
        }
        return CorruptFileRecovery(file: file, movedTo: destination, reason: reason)
    }

    private static func saveFile(
        _ ids: [Landmark.ID], to file: URL, in directory: URL
    ) throws(FavouritesError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .dataDirectoryUnusable(directory, reason: "it is a file, not a directory")
            }
        } else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw .dataDirectoryUnusable(directory, reason: error.localizedDescription)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(FavouritesFile(ids: ids)).writeAtomically(to: file)
        } catch let error as FileSystemError {
            throw .writeFailed(file, reason: error.reason)
        } catch {
            throw .writeFailed(file, reason: error.localizedDescription)
        }
    }

    /// A UTC timestamp that sorts by time and is safe in a file name, such as `20250101T120000Z`.
    private static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let text = String(value ?? 0)
            return text.count < 2 ? "0" + text : text
        }
        return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))"
            + "\(two(parts.second))Z"
    }
}
