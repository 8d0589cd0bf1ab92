extension DecodingError {
    /// The error on one line: what was wrong and where, such as `missing key "landmarks"`.
    var summary: String {
        switch self {
        case .keyNotFound(let key, let context):
            "missing key \"\(key.stringValue)\"\(Self.location(context))"
        case .typeMismatch(let type, let context):
            "expected \(type)\(Self.location(context))"
        case .valueNotFound(let type, let context):
            "expected \(type) but found null\(Self.location(context))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // At the root, the decoder reports that the bytes are not JSON at all, in a long sentence.
            "the body is not valid JSON"
        case .dataCorrupted(let context):
            "\(context.debugDescription)\(Self.location(context))"
        @unknown default:
            "cannot decode the body"
        }
    }

    private static func location(_ context: Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "" : " at \(path)"
    }
}
