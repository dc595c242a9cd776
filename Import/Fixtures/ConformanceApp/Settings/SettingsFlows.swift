import UIKit

// Declares SettingsCoordinator again, as SettingsCoordinator.swift does.
final class SettingsCoordinator {
    func start() {}
}
