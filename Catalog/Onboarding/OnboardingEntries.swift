import PetriDish

extension ShopEntries {
    /// The first-launch onboarding, owned by the growth team.
    func registerOnboarding() throws {
        try catalog.register(
            "onboarding.tour", title: "Onboarding", group: "Onboarding",
            summary: "the first-launch pages, full screen over the app; an open tour swipes to the page asked for",
            tags: ["first-launch", "pager", "modal"], route: routes.onboarding,
            examples: [
                ScreenExample("welcome", summary: "the first page"),
                ScreenExample("interests", ["page": "interests"], summary: "picking favourite categories"),
                ScreenExample("ready", ["page": "ready"], summary: "the last page"),
            ])
    }
}
