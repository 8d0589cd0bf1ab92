/// A type's name, written in code the analysis reads, that more than one module declares and that the analysis
/// cannot tell apart from where it is written.
///
/// The graph leaves out the edge the reference would make; `graft check` asks for the name qualified by its
/// module.
struct AmbiguousReference: Codable, Hashable, Sendable {
    /// The name as written, such as `SettingsBuilder`.
    var name: String
    /// The modules that declare the name and that the code can see, sorted.
    var candidates: [String]
    /// The module of the code that writes the name.
    var module: String
    /// Where the name is written.
    var location: FileLine
}
