/// What a component member's body does, as far as the graph cares.
package enum MemberBody: Equatable, Sendable {
    /// `shared { … }` or `shared(key: k) { … }`: the component creates and keeps the value.
    case shared(key: String?)
    /// `dependency.name`: the value comes from the parent, under that name.
    case forwarded(String)
    /// No accessors, or only `willSet` and `didSet`: a stored property.
    case stored
    /// Anything else.
    case computed
}
