import Foundation
package import GraftPackageReading

extension PackageWorkspace {
    /// The types and typealiases every module of the packages declares, read from their source.
    ///
    /// - Parameter sources: The packages' source files, read on demand.
    /// - Returns: The declarations, which say what the type names written in the modules read mean.
    package func typeDeclarations(sources: SourceFiles) -> TypeDeclarations {
        TypeDeclarations(
            files: buildableModules.flatMap { module in
                module.sourcePaths.compactMap { path in
                    sources.file(at: URL(fileURLWithPath: path).absoluteString).map { (module.target.c99name, $0) }
                }
            })
    }
}
