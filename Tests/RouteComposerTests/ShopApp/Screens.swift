import Foundation
import RouteComposer

// A small shop app's screens, written as a RouteComposer app writes them, over petri's
// headless UIKit: each view controller can be built by its class (`init(nibName:bundle:)`).

struct ProductContext: Equatable, Decodable {
    var productID: Int
    var fromLink = false

    init(productID: Int, fromLink: Bool = false) {
        self.productID = productID
        self.fromLink = fromLink
    }

    private enum CodingKeys: String, CodingKey { case productID, fromLink }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        productID = try container.decode(Int.self, forKey: .productID)
        fromLink = try container.decodeIfPresent(Bool.self, forKey: .fromLink) ?? false
    }
}

final class HomeViewController: UIViewController, NibInstantiable {
    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Home")
    }
}

final class CategoriesViewController: UIViewController, NibInstantiable {
    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Categories")
    }
}

final class CartViewController: UIViewController, NibInstantiable {
    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Cart")
    }
}

/// Shows one product: it takes its context through `setup(with:)` and says which product it shows.
final class ProductViewController: UIViewController, NibInstantiable, ContextAccepting, ContextChecking {
    private(set) var productID: Int?

    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Product")
    }

    static func checkCompatibility(with context: ProductContext) throws {
        guard context.productID > 0 else {
            throw RoutingError.compositionFailed(.init("product ids are positive, not \(context.productID)"))
        }
    }

    func setup(with context: ProductContext) throws {
        productID = context.productID
        title = "Product \(context.productID)"
    }

    func isTarget(for context: ProductContext) -> Bool {
        productID == context.productID
    }
}

final class LoginViewController: UIViewController, NibInstantiable {
    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Login")
    }
}

/// Built from the storyboard "Promo".
final class PromoViewController: UIViewController {
    init() {
        super.init(title: "Promo")
    }
}

final class MainTabBarController: UITabBarController, NibInstantiable {
    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Main")
    }
}

/// The app's login state.
@MainActor
final class Session {
    static let shared = Session()
    var isLoggedIn = false
    /// What the login interceptor does while the user types: the test answers for them.
    var pendingLogin: ((Bool) -> Void)?
}

/// Lets the cart through when logged in; otherwise presents the login screen and waits for the
/// user, as RouteComposer's example app does, with a completion.
struct LoginInterceptor<C>: RoutingInterceptor {
    func perform(with context: C, completion: @escaping (RoutingResult) -> Void) {
        guard !Session.shared.isLoggedIn else {
            completion(.success)
            return
        }
        do {
            try DefaultRouter().navigate(to: ShopConfiguration.login, with: nil, animated: true) { result in
                guard result.isSuccessful else {
                    completion(.failure(RoutingError.compositionFailed(.init("the login screen did not open"))))
                    return
                }
                Session.shared.pendingLogin = { loggedIn in
                    Session.shared.isLoggedIn = loggedIn
                    completion(loggedIn ? .success : .failure(RoutingError.generic(.init("the user did not log in"))))
                }
            }
        } catch {
            completion(.failure(error))
        }
    }
}

/// Counts every product shown, as an analytics task would.
struct ProductAnalyticsTask: ContextTask {
    static var shown: [Int] = []

    func perform(on viewController: ProductViewController, with context: ProductContext) throws {
        Self.shown.append(context.productID)
    }
}

/// Finds the cart only in the current stack, by walking it as RouteComposer's finders do.
struct CartFinder: StackIteratingFinder {
    typealias ViewController = CartViewController
    typealias Context = Any?

    let iterator: any StackIterator = DefaultStackIterator(options: .currentAllStack)

    func isTarget(_ viewController: CartViewController, with context: Any?) -> Bool { true }
}
