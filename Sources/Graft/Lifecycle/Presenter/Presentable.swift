/// The base protocol of every presenter: what a ``PresentableInteractor`` drives.
///
/// A feature declares its own presenter protocol on top of it, and its view controller or a ``Presenter`` conforms:
///
/// ```swift
/// @MainActor
/// protocol ProfilePresentable: Presentable {
///     var listener: ProfilePresentableListener? { get set }
///     func show(name: String)
/// }
/// ```
///
/// A presenter is an object, so that a ``LeakDetector`` can report one that outlives its interactor.
public protocol Presentable: AnyObject {}
