/// The `main.swift` of the team's tool: one call to ``PetriMain/run(catalog:arguments:tool:)``.
enum MainTemplate {
    static func main(_ names: PackageNames) -> String {
        #"""
        import PetriShell
        import \#(names.catalogModule)

        // The whole tool: its name (usage, help, prompt, history) is the executable's, `\#(names.tool)`.
        await PetriMain.run(catalog: \#(names.catalogType).catalog, arguments: Array(CommandLine.arguments.dropFirst()))

        """#
    }
}
