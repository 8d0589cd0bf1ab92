/// The base class of a feature's builder: it holds the parent's dependency and assembles the feature from it.
///
/// A builder is created anywhere, usually in the parent's builder or router, and its `build` method, which is
/// `@MainActor`, creates the feature's component, interactor and router:
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
/// The `build` implementation is `@MainActor` because the protocol's requirement is, so it may create interactors
/// and routers. Code off the main actor calls it with `await`, and gets back a router, which is `Sendable`.
///
/// A subclass restates `@unchecked Sendable`, as Swift requires of every subclass of a class with that conformance;
/// it keeps that promise by holding nothing but its `let` properties.
open class Builder<DependencyType>: Buildable, @unchecked Sendable {
    /// The parent's side of the feature: usually the parent component, seen through the feature's dependency
    /// protocol.
    public let dependency: DependencyType

    /// Creates a builder for a feature whose parent provides `dependency`.
    ///
    /// - Parameter dependency: The parent's component, seen through the feature's dependency protocol.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
