/// The components a componentized builder's closure has returned, held weakly, to stop the program when the
/// closure returns one of them again.
///
/// A component is the scope of one built feature: its `shared` instances live as long as that feature. A closure
/// that hands out the same component twice would make two features share one scope, which is the mistake this
/// catches, at the build that makes it.
@MainActor
struct ReturnedComponents {
    private struct Entry {
        weak var component: AnyObject?
    }

    private var entries: [Entry] = []

    /// Records `component`, or stops the program if it was returned before and is still alive.
    ///
    /// Components that are not objects are not checked: each call makes a new value anyway.
    ///
    /// - Parameters:
    ///   - component: What the closure returned.
    ///   - builder: The builder, for the message.
    mutating func record<Component>(_ component: Component, by builder: AnyObject) {
        guard type(of: component as Any) is AnyObject.Type else { return }
        let object = component as AnyObject
        entries.removeAll { $0.component == nil }
        if entries.contains(where: { $0.component === object }) {
            fatalError(
                "Graft: \(type(of: builder))'s componentBuilder returned a \(type(of: object)) it had returned "
                    + "before. Create a new component in the closure on each call, so each built feature has a "
                    + "scope of its own.")
        }
        entries.append(Entry(component: object))
    }
}
