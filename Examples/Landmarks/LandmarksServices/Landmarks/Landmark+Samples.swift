import Foundation

extension Landmark {
    /// The landmarks of the sample API shipped with the package, validated: what the mock and preview services
    /// answer with, and for tests.
    ///
    /// They are read once, on first use, from the same `v1/landmarks.json` that the live services load through
    /// ``NetworkClient/bundled``, and pass the same validation, so every service set offers the same landmarks and
    /// an id that opens in one opens in all. The file's invalid records are left out, as the live catalog leaves
    /// them out.
    public static let samples: [Landmark] = {
        let file = NetworkClient.sampleAPIRoot.appending(path: LandmarkService.listPath)
        do {
            let response = try JSONDecoder().decode(LandmarkListResponse.self, from: Data(contentsOf: file))
            return LandmarkCatalog(response).landmarks
        } catch {
            fatalError("Landmark.samples: cannot read the sample API's \(file.path): \(error)")
        }
    }()
}
