import ArgumentParser
import Foundation

/// `help`: the commands listed, or one explained.
struct HelpVerb: ShellVerb {
    static let name = "help"
    static let summary = "list the commands, or explain one"
    static let arguments = ArgumentKind.command

    @Argument(help: "The command to explain (a unique start of its name will do).")
    var command: String?

    func run(in shell: Shell) async throws {
        if let word = command {
            let command = try shell.command(named: word)
            // A long usage goes on, indented, on the lines after.
            let usage = TextWrapping.wrap(command.synopsis, width: shell.width - 4)
            shell.print(
                ([shell.styler(.heading, usage[0])] + usage.dropFirst().map { "    " + $0 }).joined(separator: "\n"))
            shell.print(TextWrapping.wrap(command.summary, width: shell.width, indent: "  ").joined(separator: "\n"))
            for paragraph in command.details.components(separatedBy: "\n\n") where !command.details.isEmpty {
                shell.print("")
                let prose = paragraph.split(separator: "\n").joined(separator: " ")
                shell.print(TextWrapping.wrap(prose, width: shell.width, indent: "  ").joined(separator: "\n"))
            }
            if !command.aliases.isEmpty { shell.print("  also: \(command.aliases.joined(separator: ", "))") }
            return
        }
        let rows = shell.commands.map { command in
            let usage = Self.listed(command)
            return ("  " + usage, "  " + shell.styler(.identifier, usage), command.summary)
        }
        shell.print(TextWrapping.columns(rows, column: 26, width: shell.width).joined(separator: "\n"))
        shell.print("")
        shell.print(
            TextWrapping.wrap(
                "`help <command>` explains one; a unique start of a command's name runs it (`sh` is show).",
                width: shell.width
            ).joined(separator: "\n"))
    }

    /// The usage `help` lists for `command`: the whole of it, or with `[<options>]` for its
    /// options when it is wider than 80 columns (`help <command>` gives the whole).
    @MainActor
    static func listed(_ command: VerbCommand) -> String {
        command.synopsis.count + 2 <= 80 ? command.synopsis : command.briefSynopsis
    }
}
