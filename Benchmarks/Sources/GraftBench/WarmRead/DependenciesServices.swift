import Dependencies

/// The swift-dependencies contender: a service registered as a dependency and read through `@Dependency`, as a
/// feature model written with that library reads it.
final class DependenciesServices {
    @Dependency(\.benchmarkService) var service

    /// Makes the object inside a scope that overrides the service, which `@Dependency` captures at initialisation.
    ///
    /// - Parameter seed: The run-time value the service is made from.
    /// - Returns: The object.
    static func make(seed: Int) -> DependenciesServices {
        withDependencies {
            $0.benchmarkService = Service(seed: seed)
        } operation: {
            DependenciesServices()
        }
    }
}

private enum BenchmarkServiceKey: DependencyKey {
    static let liveValue = Service(seed: 0)
}

extension DependencyValues {
    /// The service the warm-read benchmark reads.
    var benchmarkService: Service {
        get { self[BenchmarkServiceKey.self] }
        set { self[BenchmarkServiceKey.self] = newValue }
    }
}
