import ArgumentParser

/// `variant`: the navigation variants, or a switch to one.
struct VariantVerb: ShellVerb {
    static let name = "variant"
    static let summary = "list the navigation variants, or switch to one (relaunches the app)"
    static let arguments = ArgumentKind.variant

    @Argument(help: "The variant to switch to.")
    var variant: String?

    func run(in shell: Shell) async throws {
        guard let variant else {
            for variant in shell.dish.catalog.variants {
                let marker = variant.name == shell.dish.session.variant ? shell.styler(.marker, "*") : " "
                shell.print("\(marker) \(shell.styler(.identifier, variant.name))  \(variant.summary)")
            }
            return
        }
        if variant == shell.dish.session.variant {
            shell.print("already in variant \(variant); `reset` relaunches the app")
            return
        }
        try shell.dish.useVariant(variant)
        try shell.printTree()
    }
}
