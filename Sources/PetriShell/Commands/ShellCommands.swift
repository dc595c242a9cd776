/// Every REPL command, in the order `help` lists them.
@MainActor
enum ShellCommands {
    static let all: [any ShellCommand] = [
        ListCommand(), FindCommand(), ShowCommand(),
        OpenCommand(), GoCommand(), PlanCommand(), TreeCommand(), CheckCommand(),
        BackCommand(), DismissCommand(), TabCommand(), ResetCommand(),
        LoginCommand(), LogoutCommand(), SetCommand(), VariantCommand(),
        HelpCommand(), HistoryCommand(), QuitCommand(),
    ]
}
