import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// `export`: the catalog's documentation written into a directory — in the REPL and as
/// `petri export`, one declaration.
struct ExportVerb: ShellVerb {
    typealias CommandLineSession = NoSessionOptions

    static let name = "export"
    static let summary = "write the catalog's documentation (Markdown, JSON, HTML, Mermaid, DOT) into a directory"
    static let details = """
        Every screen with its parameters, route and examples, each example composed in each variant
        of the catalog (on the command line, those --variant names: repeat it). --format picks formats
        (markdown, json, mermaid, dot, html, svg; every text format when none is given). A re-export
        replaces the files of the formats it writes and keeps the previous export's other formats; a
        directory holding files petri did not write is refused, naming them, unless --force deletes them.
        """
    static let isOnCommandLine = true

    @Option(help: ArgumentHelp("The directory to write the export to.", valueName: "directory"), completion: .directory)
    var output: String

    @Option(
        help: ArgumentHelp(
            "A format to write: markdown, json, mermaid, dot, html or svg (repeat it; every text format when none is given; svg needs Graphviz).",
            valueName: "format"))
    var format: [ExportFormat] = []

    @Flag(help: "Delete what the output directory holds that petri did not write, instead of refusing.")
    var force = false

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A session setting for every composition (repeat it).", valueName: "name=value"))
    var settings: [String] = []

    /// Builds the export once and writes each format into one directory, in every variant (on
    /// the command line, those its --variant names).
    func run(in shell: Shell) async throws {
        let catalog = shell.dish.catalog
        let variants = shell.commandLine.flatMap { $0.variant.isEmpty ? nil : $0.variant }
        let formats = format.isEmpty ? ExportFormat.text : format
        let settings = try PetriMain.session(settings: settings).settings
        let showsProgress = shell.output.standardErrorIsTerminal
        do {
            var outline = try await CatalogExport.outline(catalog: catalog, variants: variants)
            outline.commandName = ToolIdentity.current.name
            let composing = outline
            let result = try await ExportWriter(force: force).write(to: output) { directory in
                try await ExportStream(outline: composing, formats: formats, directory: directory).run { index in
                    await composing.composing(composing.entries[index], catalog: catalog, settings: settings)
                } progress: { done, total in
                    // One line, updated in place, on a terminal only.
                    if showsProgress {
                        FileHandle.standardError.write(Data("\r\u{1B}[2Kexporting \(done)/\(total) screens".utf8))
                    }
                }
            }
            if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
            shell.print(
                "wrote \(CountedNoun.phrase(result.written, "file")) to \(output) (\(formats.map(\.rawValue).joined(separator: ", ")))"
                    + (result.kept.isEmpty
                        ? ""
                        : "; kept \(CountedNoun.phrase(result.kept.count, "file")) of the export before"
                            + " (\(Set(result.kept.values).map(\.rawValue).sorted().joined(separator: ", ")))"))
            if !result.deleted.isEmpty {
                shell.print(
                    "deleted \(CountedNoun.phrase(result.deleted.count, "file")) petri did not write (--force): "
                        + result.deleted.prefix(5).map(UserText.quoted).joined(separator: ", ")
                        + (result.deleted.count > 5 ? ", …" : ""))
            }
        } catch is CancellationError {
            if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
            throw ShellError.interrupted(
                "export stopped before it was written; \(UserText.quoted(output)) is as it was")
        }
    }
}
