import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1, so the live network client is tested against real sockets.
///
/// It answers one connection at a time on a background thread: it reads the request head, asks `respond` for a
/// status and body, writes them with `Connection: close`, and closes the connection.
final class LoopbackHTTPServer: Sendable {
    /// What the server answers.
    struct Response: Sendable {
        var status: Int
        var body: Data
    }

    /// The port the server listens on, picked by the system.
    let port: UInt16
    private let listener: Int32
    private let requestLines = Mutex<[String]>([])

    /// The server's root URL, such as `http://127.0.0.1:49152/`.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// The request lines received so far, such as `GET /v1/landmarks.json HTTP/1.1`.
    var receivedRequestLines: [String] { requestLines.withLock { $0 } }

    /// Starts a server that answers each request with `respond(method, path)`.
    init(respond: @escaping @Sendable (_ method: String, _ path: String) -> Response) throws {
        let listener = socket(AF_INET, Self.streamSocketType, 0)
        guard listener >= 0 else { throw SocketError("socket") }
        var address = Self.loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw SocketError("bind or listen")
        }
        self.listener = listener
        self.port = try Self.boundPort(of: listener)
        Thread.detachNewThread { [self] in serve(respond) }
    }

    /// Stops accepting connections; the serving thread closes the socket when it notices.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// A loopback port with nothing listening on it: bound once by the system, then released.
    static func closedPort() throws -> UInt16 {
        let probe = socket(AF_INET, streamSocketType, 0)
        guard probe >= 0 else { throw SocketError("socket") }
        defer { close(probe) }
        var address = loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw SocketError("bind") }
        return try boundPort(of: probe)
    }

    private func serve(_ respond: @Sendable (String, String) -> Response) {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                close(listener)
                return
            }
            handle(connection, respond)
            close(connection)
        }
    }

    private func handle(_ connection: Int32, _ respond: @Sendable (String, String) -> Response) {
        var head = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.range(of: Data("\r\n\r\n".utf8)) == nil, head.count < 65_536 {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            head.append(contentsOf: buffer[0..<count])
        }
        let requestLine = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
        requestLines.withLock { $0.append(requestLine) }
        let parts = requestLine.split(separator: " ").map(String.init)
        let response =
            parts.count == 3 ? respond(parts[0], parts[1]) : Response(status: 400, body: Data("bad request".utf8))
        var message = Data(
            ("HTTP/1.1 \(response.status) \(Self.reasonPhrase(response.status))\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(response.body.count)\r\n"
                + "Connection: close\r\n\r\n").utf8)
        message.append(response.body)
        message.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(connection, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    private static var streamSocketType: Int32 {
        #if canImport(Glibc)
        Int32(SOCK_STREAM.rawValue)
        #else
        SOCK_STREAM
        #endif
    }

    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    private static func boundPort(of socket: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard result == 0 else { throw SocketError("getsockname") }
        return UInt16(bigEndian: address.sin_port)
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        default: "Status"
        }
    }
}

/// A failed socket call in the test server.
struct SocketError: Error, CustomStringConvertible {
    let description: String

    init(_ call: String) {
        description = "\(call) failed: \(String(cString: strerror(errno)))"
    }
}

extension LoopbackHTTPServer {
    /// Starts a server that serves the files under `root` like a static web server, 404 for anything else.
    static func serving(_ root: URL) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { method, path in
            guard method == "GET" else { return Response(status: 405, body: Data()) }
            let segments = path.split(separator: "/").map(String.init)
            guard !segments.contains(".."),
                let body = try? Data(contentsOf: segments.reduce(root) { $0.appending(path: $1) })
            else { return Response(status: 404, body: Data(#"{"error":"not found"}"#.utf8)) }
            return Response(status: 200, body: body)
        }
    }
}
