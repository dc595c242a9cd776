import PackagePlugin

/// Generates a literal catalog's sources for the target it is applied to: the number of screens
/// is the target name's number (`LiteralCatalog10000`: 10,000 screens), so each size is a target,
/// and the spelling its prefix: `LiteralCatalog` a type and a route per screen, `ToolsCatalog`
/// 100 types whose routes the screens share, `LiteralTypes` the first one's types and routes
/// without a catalog, a build's baseline (LiteralCatalogGenerator).
@main
struct LiteralCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let digits = String(target.name.reversed().prefix(while: \.isNumber).reversed())
        guard let screens = Int(digits), screens > 0 else {
            throw PluginError(
                "target \(target.name): its name must end in the number of screens to generate, such as LiteralCatalog40"
            )
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let files: [String]
        let spelling: String
        if target.name.hasPrefix("ToolsCatalog") {
            spelling = "tools"
            files = ["ToolsRoutes.swift"] + (0..<(screens + 99) / 100).map { "Area\($0).swift" }
        } else if target.name.hasPrefix("LiteralTypes") {
            spelling = "types"
            files = ["LiteralRoutes.swift"] + (0..<(screens + 99) / 100).map { "Team\($0).swift" }
        } else {
            spelling = "per-screen"
            files = ["LiteralRoutes.swift"] + (0..<(screens + 99) / 100).map { "Team\($0).swift" }
        }
        return [
            .buildCommand(
                displayName: "Generating \(screens) literal screens for \(target.name) (\(spelling))",
                executable: try context.tool(named: "LiteralCatalogGenerator").url,
                arguments: [String(screens), output.path(), spelling],
                outputFiles: files.map { output.appending(path: $0) })
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
