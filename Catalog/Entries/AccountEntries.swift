import PetriDish

extension ShopEntries {
    /// The account: profile, logging in and the wish list, owned by the identity team.
    func registerAccount() throws {
        try catalog.register(ScreenEntry(
            id: "account.profile", title: "Profile", group: "Account", summary: "the user's profile, the Profile tab's root",
            tags: ["tab", "user"], context: .empty, destination: routes.sectionRoot(ProfileViewController.self),
            examples: [ScreenExample("default")], deepLinks: ["shop://profile"], location: here()))
        try catalog.register(ScreenEntry(
            id: "account.login", title: "Log in", group: "Account", summary: "the login form, presented modally as a form sheet",
            tags: ["auth", "modal"], context: .empty, destination: routes.login,
            examples: [ScreenExample("default")], deepLinks: ["shop://login"], location: here()))
        try catalog.register(ScreenEntry(
            id: "account.register", title: "Create an account", group: "Account",
            summary: "the registration form, pushed on the login form's navigation controller",
            tags: ["auth", "signup", "modal"],
            context: ContextSchema(decoding: RegistrationContext.self, details: [
                "email": .init(help: "the e-mail address typed on the login form, carried over", example: "ada@example.com"),
            ]),
            destination: routes.registration,
            examples: [
                ScreenExample("empty", summary: "a blank form"),
                ScreenExample("prefilled", ["email": "ada@example.com"], summary: "the e-mail carried over from the login"),
            ],
            deepLinks: ["shop://register"],
            location: here()))
        try catalog.register(ScreenEntry(
            id: "account.forgot-password", title: "Reset password", group: "Account",
            summary: "sends a reset link, pushed on the login form's navigation controller",
            tags: ["auth", "password", "modal"],
            context: ContextSchema(decoding: PasswordResetContext.self, details: [
                "email": .init(help: "where the reset link goes", example: "ada@example.com"),
            ]),
            destination: routes.forgotPassword,
            examples: [ScreenExample("ada", ["email": "ada@example.com"])],
            deepLinks: ["shop://password/reset?email={email}"], location: here()))
        try catalog.register(ScreenEntry(
            id: "account.profile.edit", title: "Edit profile", group: "Account",
            summary: "name, e-mail, phone and photo, pushed on the profile; needs a logged-in user",
            tags: ["user", "form", "login"],
            context: ContextSchema(decoding: EditProfileContext.self, details: [
                "user": .init(help: "whose profile; a preset picks a demo user", presets: DemoData.users),
            ]),
            destination: routes.editProfile,
            examples: [
                ScreenExample("premium", ["user": "premium"], summary: "every field filled in"),
                ScreenExample("guest", ["user": "guest"], summary: "only an e-mail address"),
            ],
            deepLinks: ["shop://profile/{user}/edit"], location: here()))
        try catalog.register(ScreenEntry(
            id: "account.wishlist", title: "Wish list", group: "Account",
            summary: "products saved for later, in a form sheet; needs a logged-in user",
            tags: ["favourites", "saved", "modal", "login"],
            context: ContextSchema(decoding: WishlistContext.self, details: [
                "sort": .init(help: "how the saved products are ordered", default: "added"),
            ]),
            destination: routes.wishlist,
            examples: [
                ScreenExample("default", summary: "latest saved first"),
                ScreenExample("by-price", ["sort": "price"], summary: "cheapest first"),
            ],
            deepLinks: ["shop://wishlist"],
            location: here()))
    }
}
