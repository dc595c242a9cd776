import PetriDish

struct RunCommand: ShellCommand {
    let name = "run"
    let synopsis = "run FILE ... [--keep-going] [--login] [--json] [--junit F] [--set n=v]"
    let summary = "run QA scripts: REPL commands with expectations, each file from a fresh launch"
    let details = """
        Each file starts from a fresh launch and a new session (logged out unless --login; --set gives
        it a setting); this session is left as it is. The first failure stops a file (--keep-going
        reports all). Prints a line per failure with its file and line, then `N passed, M failed`;
        --json prints the report, --junit FILE writes JUnit XML. The same options as the one-shot `run`.
        """
    let flags = ["--keep-going", "--login", "--json", "--junit", "--set"]
    let arguments = ArgumentKind.words
    let parsesOwnWords = true

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        let options = try RunOptions.parse(invocation, synopsis: synopsis)
        let status = await PetriMain.runScripts(options, variant: nil, on: shell.dish.catalog, output: shell.output)
        if status != 0 { throw ShellError.reported }
    }
}
