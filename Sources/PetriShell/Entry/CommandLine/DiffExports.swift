import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct DiffExports: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two JSON exports and print what changed in the app's navigation.",
        discussion: """
            OLD and NEW are catalog.json files or export directories (from main and from a pull request). Prints screens added \
            and removed, parameter changes (breaking ones flagged), and the hierarchy changes of each example. Exit status: 0 \
            when nothing changed, 1 when something did, 2 when an input is not an export.
            """)

    @Argument(help: "The export before (a catalog.json, or a directory holding one).")
    var old: String

    @Argument(help: "The export after.")
    var new: String

    @Flag(name: .long, help: "Print the changes as JSON.")
    var json = false

    /// Needs no catalog: it compares two exports.
    func execute() async throws {
        try OneShot.finish(PetriMain.runDiff(self, output: OneShot.output))
    }
}
