import Foundation

struct HelpCommand: ShellCommand {
    let name = "help"
    let synopsis = "help [command]"
    let summary = "list the commands, or explain one"
    let arguments = ArgumentKind.command

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if invocation.arguments.count > 1 {
            throw ShellError.unexpectedArguments(
                Array(invocation.arguments.dropFirst()), command: name, synopsis: synopsis)
        }
        if let word = invocation.arguments.first {
            let command = try shell.command(named: word)
            shell.print(shell.styler(.heading, command.synopsis))
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
            ("  " + command.synopsis, "  " + shell.styler(.identifier, command.synopsis), command.summary)
        }
        shell.print(TextWrapping.columns(rows, column: 26, width: shell.width).joined(separator: "\n"))
        shell.print("")
        shell.print(
            TextWrapping.wrap(
                "`help <command>` explains one; a unique start of a command's name runs it (`sh` is show).",
                width: shell.width
            ).joined(separator: "\n"))
    }
}
