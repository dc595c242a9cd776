import UIKit

/// The settings split view: the list, and a section beside it.
final class SettingsSplitViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredDisplayMode = .oneBesideSecondary
    }
}
