import UIKit

/// Every screen of the app: analytics and the shared look.
class BaseViewController: UIViewController {
    let analytics = Analytics.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        analytics.track(screen: String(describing: type(of: self)))
    }
}

final class Analytics {
    static let shared = Analytics()
    private var events: [String] = []

    func track(screen: String) {
        events.append(screen)
    }
}
