import PetriDish

struct ExportCommand: ShellCommand {
    let name = "export"
    let synopsis = "export <directory> [--force]"
    let summary = "write the catalog's documentation (Markdown, JSON, HTML, Mermaid, DOT) into a directory"
    let details = """
    Every screen with its parameters, route and examples, each example composed in each variant
    of the catalog. The directory is replaced whole; one that is not a petri export is replaced
    only with --force. The one-shot `petri export` also picks formats and variants.
    """
    let flags = ["--force"]
    let arguments = ArgumentKind.words

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard let directory = invocation.arguments.first else {
            throw ShellError.missingArgument(command: name, what: "a directory to write to", synopsis: synopsis)
        }
        if invocation.arguments.count > 1 {
            throw ShellError.unexpectedArguments(Array(invocation.arguments.dropFirst()), command: name, synopsis: synopsis)
        }
        let formats = ExportFormat.text
        var export = try await CatalogExport.make(catalog: shell.dish.catalog)
        export.commandName = ToolIdentity.current.name
        let files = try ExportWriter.files(of: export, formats: formats)
        try ExportWriter(force: invocation.has("--force")).write(files, to: directory)
        shell.print("wrote \(files.count) files to \(directory) (\(formats.map(\.rawValue).joined(separator: ", ")))")
    }
}
