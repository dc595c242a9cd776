import Foundation

/// Where the user's settings live.
protocol SettingsService: AnyObject {
    var selectedSource: String? { get set }
    var refreshCount: Int { get }
    func refresh() -> Bool
}

/// A store of anything: only a generic conformer could answer it.
protocol Store {
    associatedtype Item
    var items: [Item] { get }
}

/// The app's dependency container.
final class Container {
    let settingsService: SettingsService

    init(settingsService: SettingsService) {
        self.settingsService = settingsService
    }
}
