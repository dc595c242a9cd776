extension Dish {
    /// Plays one step of a flow's walk, as the shell would: `send <event> [argument]`, `back`,
    /// `dismiss` or `tab <index>`.
    /// - Throws: when the step does not parse or cannot be done now.
    public func play(_ step: String) throws {
        let words = step.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("send", 2), ("send", 3):
            try send(words[1], argument: words.count == 3 ? words[2] : nil)
        case ("back", 1):
            _ = try back()
        case ("dismiss", 1):
            try dismiss()
        case ("tab", 2):
            guard let index = Int(words[1]) else { throw DishError.invalidStep(step) }
            try selectTab(index)
        default:
            throw DishError.invalidStep(step)
        }
    }
}
