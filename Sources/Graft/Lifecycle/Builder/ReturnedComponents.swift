/// The components a componentized builder's closure has returned, held weakly, to stop the program when it
/// returns one of them again: two features would share one scope.
@MainActor
struct ReturnedComponents {
    private struct Entry {
        weak var component: AnyObject?
    }

    private var entries: [Entry] = []

    /// Records `component`, or stops the program if it was returned before and is still alive; values pass.
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
