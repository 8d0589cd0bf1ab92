import Foundation
import LandmarksServices
import Testing

@Suite struct DataDirectoryTests {
    @Test func usesXDGDataHomeWhenItIsAbsolute() {
        let url = DataDirectory.defaultURL(environment: ["XDG_DATA_HOME": "/srv/data", "HOME": "/home/ada"])
        #expect(url.path == "/srv/data/graft-landmarks")
    }

    @Test func fallsBackToTheHomeFolder() {
        let url = DataDirectory.defaultURL(environment: ["HOME": "/home/ada"])
        #expect(url.path == "/home/ada/.local/share/graft-landmarks")
    }

    @Test func ignoresARelativeXDGDataHome() {
        let url = DataDirectory.defaultURL(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/ada"])
        #expect(url.path == "/home/ada/.local/share/graft-landmarks")
    }
}
