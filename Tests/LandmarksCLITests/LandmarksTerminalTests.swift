import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `landmarks` executable on a terminal of its own, as a person at a keyboard runs it.
@Suite struct LandmarksTerminalTests {
    @Test func interruptingThePasswordPromptGivesTheTerminalItsEchoBack() throws {
        try withTemporaryDirectory { home in
            let terminal = try PseudoTerminal()
            let process = Process()
            process.executableURL = try LandmarksBinary.executable()
            process.arguments = ["--data-dir", home.appending(path: "data-dir").path]
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = home.path
            process.environment = environment
            process.standardInput = terminal.child
            process.standardOutput = terminal.child
            process.standardError = terminal.child
            try process.run()
            defer { if process.isRunning { process.terminate() } }

            try terminal.type("login demo\n")
            let screen = try terminal.readScreen(until: "Password for demo: ")
            #expect(screen.contains("Password for demo: "))
            // The prompt is written just before echo is turned off.
            #expect(try terminal.waitForEcho(false))

            // What Ctrl-C does to the program reading the password.
            process.interrupt()
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == SIGINT)
            #expect(try terminal.echoes)
        }
    }
}

/// A pseudo-terminal: the child side is the program's standard input and output, the controlling side is the
/// keyboard and the screen.
private final class PseudoTerminal {
    let controller: Int32
    let child: FileHandle

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        let library = PseudoTerminalFunctions()
        controller = library.open(O_RDWR | O_NOCTTY)
        guard controller >= 0, library.grant(controller) == 0, library.unlock(controller) == 0,
            let name = library.childName(controller)
        else { throw Failure(description: "cannot open a pseudo-terminal: errno \(errno)") }
        let childDescriptor = open(name, O_RDWR | O_NOCTTY)
        guard childDescriptor >= 0 else { throw Failure(description: "cannot open \(String(cString: name))") }
        child = FileHandle(fileDescriptor: childDescriptor, closeOnDealloc: true)
    }

    deinit {
        close(controller)
    }

    /// Whether the terminal echoes what is typed, as its child side's settings say.
    var echoes: Bool {
        get throws {
            var settings = termios()
            guard tcgetattr(child.fileDescriptor, &settings) == 0 else {
                throw Failure(description: "cannot read the terminal's settings: errno \(errno)")
            }
            return settings.c_lflag & tcflag_t(ECHO) != 0
        }
    }

    /// Waits up to a minute for the terminal to start or stop echoing; the limit only ends a broken run, since a busy
    /// machine can hold the program back for seconds.
    ///
    /// - Parameter expected: Whether it should echo.
    /// - Returns: Whether it came to that state.
    /// - Throws: ``Failure`` when the terminal's settings cannot be read.
    func waitForEcho(_ expected: Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while try echoes != expected {
            guard Date() < deadline else { return false }
            usleep(1_000)
        }
        return true
    }

    /// Types `text` on the keyboard.
    func type(_ text: String) throws {
        let bytes = Array(text.utf8)
        var written = -1
        repeat { written = write(controller, bytes, bytes.count) } while written < 0 && errno == EINTR
        guard written == bytes.count else {
            throw Failure(description: "cannot type on the terminal: errno \(errno)")
        }
    }

    /// Reads the screen until it shows `expected`, for at most a minute; a signal that interrupts a wait or a read
    /// does not end it.
    ///
    /// - Returns: Everything read.
    func readScreen(until expected: String) throws -> String {
        var screen = ""
        let deadline = Date().addingTimeInterval(60)
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !screen.contains(expected) {
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, remaining)
            if ready < 0 && errno == EINTR { continue }
            guard remaining > 0, ready > 0 else {
                throw Failure(description: "the terminal never showed \"\(expected)\"; it showed \"\(screen)\"")
            }
            var count = -1
            repeat { count = read(controller, &buffer, buffer.count) } while count < 0 && errno == EINTR
            guard count > 0 else { throw Failure(description: "the terminal closed; it showed \"\(screen)\"") }
            screen += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return screen
    }
}

/// The C library's pseudo-terminal functions, looked up at run time: Swift's Glibc module leaves them out, because
/// glibc declares them only for X/Open builds.
private struct PseudoTerminalFunctions {
    typealias Control = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    let open: Control
    let grant: Control
    let unlock: Control
    let childName: Name

    init() {
        let library = dlopen(nil, RTLD_NOW)
        func function<Function>(_ name: String, as type: Function.Type) -> Function {
            guard let symbol = dlsym(library, name) else { fatalError("the C library has no \(name)") }
            return unsafeBitCast(symbol, to: type)
        }
        open = function("posix_openpt", as: Control.self)
        grant = function("grantpt", as: Control.self)
        unlock = function("unlockpt", as: Control.self)
        childName = function("ptsname", as: Name.self)
    }
}
