import Foundation
import Synchronization
import Testing

@testable import GraftPackageReading

@Suite struct BuildDirectoryLockTests {
    @Test func aSecondRunWaitsUntilTheFirstLeavesTheBuildDirectory() {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("graft-lock-\(UUID().uuidString)/.build/graft").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let events = Mutex<[String]>([])
        let firstHolds = DispatchSemaphore(value: 0)
        let releaseFirst = DispatchSemaphore(value: 0)
        let secondDone = DispatchSemaphore(value: 0)
        Thread {
            BuildDirectoryLock.withExclusiveUse(of: directory) {
                events.withLock { $0.append("first in") }
                firstHolds.signal()
                releaseFirst.wait()
                events.withLock { $0.append("first out") }
            }
        }.start()
        firstHolds.wait()
        Thread {
            BuildDirectoryLock.withExclusiveUse(of: directory) { events.withLock { $0.append("second in") } }
            secondDone.signal()
        }.start()

        #expect(secondDone.wait(timeout: .now() + 0.5) == .timedOut, "the second run entered while the first held")
        releaseFirst.signal()
        #expect(secondDone.wait(timeout: .now() + 30) == .success)
        #expect(events.withLock { $0 } == ["first in", "first out", "second in"])
        #expect(FileManager.default.fileExists(atPath: directory + "/" + BuildDirectoryLock.fileName))
    }

    @Test func aRunUsesADirectoryItCannotLockWithoutTheLock() {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("graft-lock-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        defer { try? FileManager.default.removeItem(at: file) }

        // A regular file where the directory should be: nothing can be created inside it.
        let result = BuildDirectoryLock.withExclusiveUse(of: file.path) { 42 }

        #expect(result == 42)
    }
}
