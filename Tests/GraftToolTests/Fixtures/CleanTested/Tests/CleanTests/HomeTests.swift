import Testing

@testable import Clean

@Test func buildsHome() {
    _ = HomeBuilder(dependency: AppComponent()).build()
}
