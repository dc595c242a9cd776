@testable import PetriDish

// The screens of a small shop app, as an app developer would subclass `ViewController`.

final class HomeScreen: ViewController {}
final class CatalogScreen: ViewController {}
final class CartScreen: ViewController {}
final class CircleScreen: ViewController {}
final class SquareScreen: ViewController {}
final class ModalScreen: ViewController {}
final class ReviewScreen: ViewController {}
final class CategoryScreen: ViewController {}
final class LoginScreen: ViewController {}

/// Shows one product; its context is the product id.
final class ProductScreen: ViewController {
    convenience init(productID: Int) {
        self.init(context: productID)
    }
}

/// A payment in progress: the user may not swipe it away and the router may not dismiss it.
final class PaymentScreen: ViewController {
    convenience init(locked: Bool) {
        self.init()
        canBeDismissed = !locked
    }
}

/// Records what it sees from `viewWillDisappear`, while it is being dismissed.
final class ObservingScreen: ViewController {
    var onDisappear: (@MainActor (ObservingScreen) -> Void)?

    override func viewWillDisappear(_ animated: Bool) {
        onDisappear?(self)
    }
}
