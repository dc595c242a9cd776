import PetriDish

extension ShopEntries {
    /// The account: profile, logging in and the wish list, owned by the identity team.
    func registerAccount() throws {
        try catalog.register(
            "account.profile", title: "Profile", group: "Account",
            summary: "the user's profile, the Profile tab's root", tags: ["tab", "user"],
            route: routes.sectionRoot(ProfileViewController.self), deepLinks: ["shop://profile"])
        try catalog.register(
            "account.login", title: "Log in", group: "Account",
            summary: "the login form, presented modally as a form sheet", tags: ["auth", "modal"], route: routes.login,
            deepLinks: ["shop://login"])
        try catalog.register(
            "account.register", title: "Create an account", group: "Account",
            summary: "the registration form, pushed on the login form's navigation controller",
            tags: ["auth", "signup", "modal"],
            route: routes.registration,
            examples: [
                ScreenExample("empty", summary: "a blank form"),
                ScreenExample(
                    "prefilled", ["email": "ada@example.com"], summary: "the e-mail carried over from the login"),
            ],
            deepLinks: ["shop://register"])
        try catalog.register(
            "account.forgot-password", title: "Reset password", group: "Account",
            summary: "sends a reset link, pushed on the login form's navigation controller",
            tags: ["auth", "password", "modal"],
            route: routes.forgotPassword, examples: [ScreenExample("ada", ["email": "ada@example.com"])],
            deepLinks: ["shop://password/reset?email={email}"])
        try catalog.register(
            "account.profile.edit", title: "Edit profile", group: "Account",
            summary: "name, e-mail, phone and photo, pushed on the profile; needs a logged-in user",
            tags: ["user", "form", "login"], route: routes.editProfile,
            examples: [
                ScreenExample("premium", ["user": "premium"], summary: "every field filled in"),
                ScreenExample("guest", ["user": "guest"], summary: "only an e-mail address"),
            ],
            deepLinks: ["shop://profile/{user}/edit"])
        try catalog.register(
            "account.wishlist", title: "Wish list", group: "Account",
            summary:
                "products saved for later: a form sheet with tabs, pushed in Profile with the menu; needs a logged-in user",
            tags: ["favourites", "saved", "modal", "login"], route: routes.wishlist,
            examples: [
                ScreenExample("default", summary: "latest saved first"),
                ScreenExample("by-price", ["sort": "price"], summary: "cheapest first"),
            ],
            deepLinks: ["shop://wishlist"], routes: ["menu": routes.wishlistInProfile])
    }
}
