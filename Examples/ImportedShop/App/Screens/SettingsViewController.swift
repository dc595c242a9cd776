import UIKit

/// A settings section the detail column shows.
struct SettingsSection: Equatable {
    let id: String
    var title: String

    var symbolName: String { "gear" }
}

/// The settings list, the primary column of the settings split view.
final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
}

/// One settings section, in the detail column.
final class SettingsDetailViewController: UIViewController {
    let section: SettingsSection

    init(section: SettingsSection) {
        self.section = section
        super.init(nibName: nil, bundle: nil)
        title = section.title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The wish list, a tab of its own.
final class WishlistViewController: BaseViewController {}
