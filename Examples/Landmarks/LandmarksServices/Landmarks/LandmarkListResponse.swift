/// The body of `GET v1/landmarks.json`: `{"landmarks": [ ...records... ]}`.
///
/// Each element is decoded on its own, so one record with a wrong type (a string where a number belongs) is
/// reported as dropped instead of failing the whole response.
struct LandmarkListResponse: Decodable, Sendable {
    var landmarks: [Element]

    /// One element of the list: a record, or why it could not be decoded.
    enum Element: Decodable, Sendable {
        case record(LandmarkRecord)
        case undecodable(String)

        init(from decoder: any Decoder) throws {
            do {
                self = .record(try LandmarkRecord(from: decoder))
            } catch let error as DecodingError {
                self = .undecodable(error.summary)
            }
        }
    }
}
