import PackagePlugin

/// `swift package --allow-writing-to-package-directory graft-edit fix|new [options]`: runs the subcommands that
/// write to the package.
///
/// It declares the permission to write to the package's directory, which SwiftPM asks for on each run: the flag
/// on the command line, or Xcode's dialog. The subcommands that only read go through `GraftPlugin`, which needs
/// no permission.
@main
struct GraftEditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let subcommand = arguments.first ?? ""
        guard GraftTool.writingSubcommands.contains(subcommand) || ["help", "--help", "-h"].contains(subcommand)
        else {
            throw GraftTool.Refusal(
                description: "graft-edit runs 'fix' and 'new', which write to the package; run "
                    + "'swift package graft \(subcommand.isEmpty ? "help" : subcommand)' for the others")
        }
        try await GraftTool.run(context: context, arguments: arguments)
    }
}
