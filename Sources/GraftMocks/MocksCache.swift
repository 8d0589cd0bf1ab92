import Foundation

/// The files `graft mocks` made on its last run, kept in graft's build directory beside a digest of all they were
/// made from, so that a run whose symbol graphs and targets have not changed neither decodes nor generates.
///
/// The digest covers the graft executable, the package's targets, the test targets asked for and the full contents
/// of every symbol graph file, so any change to a protocol, which the build writes into its module's graph, misses.
struct MocksCache {
    /// What the cache file holds.
    private struct Entry: Codable {
        let digest: String
        let files: [MocksFile?]
    }

    /// The cache file, in graft's build directory.
    let path: URL
    /// The digest of what the files are made from.
    let digest: String

    /// Digests what the files of a run are made from.
    ///
    /// - Parameters:
    ///   - directory: graft's build directory.
    ///   - package: The package read, its targets included.
    ///   - files: The symbol graph files the doubles are made from, whose contents count.
    ///   - jobs: Each test target to make a file for, with the modules it covers.
    init(
        directory: URL, package: PackageSymbolGraphs, files: [PackageSymbolGraphs.File],
        jobs: [(testTarget: String, modules: [String])]
    ) {
        path = directory.appendingPathComponent("graft-mocks.json")
        var hash = FNVHash()
        let executable = Bundle.main.executableURL.flatMap {
            try? FileManager.default.attributesOfItem(atPath: $0.path)
        }
        hash.add("\(executable?[.size] ?? "")|\(executable?[.modificationDate] ?? "")")
        // The package's whole description, so that whatever it comes to hold besides the graphs counts too.
        hash.add("\(package)|\(jobs)")
        for file in files {
            hash.add(file.name)
            hash.add(file.data)
        }
        digest = String(hash.value, radix: 16)
    }

    /// The files the last run made, one for each job, if it made them from the same.
    func load(count: Int) -> [MocksFile?]? {
        guard let data = try? Data(contentsOf: path), let entry = try? JSONDecoder().decode(Entry.self, from: data),
            entry.digest == digest, entry.files.count == count
        else { return nil }
        return entry.files
    }

    /// Keeps the files made for the next run; a cache that cannot be written only costs that run the time.
    func save(_ files: [MocksFile?]) {
        guard let data = try? JSONEncoder().encode(Entry(digest: digest, files: files)) else { return }
        try? data.write(to: path, options: .atomic)
    }
}

/// A 64-bit FNV-1a hash, which is stable across runs and machines, unlike `Hasher`, taken eight bytes at a time.
private struct FNVHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    private mutating func add(_ word: UInt64) {
        value = (value ^ word) &* 0x100_0000_01b3
    }

    mutating func add(_ data: Data) {
        // The length first, so that two inputs cannot run together into the same bytes.
        add(UInt64(data.count))
        data.withUnsafeBytes { bytes in
            // A word at a time hashes the 46 MB of graphs of 1,000 features in 0.04 s, a byte at a time in 0.33 s.
            var offset = 0
            while offset + 8 <= bytes.count {
                add(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            for byte in bytes[offset...] { add(UInt64(byte)) }
        }
    }

    mutating func add(_ text: String) {
        add(Data(text.utf8))
    }
}
