import UIKit

/// Shows the setup until a source is chosen.
final class AppCoordinator {
    private let window: UIWindow
    private let settingsService: SettingsService

    init(window: UIWindow, container: Container) {
        self.window = window
        settingsService = container.settingsService
    }

    func start() {
        if settingsService.selectedSource == nil, settingsService.refresh() == false {
            window.rootViewController = UINavigationController()
        }
    }
}
