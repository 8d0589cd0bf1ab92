import Foundation
import Testing

@testable import HomeFeature
@testable import LandmarksServices
@testable import LandmarksUI

@MainActor
@Suite struct FavouritesFeatureTests {
    private func attachedFavourites(
        storage: FavouritesStorage = .inMemory()
    ) throws -> (
        FeatureHost<FavouritesListenerSpy>, SignedInServices
    ) {
        let parent = try SignedInServices(favourites: storage)
        let host = FeatureHost(listener: FavouritesListenerSpy())
        host.attach(FavouritesBuilder(dependency: parent.favourites).build(withListener: host.listener))
        return (host, parent)
    }

    private let crater = Landmark.ID("crater-lake")!
    private let bridge = Landmark.ID("golden-gate-bridge")!

    // The example in Docs/Testing.md, "The parent and the listener".
    @Test func addsAFavourite() async throws {
        let parent = try SignedInServices()
        let host = FeatureHost(listener: FavouritesListenerSpy())
        host.attach(FavouritesBuilder(dependency: parent.favourites).build(withListener: host.listener))

        await host.send(.favourite(Landmark.ID("crater-lake")!))

        #expect(parent.favouritesStore.ids == [Landmark.ID("crater-lake")!])
        #expect(host.terminal.output == ["Added Crater Lake to your favourites."])
    }

    @Test func addsAndListsFavouritesInTheOrderAdded() async throws {
        let (host, parent) = try attachedFavourites()
        await host.send(.favourite(crater))
        await host.send(.favourite(bridge))
        await host.send(.favourite(crater))
        host.terminal.clear()
        await host.send(.favourites)

        #expect(parent.favouritesStore.ids == [crater, bridge])
        #expect(
            host.terminal.output == [
                "crater-lake         Crater Lake (lakes, Oregon, USA)",
                "golden-gate-bridge  Golden Gate Bridge (bridges, California, USA)",
            ])
        #expect(
            parent.analytics.events.map(\.description) == [
                "favourite_added id=crater-lake", "favourite_added id=golden-gate-bridge", "favourites_listed",
            ])
    }

    @Test func saysSoWhenAFavouriteIsAddedTwice() async throws {
        let (host, _) = try attachedFavourites()
        await host.send(.favourite(crater))
        await host.send(.favourite(crater))
        #expect(
            host.terminal.output == ["Added Crater Lake to your favourites.", "Crater Lake is already a favourite."])
    }

    @Test func removesAFavourite() async throws {
        let (host, parent) = try attachedFavourites(storage: .inMemory([crater]))
        await host.send(.unfavourite(crater))
        await host.send(.unfavourite(crater))
        #expect(parent.favouritesStore.ids.isEmpty)
        #expect(
            host.terminal.output == ["Removed Crater Lake from your favourites.", "Crater Lake is not a favourite."])
    }

    @Test func rejectsAnIDNoLandmarkHas() async throws {
        let (host, parent) = try attachedFavourites()
        let atlantis = try #require(Landmark.ID("atlantis"))
        await host.send(.favourite(atlantis))
        await host.send(.unfavourite(atlantis))
        #expect(parent.favouritesStore.ids.isEmpty)
        #expect(
            host.terminal.diagnostics
                == Array(repeating: "error: no landmark has the id \"atlantis\"; list shows every id", count: 2))
    }

    @Test func namesAFavouriteTheCatalogNoLongerHas() async throws {
        let gone = try #require(Landmark.ID("old-bridge"))
        let (host, _) = try attachedFavourites(storage: .inMemory([gone]))
        await host.send(.favourites)
        #expect(host.terminal.output == ["old-bridge  (not in the catalog)"])
    }

    @Test func explainsAnEmptyListOffStandardOutput() async throws {
        let (host, _) = try attachedFavourites()
        await host.send(.favourites)
        #expect(host.terminal.output.isEmpty)
        #expect(host.terminal.diagnostics == ["note: no favourites yet; add one with: fav ID"])
    }

    @Test func reportsAFailedSave() async throws {
        let file = URL(filePath: "/nonexistent/favourites.json")
        let storage = FavouritesStorage(
            load: { .init(ids: []) }, save: { _ in throw FavouritesError.writeFailed(file, reason: "disk full") })
        let (host, parent) = try attachedFavourites(storage: storage)
        await host.send(.favourite(crater))
        #expect(parent.favouritesStore.ids.isEmpty)
        #expect(
            host.terminal.diagnostics == [
                "error: cannot save favourites to /nonexistent/favourites.json: disk full; the previous file is unchanged"
            ])
    }
}
