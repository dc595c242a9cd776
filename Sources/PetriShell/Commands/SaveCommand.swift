import Foundation
import PetriDish
import PetriSupport

struct SaveCommand: ShellCommand {
    let name = "save"
    let synopsis = "save <file>"
    let summary = "write this session as a script that replays it, ending with the tree it reached"
    let details = """
        The commands that succeeded, with the values that were asked for written inline and what
        the answers to questions changed in the session (a login) as commands, then `expect tree`
        with the current hierarchy: `petri run <file>` replays it and checks the tree.
        Attach it to a bug report to reproduce a state.
        """
    let arguments = ArgumentKind.words

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard invocation.arguments.count == 1, let path = invocation.arguments.first else {
            throw ShellError.missingArgument(command: name, what: "one file to write", synopsis: synopsis)
        }
        let variant = shell.dish.catalog.variants.count > 1 ? ["variant \(shell.startVariant)"] : []
        let start = shell.startSession.commands(after: .fresh)
        let tree = HierarchySnapshot(shell.dish.scene).renderTree().split(separator: "\n").map { "  " + $0 }
        let lines =
            ["# Saved by \(ToolIdentity.current.name): replay with `\(ToolIdentity.current.name) run \(path)`."]
            + variant + start + shell.replayable + ["expect tree"] + tree
        do {
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw ShellError.invalid("cannot write \(UserText.quoted(path)): \(error.localizedDescription)")
        }
        let count = start.count + shell.replayable.count
        shell.print("saved \(count) command\(count == 1 ? "" : "s") and the tree to \(path)")
    }
}
