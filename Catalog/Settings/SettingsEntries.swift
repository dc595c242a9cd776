import PetriDish

extension ShopEntries {
    /// The settings split view, owned by the platform team.
    func registerSettings() throws {
        try catalog.register(
            "settings.general", title: "Settings", group: "Settings",
            summary: "country, language and currency, next to the list of settings sections",
            tags: ["preferences", "split"],
            route: routes.generalSettings, deepLinks: ["shop://settings"])
        try catalog.register(
            "settings.notifications", title: "Notification settings", group: "Settings",
            summary: "which notifications the shop may send, per channel", tags: ["preferences", "split", "push"],
            route: routes.notificationSettings, deepLinks: ["shop://settings/notifications"])
        try catalog.register(
            "settings.privacy", title: "Privacy", group: "Settings",
            summary: "tracking consent, personalised ads and the data export", tags: ["preferences", "split", "gdpr"],
            route: routes.privacySettings, deepLinks: ["shop://settings/privacy"])
        try catalog.register(
            "settings.appearance", title: "Appearance", group: "Settings",
            summary: "theme and text size, with a live preview", tags: ["preferences", "split", "dark-mode"],
            route: routes.appearanceSettings,
            examples: [
                ScreenExample("default", summary: "follows the system"),
                ScreenExample("dark", ["theme": "dark"], summary: "always dark"),
            ],
            deepLinks: ["shop://settings/appearance"])
    }
}
