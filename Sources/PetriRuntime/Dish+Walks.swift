extension Dish {
    /// Plays one step of a flow's walk, as the shell would: `send <event> [argument]`, `back`
    /// (`--swipe`, `--cancel`), `dismiss` (`--cancel`) or `tab <index>`.
    /// - Throws: when the step does not parse or cannot be done now.
    public func play(_ step: String) throws {
        let words = step.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("send", 2), ("send", 3):
            try send(words[1], argument: words.count == 3 ? words[2] : nil)
        case ("back", 1):
            _ = try back()
        case ("back", 2) where words[1] == "--swipe" || words[1] == "--cancel":
            try swipeBack(finishing: words[1] == "--swipe")
        case ("dismiss", 1):
            try dismiss()
        case ("dismiss", 2) where words[1] == "--cancel":
            try dismiss(finishing: false)
        case ("tab", 2):
            guard let index = Int(words[1]) else { throw DishError.invalidStep(step) }
            try selectTab(index)
        default:
            throw DishError.invalidStep(step)
        }
    }
}
