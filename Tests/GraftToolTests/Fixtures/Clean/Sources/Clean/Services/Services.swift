final class NetworkClient: Sendable {}

final class AuthService: Sendable {
    let client: NetworkClient
    init(client: NetworkClient) { self.client = client }
}

final class FeedStore: Sendable {
    let auth: AuthService
    init(auth: AuthService) { self.auth = auth }
}

final class DetailStore: Sendable {
    let id: Int
    init(id: Int, feed: FeedStore) { self.id = id }
}

final class AvatarCache: Sendable {
    init(auth: AuthService) {}
}

struct Theme: Sendable {
    static let standard = Theme(name: "standard")
    let name: String
}
