import Graft

// The problem: nothing in the app creates the settings store that Settings needs.
final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

extension AppComponent: LoggedInDependency {}

/// Starts the app: the root component and the feature under it.
func makeApp() -> LoggedInComponent {
    LoggedInBuilder(dependency: AppComponent()).build()
}
