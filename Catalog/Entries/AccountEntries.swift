import PetriDish

extension ShopEntries {
    /// The account: profile and logging in, owned by the identity team.
    func registerAccount() throws {
        try catalog.register(ScreenEntry(
            id: "account.profile", title: "Profile", group: "Account", summary: "the user's profile, the Profile tab's root",
            tags: ["tab", "user"], context: .empty, destination: routes.sectionRoot(ProfileViewController.self),
            examples: [ScreenExample("default")], location: here()))
        try catalog.register(ScreenEntry(
            id: "account.login", title: "Log in", group: "Account", summary: "the login form, presented modally as a form sheet",
            tags: ["auth", "modal"], context: .empty, destination: routes.login,
            examples: [ScreenExample("default")], location: here()))
    }
}
