struct VariantCommand: ShellCommand {
    let name = "variant"
    let synopsis = "variant [name]"
    let summary = "list the navigation variants, or switch to one (relaunches the app)"
    let arguments = ArgumentKind.variant

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard let name = invocation.arguments.first else {
            for variant in shell.dish.catalog.variants {
                let marker = variant.name == shell.dish.session.variant ? shell.styler(.marker, "*") : " "
                shell.print("\(marker) \(shell.styler(.identifier, variant.name))  \(variant.summary)")
            }
            return
        }
        if invocation.arguments.count > 1 {
            throw ShellError.unexpectedArguments(
                Array(invocation.arguments.dropFirst()), command: self.name, synopsis: synopsis)
        }
        if name == shell.dish.session.variant {
            shell.print("already in variant \(name); `reset` relaunches the app")
            return
        }
        try shell.dish.useVariant(name)
        try shell.printTree()
    }
}
