import PetriDish

/// The list of settings sections, the primary column of the settings split view.
final class SettingsSectionsViewController: UIViewController {
    init() { super.init(title: "Settings") }
}

/// Country, language and currency: the detail shown first.
final class GeneralSettingsViewController: UIViewController {
    init() { super.init(title: "General") }
}

/// Which notifications the shop may send, per channel.
final class NotificationSettingsViewController: UIViewController {
    init() { super.init(title: "Notifications") }
}

/// Tracking consent, personalised ads and the data export.
final class PrivacySettingsViewController: UIViewController {
    init() { super.init(title: "Privacy") }
}

/// The colour scheme the app uses.
enum AppTheme: String, CaseIterable, Decodable, Sendable {
    case system, light, dark
}

/// The appearance chosen.
struct AppearanceContext: ShopContext {
    let theme: AppTheme
}

/// Theme and text size, with a live preview.
final class AppearanceSettingsViewController: UIViewController {
    init(_ context: AppearanceContext) { super.init(title: "Appearance", context: context) }
}
