/// The precise identifiers of the Graft declarations the analysis looks for.
enum GraftSymbols {
    static let component = "s:5Graft9ComponentC"
    static let builder = "s:5Graft7BuilderC"
    static let dependency = "s:5Graft10DependencyP"
    static let emptyDependency = "s:5Graft15EmptyDependencyP"
}
