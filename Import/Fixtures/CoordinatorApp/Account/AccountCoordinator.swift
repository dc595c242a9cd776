import UIKit

/// Tells the app's analytics what the user opened; made with the app's key, so no inert
/// conformer can stand for it.
protocol Tracking: AnyObject {
    init(apiKey: String)
    func opened(_ screen: String)
}

/// Needs the app's session, which petri import makes as an inert stand-in, and the app's
/// tracking, which it cannot make.
final class AccountCoordinator: Coordinator {
    private let navigationController: UINavigationController
    private let session: SessionStore
    private let tracking: Tracking

    init(navigationController: UINavigationController, session: SessionStore, tracking: Tracking) {
        self.navigationController = navigationController
        self.session = session
        self.tracking = tracking
    }

    func start() {
        tracking.opened("account")
        navigationController.pushViewController(AccountViewController(nibName: nil, bundle: nil), animated: false)
    }
}
