import Foundation
import Testing

@testable import GraftEditing

/// `SourceEdit.write`, which `graft fix` and `graft new --attach` write their edits with, on files in a temporary
/// folder: every file or none.
@Suite struct SourceEditWriteTests {
    /// A new temporary folder holding the files, by name.
    private static func folder(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-write-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    /// The names in a folder, to see that no temporary file is left behind.
    private static func names(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    /// The file system's number for a file, which a replaced file does not keep.
    private static func fileNumber(_ file: URL) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? NSNumber)?.intValue
    }

    @Test func writesEveryFileKeepingItsPermissionsAndReturnsTheBytesBefore() throws {
        let originals = ["A.swift": "let a = 1\r\n// é\n", "B.swift": "let b = 1\n"]
        let folder = try Self.folder(with: originals)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("A.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: a.path)

        let before = try SourceEdit.write(
            ["A.swift": "let a = 2\n", "B.swift": "let b = 2\n"], replacing: originals, in: folder)

        #expect(before == originals.mapValues { Data($0.utf8) })
        #expect(try String(contentsOf: a, encoding: .utf8) == "let a = 2\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("B.swift"), encoding: .utf8) == "let b = 2\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: a.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o640)
        #expect(try Self.names(in: folder) == ["A.swift", "B.swift"])
    }

    @Test func writesNothingWhenAFileChangedOnDiskSinceItWasRead() throws {
        let originals = ["A.swift": "let a = 1\n", "B.swift": "let b = 1\n"]
        let folder = try Self.folder(with: originals)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("A.swift")
        let b = folder.appendingPathComponent("B.swift")
        let fileNumber = try Self.fileNumber(a)
        try Data("let b = 1\n// mine\n".utf8).write(to: b)
        let edited = ["A.swift": "let a = 2\n", "B.swift": "let b = 2\n// mine\n"]

        #expect(throws: SourceWriteError.changed(path: "B.swift")) {
            try SourceEdit.write(edited, replacing: originals, in: folder)
        }
        #expect(
            SourceWriteError.changed(path: "B.swift").description
                == "B.swift changed since graft read it; nothing was written, so run the command again")
        // A comes first, yet it was not even replaced and put back: the check comes before every write.
        #expect(try Data(contentsOf: a) == Data("let a = 1\n".utf8))
        #expect(try Self.fileNumber(a) == fileNumber)
        #expect(try Data(contentsOf: b) == Data("let b = 1\n// mine\n".utf8))

        // A file removed since it was read is a change too.
        try FileManager.default.removeItem(at: b)
        #expect(throws: SourceWriteError.changed(path: "B.swift")) {
            try SourceEdit.write(edited, replacing: originals, in: folder)
        }
        #expect(try Data(contentsOf: a) == Data("let a = 1\n".utf8))
        #expect(try Self.names(in: folder) == ["A.swift"])
    }

    @Test func putsBackTheFilesWrittenBeforeAWriteThatFails() throws {
        // The second file's temporary file beside it gets a name longer than file systems allow, which stops
        // root as well as anyone: its write fails after the first file has been replaced.
        let long = String(repeating: "Z", count: 230) + ".swift"
        let first = "let a = 1\r\n// é, kept byte for byte\n"
        let originals = ["A.swift": first, long: "let z = 1\n"]
        let folder = try Self.folder(with: originals)
        defer { try? FileManager.default.removeItem(at: folder) }

        var failure: SourceWriteError?
        do {
            try SourceEdit.write(["A.swift": "let a = 2\n", long: "let z = 2\n"], replacing: originals, in: folder)
        } catch {
            failure = error
        }

        guard case .writeFailed(let path, let reason) = failure else {
            Issue.record("expected the second write to fail, got \(String(describing: failure))")
            return
        }
        #expect(path == long)
        #expect(failure?.description == "could not write \(long) (\(reason)); nothing was written")
        #expect(try Data(contentsOf: folder.appendingPathComponent("A.swift")) == Data(first.utf8))
        #expect(try Data(contentsOf: folder.appendingPathComponent(long)) == Data("let z = 1\n".utf8))
        #expect(try Self.names(in: folder) == ["A.swift", long])
    }

    @Test func putsBackOnlyTheFilesThatStillHoldWhatGraftWrote() throws {
        let originals = ["A.swift": "let a = 1\n", "B.swift": "let b = 1\n"]
        let folder = try Self.folder(with: originals)
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = ["A.swift": "let a = 2\n", "B.swift": "let b = 2\n"]
        let before = try SourceEdit.write(edited, replacing: originals, in: folder)
        let b = folder.appendingPathComponent("B.swift")
        try Data("let b = 2\n// mine\n".utf8).write(to: b)

        SourceEdit.restore(before, writtenAs: edited, in: folder)

        #expect(try Data(contentsOf: folder.appendingPathComponent("A.swift")) == Data("let a = 1\n".utf8))
        #expect(try Data(contentsOf: b) == Data("let b = 2\n// mine\n".utf8))
        #expect(try Self.names(in: folder) == ["A.swift", "B.swift"])
    }

    @Test func replacesTheFileASymbolicLinkNamesAndKeepsTheLink() throws {
        let folder = try Self.folder(with: ["Real.swift": "let a = 1\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Real.swift")

        try SourceEdit.write(["Link.swift": "let a = 2\n"], replacing: ["Link.swift": "let a = 1\n"], in: folder)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "Real.swift")
        let real = folder.appendingPathComponent("Real.swift")
        #expect(try String(contentsOf: real, encoding: .utf8) == "let a = 2\n")
    }
}
