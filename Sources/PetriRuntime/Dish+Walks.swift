public import PetriCatalog

extension Dish {
    /// Plays one step of a flow's walk: the tap, the back button or the swipe it names, as the
    /// user's finger does.
    /// - Throws: when the step cannot be done now (no screen sends the event, no back button,
    ///   no sheet to swipe down, no tab bar).
    public func play(_ step: FlowStep) throws {
        switch step {
        case let .send(event, argument): try send(event, argument: argument)
        case .back: _ = try back()
        case .swipeBack(let finishing): try swipeBack(finishing: finishing)
        case .dismiss(let finishing): try dismiss(finishing: finishing)
        case .tab(let index): try selectTab(index)
        }
    }
}
