/// Every REPL command, in the order `help` lists them.
@MainActor
enum ShellCommands {
    static let all: [any ShellCommand] = [
        VerbCommand<ListVerb>(), FindCommand(), VerbCommand<ShowVerb>(),
        VerbCommand<OpenVerb>(), VerbCommand<GoVerb>(), VerbCommand<LinkVerb>(), VerbCommand<NotifyVerb>(),
        VerbCommand<PlanVerb>(), VerbCommand<TreeVerb>(), CheckCommand(), ExportCommand(), RunCommand(),
        FlowCommand(), SendCommand(), AppCommand(), LeaksCommand(),
        BackCommand(), DismissCommand(), TabCommand(), ResetCommand(),
        LoginCommand(), LogoutCommand(), SetCommand(), VariantCommand(), SaveCommand(),
        HelpCommand(), HistoryCommand(), QuitCommand(),
    ]
}
