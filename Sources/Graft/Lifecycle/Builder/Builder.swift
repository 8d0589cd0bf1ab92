/// The base class of a feature's builder: it holds the parent's dependency and assembles the feature from it.
///
/// Its `build` method creates the feature's component, interactor and router:
///
/// ```swift
/// final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable, @unchecked Sendable {
///     func build(withListener listener: ProfileListener) -> ProfileRouting {
///         let component = ProfileComponent(dependency: dependency)
///         let interactor = ProfileInteractor(authService: component.authService)
///         interactor.listener = listener
///         return ProfileRouter(interactor: interactor)
///     }
/// }
/// ```
///
/// `build` is `@MainActor`, as its protocol requirement is; code off the main actor calls it with `await` and gets
/// back a `Sendable` router. A subclass restates `@unchecked Sendable`, as Swift requires, and keeps that promise by
/// holding nothing but `let` properties.
open class Builder<DependencyType>: Buildable, @unchecked Sendable {
    /// Usually the parent component, seen through the feature's dependency protocol.
    public let dependency: DependencyType

    /// Creates a builder for a feature whose parent provides `dependency`.
    ///
    /// - Parameter dependency: The parent's component, seen through the feature's dependency protocol.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
