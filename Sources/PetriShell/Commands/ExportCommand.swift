import PetriDish

struct ExportCommand: ShellCommand {
    let name = "export"
    let synopsis = "export --output DIR [--format F ...] [--force] [--set n=v]"
    let summary = "write the catalog's documentation (Markdown, JSON, HTML, Mermaid, DOT) into a directory"
    let details = """
        Every screen with its parameters, route and examples, each example composed in each variant
        of the catalog. --format picks formats (markdown, json, mermaid, dot, html, svg; every text
        format when none is given). A re-export replaces the files of the formats it writes and keeps
        the previous export's other formats; a directory holding files petri did not write is refused,
        naming them, unless --force deletes them. The same options as the one-shot `export`.
        """
    let flags = ["--output", "--format", "--force", "--set"]
    let arguments = ArgumentKind.words
    let parsesOwnWords = true

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        let options = try ExportOptions.parse(invocation, synopsis: synopsis)
        let status = await PetriMain.runExport(options, variants: nil, on: shell.dish.catalog, output: shell.output)
        if status != 0 { throw ShellError.reported }
    }
}
