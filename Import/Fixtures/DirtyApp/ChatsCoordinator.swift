import UIKit
import SnapKit

/// A coordinator that styles what it shows: colours and layout in a navigation file.
final class ChatsCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let chats = ChatsViewController(style: .plain)
        chats.view.backgroundColor = UIColor.systemBackground
        navigationController.navigationBar.tintColor = .red
        navigationController.pushViewController(chats, animated: true)
    }
}

final class ChatsViewController: UITableViewController {}

struct Chat {
    let id: UUID
    let avatar: UIImage
    let members: [String]
}

final class ChatViewController: UIViewController {
    init(chat: Chat) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
