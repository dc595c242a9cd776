import Foundation

struct HelpCommand: ShellCommand {
    let name = "help"
    let synopsis = "help [command]"
    let summary = "list the commands, or explain one"
    let arguments = ArgumentKind.command

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if invocation.arguments.count > 1 {
            throw ShellError.unexpectedArguments(Array(invocation.arguments.dropFirst()), command: name, synopsis: synopsis)
        }
        if let word = invocation.arguments.first {
            let command = try shell.command(named: word)
            shell.print(shell.styler(.heading, command.synopsis))
            shell.print("  " + command.summary)
            if !command.details.isEmpty {
                shell.print("")
                shell.print(command.details.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n"))
            }
            if !command.aliases.isEmpty { shell.print("  also: \(command.aliases.joined(separator: ", "))") }
            return
        }
        let width = shell.commands.map(\.synopsis.count).max() ?? 0
        for command in shell.commands {
            shell.print("  " + shell.styler(.identifier, command.synopsis.padding(toLength: width, withPad: " ", startingAt: 0)) + "  " + command.summary)
        }
    }
}
