/// The hand-wired baseline: the services made up front and kept in stored properties.
///
/// `count` is a `var` set from a run-time value, so the compiler cannot fold a read of it into a constant.
/// `@unchecked Sendable`: `count` is written only by the initializer; it is a `var` for the reason above, not to
/// change.
final class HandWiredServices: @unchecked Sendable {
    let service: Service
    var count: Int

    init(seed: Int) {
        service = Service(seed: seed)
        count = seed
    }
}
