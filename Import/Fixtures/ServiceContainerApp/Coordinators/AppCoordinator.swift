import UIKit

/// Shows the setup until a source is chosen.
final class AppCoordinator {
    private let window: UIWindow
    private let settingsService: SettingsService

    private let fallback: SettingsService

    init(window: UIWindow, container: Container, fallback: SettingsService) {
        self.window = window
        settingsService = container.settingsService
        self.fallback = fallback
    }

    func start() {
        if settingsService.selectedSource == nil, settingsService.refresh() == false {
            window.rootViewController = UINavigationController()
        }
    }
}
