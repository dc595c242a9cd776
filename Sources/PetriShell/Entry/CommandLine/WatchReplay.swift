import ArgumentParser
import PetriDish
import PetriSupport

/// `<tool> watch-replay FILE`: what `watch` runs in each new build of the tool, hidden from
/// help. The file is a session as `save` writes it; its commands run from a fresh launch (the
/// script's `variant` line chooses the variant), stopping at the first that fails, which
/// standard error names with its line; its expectations are skipped. Standard output is the
/// hierarchy reached, as `tree --json` prints it. The exit status is 0 when every command ran,
/// 1 when one failed, 2 when the file could not be read or the app could not launch.
struct WatchReplay: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch-replay", abstract: "Replay a saved session and print the hierarchy as JSON (for watch).",
        shouldDisplay: false)

    @ParentCommand var root: PetriCommand

    @Argument(help: "The session's script, as save writes it.")
    var file: String

    func execute() async throws {
        let output = OneShot.output
        let script: Script
        let dish: Dish
        do {
            script = try Script.parse(try ScriptFile.read(file))
            dish = try Dish(catalog: OneShot.catalog(root.options))
        } catch {
            output.printError("error: \(UserText.printable(String(describing: error)))")
            try OneShot.finish(2)
        }
        let recorder = CapturedOutput()
        let shell = Shell(
            dish: dish, reader: PlainLineReader { nil }, output: recorder, isInteractive: false,
            environment: ["NO_COLOR": "1"])
        var status: Int32 = 0
        for (line, step) in script.steps {
            guard case .command(let text) = step else { continue }
            let said = recorder.standardError.count
            guard await shell.execute(text) else {
                let error = recorder.standardError.dropFirst(said).trimmingCharacters(in: .whitespacesAndNewlines)
                let message = error.hasPrefix("error: ") ? String(error.dropFirst("error: ".count)) : error
                output.printError("line \(line): \(text): \(message)")
                status = 1
                break
            }
        }
        output.print(HierarchySnapshot(dish.scene).renderJSON())
        try OneShot.finish(status)
    }
}
