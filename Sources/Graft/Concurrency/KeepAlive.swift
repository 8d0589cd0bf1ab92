/// Keeps `value` alive until this point, as the standard library's `extendLifetime(_:)` does, always inlined.
///
/// `extendLifetime(_:)` is an ordinary generic function, which the optimizer may leave as a call that then needs the
/// value's type metadata: left so in `Router.load()`, it made every attach look up the metadata of the generic
/// `Router<InteractorType>`, about 340 instructions (callgrind, graft-bench --only trees: 2,060 instructions an attach
/// instead of 1,719). The builtin behind this function is the same, but transparent, so it never becomes a call.
///
/// - Parameter value: What must not be released before this point.
@inline(__always)
func keepAlive<Value: ~Copyable>(_ value: borrowing Value) {
    _fixLifetime(value)
}
