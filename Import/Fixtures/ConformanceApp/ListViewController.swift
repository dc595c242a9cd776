import UIKit

final class Spinner: UIView, LoaderView {
    func start() {}
}

final class ListViewController: UIViewController, Placeholding, Loading {
    let loader: LoaderView = Spinner()
    weak var coordinator: ListCoordinator?
}
