import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct ExportCatalog: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write the catalog's documentation: Markdown pages, a JSON index, an HTML page, the navigation graph.",
        discussion: """
            Every screen with its parameters, route, examples, and each example composed in each variant. Every format when none is \
            named; every variant unless --variant names some (repeat it). A re-export replaces the files of the formats it writes and \
            keeps the previous export's other formats; a directory holding files petri did not write is refused, naming them, \
            unless --force deletes them.
            """)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: ExportOptions

    func execute() async throws {
        try await OneShot.finish(
            PetriMain.runExport(
                options, variants: root.variant.isEmpty ? nil : root.variant, on: OneShot.catalog(root.options),
                output: OneShot.output))
    }
}

/// What `export` takes, on the command line and in the REPL alike.
struct ExportOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "A format to write: markdown, json, mermaid, dot, html or svg (repeat it; every text format when none is given; svg needs Graphviz)."
    )
    var format: [ExportFormat] = []

    @Option(name: .long, help: "The directory to write the export to.")
    var output: String

    @Flag(name: .long, help: "Delete what the output directory holds that petri did not write, instead of refusing.")
    var force = false

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A session setting for every composition (repeat it).", valueName: "name=value"))
    var settings: [String] = []
}
