import Foundation
import GraftTestSupport
import LandmarksServices
import Testing

@Suite struct FavouritesStoreTests {
    private let denali = Landmark.ID("denali")!
    private let craterLake = Landmark.ID("crater-lake")!
    private let fixedNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_700_000_000) }

    private func store(in directory: URL) throws -> FavouritesStore {
        let store = FavouritesStore(storage: .file(in: directory, now: fixedNow))
        #expect(try store.load() == nil)
        return store
    }

    @Test func startsEmptyWhenNothingWasSaved() throws {
        try withTemporaryDirectory { directory throws in
            let dataDirectory = directory.appending(path: "not-yet-created")
            #expect(try store(in: dataDirectory).ids.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
        }
    }

    @Test func persistsAcrossStores() throws {
        try withTemporaryDirectory { directory throws in
            let dataDirectory = directory.appending(path: "data")
            let first = try store(in: dataDirectory)
            #expect(try first.add(denali))
            #expect(try first.add(craterLake))
            #expect(try !first.add(denali))
            let second = try store(in: dataDirectory)
            #expect(second.ids == [denali, craterLake])
            #expect(try second.remove(denali))
            #expect(try !second.remove(denali))
            #expect(try store(in: dataDirectory).ids == [craterLake])
            #expect(second.contains(craterLake))
            #expect(!second.contains(denali))
        }
    }

    @Test func writesAVersionedJSONFile() throws {
        try withTemporaryDirectory { directory throws in
            try store(in: directory).add(denali)
            let data = try Data(contentsOf: directory.appending(path: FavouritesStorage.fileName))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(object?["version"] as? Int == 1)
            #expect(object?["favourites"] as? [String] == ["denali"])
        }
    }

    @Test func replacesTheFileInsteadOfRewritingItInPlace() throws {
        try withTemporaryDirectory { directory throws in
            let store = try store(in: directory)
            try store.add(denali)
            let file = directory.appending(path: FavouritesStorage.fileName)
            let before = try Data(contentsOf: file)
            // A hard link still names the old file after a rename, but would see an in-place rewrite.
            let link = directory.appending(path: "link-to-old-file")
            try FileManager.default.linkItem(at: file, to: link)
            try store.add(craterLake)
            #expect(try Data(contentsOf: link) == before)
            #expect(try Data(contentsOf: file) != before)
            #expect(try fileNames(in: directory) == [FavouritesStorage.fileName, "link-to-old-file"])
        }
    }

    @Test func leavesEverythingAsItWasWhenSavingFails() throws {
        try withTemporaryDirectory { directory throws in
            let store = try store(in: directory)
            let file = directory.appending(path: FavouritesStorage.fileName)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            #expect {
                try store.add(denali)
            } throws: { error in
                guard case FavouritesError.writeFailed(let url, _) = error else { return false }
                return url == file
            }
            #expect(store.ids.isEmpty)
            #expect(try fileNames(in: directory) == [FavouritesStorage.fileName])
        }
    }

    @Test func movesACorruptFileAsideKeepingItsBytes() throws {
        try withTemporaryDirectory { directory throws in
            let file = directory.appending(path: FavouritesStorage.fileName)
            let corrupt = Data("{\"version\": 1, \"favourites\": [\"denali\"".utf8)
            try corrupt.write(to: file)
            let store = FavouritesStore(storage: .file(in: directory, now: fixedNow))
            let recovery = try #require(try store.load())
            let expectedName = "favourites.json.corrupt-20231114T221320Z"
            #expect(recovery.file == file)
            #expect(recovery.movedTo.lastPathComponent == expectedName)
            #expect(recovery.reason == "the body is not valid JSON")
            #expect(try Data(contentsOf: recovery.movedTo) == corrupt)
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(store.ids.isEmpty)
            #expect(!recovery.description.contains("\n"))
            #expect(recovery.description.contains(recovery.movedTo.path))

            try store.add(denali)
            #expect(try Data(contentsOf: recovery.movedTo) == corrupt)
            #expect(try fileNames(in: directory) == [FavouritesStorage.fileName, expectedName])
        }
    }

    @Test func neverOverwritesAnEarlierCorruptCopy() throws {
        try withTemporaryDirectory { directory throws in
            let file = directory.appending(path: FavouritesStorage.fileName)
            let storage = FavouritesStorage.file(in: directory, now: fixedNow)
            try Data("first".utf8).write(to: file)
            let first = try #require(try storage.load().recovery)
            try Data("second".utf8).write(to: file)
            let second = try #require(try storage.load().recovery)
            #expect(first.movedTo != second.movedTo)
            #expect(try Data(contentsOf: first.movedTo) == Data("first".utf8))
            #expect(try Data(contentsOf: second.movedTo) == Data("second".utf8))
        }
    }

    @Test(arguments: [
        (#"{"version": 2, "favourites": []}"#, "format version 2 is not supported"),
        (#"{"version": 1, "favourites": ["Not A Slug"]}"#, #""Not A Slug" is not a landmark id"#),
        (#"{"version": 1}"#, #"missing key "favourites""#),
        ("", "the body is not valid JSON"),
    ])
    func treatsAFileThatIsNotFavouritesAsCorrupt(contents: String, reason: String) throws {
        try withTemporaryDirectory { directory throws in
            try Data(contents.utf8).write(to: directory.appending(path: FavouritesStorage.fileName))
            let loaded = try FavouritesStorage.file(in: directory, now: fixedNow).load()
            #expect(loaded.ids.isEmpty)
            #expect(loaded.recovery?.reason == reason)
            #expect(try loaded.recovery.map { try Data(contentsOf: $0.movedTo) } == Data(contents.utf8))
        }
    }

    @Test func reportsADataDirectoryThatIsAFile() throws {
        try withTemporaryDirectory { directory throws in
            let notADirectory = directory.appending(path: "data")
            try Data("x".utf8).write(to: notADirectory)
            let store = FavouritesStore(storage: .file(in: notADirectory))
            let expected = FavouritesError.dataDirectoryUnusable(notADirectory, reason: "it is a file, not a directory")
            #expect(throws: expected) { try store.load() }
            #expect(
                expected.description
                    == "cannot use data directory \(notADirectory.path): it is a file, not a directory; "
                    + "choose another with --data-dir DIR")
        }
    }

    @Test func keepsIDsInMemory() throws {
        let storage = FavouritesStorage.inMemory([denali])
        let store = FavouritesStore(storage: storage)
        try store.load()
        try store.add(craterLake)
        #expect(try storage.load().ids == [denali, craterLake])
    }

    @Test func stopsWhenUsedBeforeLoading() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = FavouritesStore(storage: .inMemory()).ids
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("FavouritesStore.ids was used before FavouritesStore.load()"))
    }

    @Test func unimplementedStorageStopsNamingTheOperation() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try FavouritesStore(storage: .unimplemented).load()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("FavouritesStorage.load is unimplemented"))
    }
}
