import PetriDish

/// How petri is being driven, so that advice names what the user can type: the REPL's commands
/// (`login`) or the one-shot command line's flags (`--login`).
enum CommandStyle {
    /// The REPL, or a script piped into it.
    case shell
    /// A one-shot command line (`petri open …`).
    case oneShot

    /// How to meet `requirement` in this style.
    func advice(for requirement: SessionRequirement) -> String {
        switch (requirement, self) {
        case (.login, .shell): "run `login` first"
        case (.login, .oneShot): "add --login to the command"
        }
    }
}
