package import GraftPackageReading

/// Why `graft mocks` generated nothing; each case prints as one line saying what to do.
package enum MocksError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The package could not be read or built.
    case package(GraphError)
    /// A symbol graph file the build wrote could not be decoded.
    case unreadableSymbolGraph(file: String, reason: String)
    /// The package has no target of the name given.
    case noSuchTarget(name: String, candidates: [String])
    /// `--test-target` named a target that is not a test target.
    case notATestTarget(name: String)
    /// No test target depends on the feature target, so there is nowhere to put its doubles.
    case noTestTarget(target: String)
    /// The test target given cannot import the feature target given, so doubles of its protocols would not compile
    /// there.
    case notImportable(target: String, testTarget: String)
    /// The test target cannot import GraftTesting, which every generated file imports.
    case cannotImportGraftTesting(testTarget: String)
    /// Several test targets depend on the feature target.
    case severalTestTargets(target: String, candidates: [String])
    /// No test target depends on a target that imports Graft.
    case nothingToMock(package: String)
    /// The generated file could not be written.
    case notWritten(path: String, reason: String)

    /// The one line to print after `graft: error: `.
    package var description: String {
        switch self {
        case .package(let error):
            error.description
        case .unreadableSymbolGraph(let file, let reason):
            "could not read the symbol graph \(file) (\(reason)); delete graft's build directory and run graft again"
        case .noSuchTarget(let name, let candidates):
            "the package has no target '\(name)'; pass one of: \(candidates.joined(separator: ", "))"
        case .notATestTarget(let name):
            "'\(name)' is not a test target; pass --test-target with the test target that gets the doubles"
        case .noTestTarget(let target):
            "no test target depends on '\(target)'; add one to Package.swift, or pass --test-target"
        case .notImportable(let target, let testTarget):
            "test target '\(testTarget)' cannot import '\(target)', so its doubles would not compile there; add "
                + "'\(target)', or the product that has it, to the dependencies of '\(testTarget)', or pass another "
                + "--test-target"
        case .cannotImportGraftTesting(let testTarget):
            "test target '\(testTarget)' cannot import GraftTesting, which its generated doubles use; add "
                + ".product(name: \"GraftTesting\", package: \"Graft\") to its dependencies in Package.swift"
        case .severalTestTargets(let target, let candidates):
            "several test targets depend on '\(target)'; pass --test-target with one of: "
                + candidates.joined(separator: ", ")
        case .nothingToMock(let package):
            "no test target of package '\(package)' depends on a target that imports Graft; pass --target and "
                + "--test-target"
        case .notWritten(let path, let reason):
            "could not write \(path) (\(reason)); nothing was changed"
        }
    }

    /// The lines of the underlying tool's output that explain the failure, to print after ``description``.
    package var details: [String] {
        if case .package(let error) = self { error.details } else { [] }
    }
}
