import UIKit

/// Not a navigation file despite its name: excluded in the tests.
enum SettingsRouter {
    static let path = "settings"
}
