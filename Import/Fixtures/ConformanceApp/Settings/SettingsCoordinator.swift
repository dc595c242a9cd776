import UIKit

final class SettingsCoordinator {
    func start() {}
}
