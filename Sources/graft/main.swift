import Foundation
import GraftDeclaredGraph
import GraftEditing
import GraftMocks
import GraftPackageReading

/// Exit statuses: 64 is the conventional status for a command line that does not parse (EX_USAGE).
private let usageStatus: Int32 = 64
private let failureStatus: Int32 = 1

private func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

private func run(_ arguments: [String]) -> Int32 {
    let invocation: Invocation
    do {
        invocation = try Invocation.parse(arguments)
    } catch {
        printError("graft: error: \(error)")
        return usageStatus
    }
    switch invocation {
    case .help(let topic):
        guard let text = Usage.text(for: topic) else {
            printError("graft: error: no help for '\(topic ?? "")'; run 'graft help' for the subcommands")
            return usageStatus
        }
        print(text)
        return 0
    case .graph(let options, let format):
        guard let graph = load(options) else { return failureStatus }
        // The page shows check's problems, found in the whole graph, as `graft check --target` finds them.
        let shown = options.target.map { graph.limited(to: $0) } ?? graph
        print(format == .html ? graph.explorerPage(target: options.target) : shown.rendered(as: format), terminator: "")
        return 0
    case .check(let options):
        guard let graph = load(options) else { return failureStatus }
        let report = graph.checkReport(target: options.target)
        print(report.text, terminator: "")
        return report.hasErrors ? failureStatus : 0
    case .fix(let options, let isDryRun):
        return fix(options, isDryRun: isDryRun)
    case .new(let scaffold, let options):
        return newFeature(scaffold, options)
    case .mocks(let options, let testTarget, let mode):
        return mocks(options, testTarget: testTarget, mode: mode)
    }
}

private func mocks(_ options: Invocation.PackageOptions, testTarget: String?, mode: Invocation.MocksMode) -> Int32 {
    do {
        let files = try MocksFile.plan(
            packagePath: options.packagePath, target: options.target, testTarget: testTarget,
            scratchPath: options.scratchPath)
        for line in files.flatMap(\.refusals) { printError("graft: warning: \(line)") }
        if files.isEmpty {
            print("graft: no protocol here gets a generated double; nothing to write")
            return 0
        }
        switch mode {
        case .check:
            let stale = files.filter { !$0.isCurrent }
            let command = "'graft mocks' (or 'swift package --allow-writing-to-package-directory graft-edit mocks')"
            for file in stale {
                printError(
                    file.isObsolete
                        ? "graft: error: \(file.relativePath) is generated, but \(file.testTarget) no longer gets any "
                            + "doubles; run \(command) to remove it, and commit the removal"
                        : "graft: error: \(file.relativePath) is out of date; run \(command) and commit the file")
            }
            guard stale.isEmpty else { return failureStatus }
            print("graft: \(files.map(\.relativePath).joined(separator: ", ")) up to date")
        case .dryRun:
            for file in files {
                print(
                    file.isObsolete
                        ? "==> \(file.relativePath): removed, \(file.testTarget) gets no doubles <==\n"
                        : "==> \(file.relativePath) <==\n" + file.text, terminator: "")
            }
        case .write:
            for file in files {
                let wasCurrent = file.isCurrent
                try file.write()
                print(
                    wasCurrent
                        ? "unchanged \(file.relativePath)"
                        : file.isObsolete
                            ? "removed \(file.relativePath): \(file.testTarget) no longer gets any doubles"
                            : "wrote \(file.relativePath): \(file.doubles.joined(separator: ", "))")
            }
        }
        return 0
    } catch {
        printError("graft: error: \(error)")
        for line in error.details { printError(line) }
        return failureStatus
    }
}

private func fix(_ options: Invocation.PackageOptions, isDryRun: Bool) -> Int32 {
    do {
        let report = try DependencyFix.run(
            packagePath: options.packagePath, target: options.target, scratchPath: options.scratchPath,
            isDryRun: isDryRun)
        if report.additions.isEmpty {
            print("graft: nothing to fix; the package builds and every parent provides what its children require")
            return 0
        }
        if let diff = report.diff {
            print(diff, terminator: "")
            print("graft: \(report.additions.count) additions planned; run without --dry-run to write them")
            return 0
        }
        for line in report.additions { print(line) }
        print("graft: the package builds; run 'graft check' to review the graph")
        return 0
    } catch {
        printError("graft: error: \(error)")
        for line in error.details { printError(line) }
        return failureStatus
    }
}

private func newFeature(_ scaffold: FeatureScaffold, _ options: Invocation.NewFeatureOptions) -> Int32 {
    do {
        let plan = try ScaffoldPlan.make(
            scaffold, packagePath: options.package.packagePath, target: options.package.target,
            directory: options.directory, module: options.module, testTarget: options.testTarget)
        var attachment: ParentAttachment?
        var refusal: AttachmentRefusal?
        if options.isAttaching {
            switch ParentAttachment.plan(for: plan) {
            case .success(let planned): attachment = planned
            case .failure(let refused): refusal = refused
            }
        }
        if options.isDryRun {
            if let newTarget = plan.newTarget {
                print("==> \(newTarget.manifest): a target of its own for \(scaffold.name) <==\n" + newTarget.listing)
            }
            print(plan.listing, terminator: "")
            if let attachment { print("\n" + attachment.diff, terminator: "") }
            if let refusal { print("\n\(refusal)\n" + plan.scaffold.wiringHint, terminator: "") }
            return 0
        }
        if let attachment {
            try attachment.write(with: plan)
        } else {
            try plan.write()
        }
        for line in plan.newTarget?.additions ?? [] { print(line) }
        for file in plan.files { print("created \(file.path)") }
        if let test = plan.testFile {
            print(
                "\nrun 'graft mocks' (or 'swift package --allow-writing-to-package-directory graft-edit mocks') to "
                    + "generate the doubles \(test) builds the feature from")
        }
        guard let attachment else {
            if let refusal { print("\n\(refusal)", terminator: "") }
            print("\n" + plan.scaffold.wiringHint, terminator: "")
            return 0
        }
        for line in attachment.additions { print(line) }
        if scaffold.isViewable {
            print(
                "\n\(scaffold.name) has a view: show its viewControllable in \(scaffold.parent)'s view in "
                    + "routeTo\(scaffold.name)() and remove it in routeAwayFrom\(scaffold.name)()")
        }
        return 0
    } catch {
        printError("graft: error: \(error)")
        for line in error.details { printError(line) }
        return error.isUsageError ? usageStatus : failureStatus
    }
}

private func load(_ options: Invocation.PackageOptions) -> FeatureGraph? {
    do {
        return try FeatureGraph.load(
            packagePath: options.packagePath, target: options.target, scratchPath: options.scratchPath)
    } catch {
        printError("graft: error: \(error)")
        for line in error.details { printError(line) }
        return nil
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
