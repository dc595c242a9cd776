import Testing
import PetriDish
@testable import PetriHierarchy

/// The hierarchy tests and their fixtures. Everything is nested in this namespace so the screen
/// types below cannot collide with the fixtures of other test files in the same target, while
/// their printed names stay short (`ProductViewController(42)`).
@Suite("Hierarchy")
enum HierarchyTests {
    /// Runs `body`, expects it to throw a ``HierarchyError`` and checks the error's exact text.
    @MainActor
    static func expectHierarchyError(
        _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) {
        // The UIKit calls in `body` raise rather than throw: catching turns what they raised back
        // into the error, and leaves nothing pending.
        let error = #expect(throws: HierarchyError.self, sourceLocation: sourceLocation) {
            try UIKitExceptions.catching(body)
        }
        #expect(error?.description == message, sourceLocation: sourceLocation)
    }

    /// A navigation controller named by its context (`UINavigationController("shop")`) holding
    /// `stack`.
    @MainActor
    static func navigation(_ name: String, _ stack: [UIViewController] = []) throws -> UINavigationController {
        let navigation = UINavigationController(context: name)
        navigation.setViewControllers(stack, animated: false)
        return navigation
    }

    /// The debug names of `viewControllers`, to compare stacks in one readable expectation.
    @MainActor
    static func names(_ viewControllers: [UIViewController]) -> [String] {
        viewControllers.map(\.debugName)
    }
}

extension HierarchyTests {
    final class HomeViewController: UIViewController {}

    final class ProductViewController: UIViewController {
        init(_ productID: Int) { super.init(context: productID) }
    }

    final class CartViewController: UIViewController {}

    final class SettingsViewController: UIViewController {}

    /// A screen that forbids the user's swipe-down dismissal, as a payment in progress does.
    final class PaymentViewController: UIViewController {
        override init(title: String? = nil, context: Any? = nil) {
            super.init(title: title, context: context)
            isModalInPresentation = true
        }
    }

    /// Appends to a shared log what it sees in `viewWillDisappear`, so tests can check the order
    /// of the calls and the value of `isBeingDismissed` at that moment.
    final class LifecycleProbe: UIViewController {
        let log: EventLog

        init(_ name: String, log: EventLog) {
            self.log = log
            super.init(context: name)
        }

        override func viewWillDisappear(_ animated: Bool) {
            log.events.append("\(debugName) willDisappear dismissing=\(isBeingDismissed) animated=\(animated)")
        }
    }

    final class EventLog {
        var events: [String] = []
    }

    /// A navigation delegate that records every `didShow`, as a coordinator watching for the
    /// back button would.
    final class RecordingNavigationDelegate: UINavigationControllerDelegate {
        struct Call: Equatable, CustomStringConvertible {
            var shown: String
            var popped: [String]
            var animated: Bool
            var description: String { "\(shown) popped=\(popped) animated=\(animated)" }
        }

        private(set) var calls: [Call] = []
        /// For each call, whether the shown view controller was the top of the stack and the
        /// popped ones were out of it at the moment of the call.
        private(set) var changeWasDone: [Bool] = []

        func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController,
            popped: [UIViewController],
            animated: Bool
        ) {
            calls.append(Call(shown: viewController.debugName, popped: popped.map(\.debugName), animated: animated))
            changeWasDone.append(
                navigationController.topViewController === viewController && popped.allSatisfy { $0.parent == nil })
        }
    }
}
