/// Every verb, in the order `help` lists them.
enum ShellVerbs {
    /// The verbs, in the order `help` lists them; those ``ShellVerb/isOnCommandLine`` are the
    /// command line's verbs too, in this order.
    static let all: [any ShellVerb.Type] = [
        ListVerb.self, FindVerb.self, ShowVerb.self, OpenVerb.self, GoVerb.self, LinkVerb.self, NotifyVerb.self,
        PlanVerb.self, TreeVerb.self, CheckVerb.self, ExportVerb.self, RunVerb.self, WatchVerb.self,
        FlowVerb.self, SendVerb.self, AppVerb.self, LeaksVerb.self,
        BackVerb.self, DismissVerb.self, TabVerb.self, ResetVerb.self,
        LoginVerb.self, LogoutVerb.self, SetVerb.self, VariantVerb.self, SaveVerb.self,
        HelpVerb.self, HistoryVerb.self, QuitVerb.self,
    ]

    /// The REPL's command for each verb, made once per process: each reads its usage and
    /// options from ArgumentParser at most once.
    @MainActor static let commands = all.map { VerbCommand($0) }
}
