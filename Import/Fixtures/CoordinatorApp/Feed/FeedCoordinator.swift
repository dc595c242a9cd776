import Foundation
import UIKit
import SafariServices
import OSLog
import struct Analytics.Event

/// Shows the feed, and links in Safari.
final class FeedCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(FeedViewController(nibName: nil, bundle: nil), animated: false)
    }

    func showDetail() {
        navigationController.pushViewController(DetailViewController(nibName: nil, bundle: nil), animated: true)
    }

    func open(_ url: URL) {
        Logger(subsystem: "feed", category: "links").info("open")
        navigationController.present(SFSafariViewController(url: url), animated: true)
    }
}
