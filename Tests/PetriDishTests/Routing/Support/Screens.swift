import PetriDish
@testable import PetriRouting

// The screens of a small shop app, as an app developer would subclass `UIViewController`.

final class HomeScreen: UIViewController {}
final class CatalogScreen: UIViewController {}
final class CartScreen: UIViewController {}
final class CircleScreen: UIViewController {}
final class SquareScreen: UIViewController {}
final class ModalScreen: UIViewController {}
final class ReviewScreen: UIViewController {}
final class CategoryScreen: UIViewController {}
final class LoginScreen: UIViewController {}

/// Shows one product; its context is the product id.
final class ProductScreen: UIViewController {
    convenience init(productID: Int) {
        self.init(context: productID)
    }
}

/// A payment in progress: the user may not swipe it away and the router may not dismiss it.
final class PaymentScreen: UIViewController {
    convenience init(locked: Bool) {
        self.init()
        isModalInPresentation = locked
    }
}

/// Records what it sees from `viewWillDisappear`, while it is being dismissed.
final class ObservingScreen: UIViewController {
    var onDisappear: (@MainActor (ObservingScreen) -> Void)?

    override func viewWillDisappear(_ animated: Bool) {
        onDisappear?(self)
    }
}
