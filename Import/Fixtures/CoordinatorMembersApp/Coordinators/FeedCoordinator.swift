import UIKit
import OSLog
import Swinject

final class FeedCoordinator: FeedViewControllerDelegate {
    let navigationController: UINavigationController
    let container: Container

    init(navigationController: UINavigationController, container: Container) {
        self.navigationController = navigationController
        self.container = container
    }

    func start() {
        let viewModel = AppServices.shared.makeFeedViewModel()
        viewModel.reload()
        let feed = FeedViewController(viewModel: viewModel) &> {
            $0.delegate = self
            $0.mode = .grid
        }
        _ = feed.scroll(toItem: 0, animated: false)
        navigationController.setBackButton()
        navigationController.pushViewController(feed, animated: true)
        Logger.flow.debug("feed shown")
    }

    func feedDidSelect(itemID: ItemID) {
        let about = container.makeAboutViewController()
        let modal = MainNavigationController(rootViewController: about)
        let hosted = AboutViewController()
        _ = hosted.version
        navigationController.present(modal, animated: true)
    }
}
