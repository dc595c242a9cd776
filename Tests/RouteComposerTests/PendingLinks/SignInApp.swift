import Foundation
import RouteComposer

// An app that signs in the way RouteComposer's example app does: its interceptor presents the
// sign-in screen through the router (finding the one already shown) and hands it the
// navigation's completion; the screen fails the completion it held when it is given another
// (a second link while the first waits), and calls it once the user signed in and the screen
// dismissed itself. A wrong password keeps the screen, with its error, and the wait.

/// The app's account state.
@MainActor
enum SignInAccount {
    static var isSignedIn = false
    /// How many order screens were ever built.
    static var ordersBuilt = 0
}

final class SignInViewController: UIViewController, NibInstantiable {
    /// What the screen says under the password field.
    private(set) var error: String?

    /// The completion of the navigation waiting for the user.
    var interceptorCompletion: ((RoutingResult) -> Void)? {
        willSet {
            // A navigation must always hear back: the one replaced is told it is halted.
            guard newValue != nil else { return }
            interceptorCompletion?(
                .failure(RoutingError.generic(.init("a new completion was set: the previous navigation is halted"))))
        }
    }

    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Sign in")
    }

    /// The user tapped "Sign in".
    func signIn(password: String) {
        guard password == "abc" else {
            error = "wrong password"
            return
        }
        error = nil
        SignInAccount.isSignedIn = true
        dismiss(animated: true) {
            let completion = self.interceptorCompletion
            self.interceptorCompletion = nil
            completion?(.success)
        }
    }

    /// The user tapped "Close".
    func close() {
        let completion = interceptorCompletion
        interceptorCompletion = nil
        completion?(.failure(RoutingError.generic(.init("the user closed the sign-in screen"))))
        dismiss(animated: true)
    }
}

final class SignedOutHomeViewController: UIViewController, NibInstantiable {
    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Home")
    }
}

/// Which order a screen shows.
struct OrderContext: Equatable, Decodable {
    var orderID: Int
}

final class OrderDetailViewController: UIViewController, NibInstantiable, ContextAccepting {
    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        SignInAccount.ordersBuilt += 1
        super.init(title: "Order")
    }

    func setup(with context: OrderContext) throws {
        title = "Order \(context.orderID)"
    }
}

final class WishlistViewController: UIViewController, NibInstantiable {
    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Wishlist")
    }
}

/// Lets a navigation through when signed in; otherwise shows the sign-in screen and waits.
struct SignInInterceptor<C>: RoutingInterceptor {
    func perform(with context: C, completion: @escaping (RoutingResult) -> Void) {
        guard !SignInAccount.isSignedIn else {
            completion(.success)
            return
        }
        do {
            try DefaultRouter().navigate(to: SignInRoutes.signIn, with: nil, animated: true) { result in
                guard result.isSuccessful, let screen = ClassFinder<SignInViewController, Any?>().getViewController()
                else {
                    completion(.failure(RoutingError.compositionFailed(.init("the sign-in screen did not open"))))
                    return
                }
                screen.interceptorCompletion = completion
            }
        } catch {
            completion(.failure(error))
        }
    }
}

/// The app's routes.
@MainActor
enum SignInRoutes {
    /// The sign-in screen, over everything; found when it is shown already.
    static var signIn: DestinationStep<SignInViewController, Any?> {
        StepAssembly(finder: ClassFinder(), factory: ClassFactory())
            .using(GeneralAction.presentModally(presentationStyle: .formSheet))
            .from(GeneralStep.current())
            .assemble()
    }

    /// An order, behind the sign-in.
    static var order: DestinationStep<OrderDetailViewController, OrderContext> {
        StepAssembly(finder: NilFinder(), factory: ClassFactory())
            .adding(SignInInterceptor<OrderContext>())
            .adding(ContextSettingTask())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    /// The wishlist, behind the sign-in.
    static var wishlist: DestinationStep<WishlistViewController, Any?> {
        StepAssembly(finder: ClassFinder(), factory: ClassFactory())
            .adding(SignInInterceptor<Any?>())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }
}
