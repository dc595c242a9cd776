import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// `save`: the session written as a script that replays it.
struct SaveVerb: ShellVerb {
    static let name = "save"
    static let summary = "write this session as a script that replays it, ending with the tree it reached"
    static let details = """
        The commands that succeeded, with the values that were asked for written inline and what
        the answers to questions changed in the session (a login) as commands, then `expect tree`
        with the current hierarchy: `petri run <file>` replays it and checks the tree.
        Attach it to a bug report to reproduce a state.
        """
    static let arguments = ArgumentKind.words

    @Argument(help: "The script file to write.", completion: .file(extensions: ["petri"]))
    var file: String

    func run(in shell: Shell) async throws {
        let tree = HierarchySnapshot(shell.dish.scene).renderTree().split(separator: "\n").map { "  " + $0 }
        let lines =
            ["# Saved by \(ToolIdentity.current.name): replay with `\(ToolIdentity.current.name) run \(file)`."]
            + shell.sessionScript + ["expect tree"] + tree
        do {
            try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            throw ShellError.invalid("cannot write \(UserText.quoted(file)): \(error.localizedDescription)")
        }
        let count = shell.sessionCommands.count
        shell.print("saved \(count) command\(count == 1 ? "" : "s") and the tree to \(file)")
    }
}
