import PetriDish

extension ShopEntries {
    /// The settings split view, owned by the platform team.
    func registerSettings() throws {
        try catalog.register(ScreenEntry(
            id: "settings.general", title: "Settings", group: "Settings",
            summary: "country, language and currency, next to the list of settings sections",
            tags: ["preferences", "split"], context: .empty, destination: routes.generalSettings,
            examples: [ScreenExample("default")], deepLinks: ["shop://settings"], location: here()))
        try catalog.register(ScreenEntry(
            id: "settings.notifications", title: "Notification settings", group: "Settings",
            summary: "which notifications the shop may send, per channel",
            tags: ["preferences", "split", "push"], context: .empty, destination: routes.notificationSettings,
            examples: [ScreenExample("default")], deepLinks: ["shop://settings/notifications"], location: here()))
        try catalog.register(ScreenEntry(
            id: "settings.privacy", title: "Privacy", group: "Settings",
            summary: "tracking consent, personalised ads and the data export",
            tags: ["preferences", "split", "gdpr"], context: .empty, destination: routes.privacySettings,
            examples: [ScreenExample("default")], deepLinks: ["shop://settings/privacy"], location: here()))
        try catalog.register(ScreenEntry(
            id: "settings.appearance", title: "Appearance", group: "Settings",
            summary: "theme and text size, with a live preview",
            tags: ["preferences", "split", "dark-mode"],
            context: ContextSchema(decoding: AppearanceContext.self, details: [
                "theme": .init(help: "the colour scheme", default: "system"),
            ]),
            destination: routes.appearanceSettings,
            examples: [
                ScreenExample("default", summary: "follows the system"),
                ScreenExample("dark", ["theme": "dark"], summary: "always dark"),
            ],
            deepLinks: ["shop://settings/appearance"],
            location: here()))
    }
}
