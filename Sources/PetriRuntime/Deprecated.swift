import PetriCatalog

// Every deprecated declaration of PetriRuntime, with the release that deprecated it: kept for
// one release so an app team's tests upgrade with deprecation warnings rather than errors.
// CHANGELOG.md lists them too. An enum case cannot live apart from its enum:
// `DishError.invalidStep` (0.2.0) is deprecated where it is declared.

// 0.2.0: walks are typed steps.

extension Dish {
    /// Plays one step of a flow's walk written as the shell's words: `send <event> [argument]`,
    /// `back` (`--swipe`, `--cancel`), `dismiss` (`--cancel`) or `tab <index>`.
    /// - Throws: ``FlowStepError`` when the step does not read, naming the wrong word; what playing
    ///   the step throws when it cannot be done now.
    @available(
        *, deprecated,
        message:
            "Play a FlowStep, which the compiler checks: play(.send(\"login\")), play(.back); FlowStep(parsing:) reads the words. Deprecated in petri 0.2.0, removed in 0.3.0"
    )
    public func play(_ step: String) throws {
        try play(FlowStep(parsing: step))
    }
}
