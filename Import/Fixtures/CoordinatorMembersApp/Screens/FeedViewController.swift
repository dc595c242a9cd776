import UIKit

protocol FeedViewControllerDelegate: AnyObject {
    func feedDidSelect(itemID: Int)
}

final class FeedViewModel {
    let title: String
    init(title: String) { self.title = title }
    func reload() {}
}

final class FeedViewController: UIViewController {
    enum Mode { case list, grid }

    weak var delegate: FeedViewControllerDelegate?
    var viewModel: FeedViewModel
    var mode: Mode = .list

    init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
    }

    func scroll(toItem index: Int, animated: Bool) -> Bool {
        tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .top, animated: animated)
        return true
    }
}
