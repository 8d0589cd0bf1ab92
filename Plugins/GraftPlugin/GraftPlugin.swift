import PackagePlugin

/// `swift package graft <subcommand> [options]`: draws and checks the feature graph, and prints what `fix` and
/// `new` would write with `--dry-run`.
///
/// It asks for no permission, so it never writes to the package; `GraftEditPlugin`
/// (`swift package --allow-writing-to-package-directory graft-edit fix`) does, and only it asks to.
@main
struct GraftPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if GraftTool.writes(arguments) {
            let subcommand = arguments[0]
            throw GraftTool.Refusal(
                description: "graft \(subcommand) writes to the package, which 'swift package graft' may not do; "
                    + "run 'swift package --allow-writing-to-package-directory graft-edit \(subcommand) …', or add "
                    + "--dry-run to see the changes")
        }
        try await GraftTool.run(context: context, arguments: arguments)
    }
}
