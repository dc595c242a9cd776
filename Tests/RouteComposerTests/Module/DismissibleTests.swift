import RouteComposer
import Testing

/// Issue 32: a `Dismissible` view controller dismisses itself with the closure its route gave
/// through `DismissalMethodProvidingContextTask`; `DismissibleWithRuntimeStorage` keeps it for it.
extension RouteComposerAppTests {
    @MainActor
    @Suite("Dismissible and DismissalMethodProvidingContextTask")
    struct DismissibleTests {
        final class ReceiptViewController: UIViewController, Dismissible {
            var dismissalBlock: ((ReceiptViewController, Void, Bool, ((RoutingResult) -> Void)?) -> Void)?
        }

        final class ShareViewController: UIViewController, DismissibleWithRuntimeStorage {
            typealias DismissalTargetContext = Any?
        }

        @Test("the route's context task gives the closure; the view controller dismisses itself with it")
        func dismissalTask() throws {
            let receipt = ReceiptViewController()
            var dismissals: [Bool] = []
            try DismissalMethodProvidingContextTask<ReceiptViewController, Any?>(dismissalBlock: {
                _, _, animated, completion in
                dismissals.append(animated)
                completion?(.success)
            }).perform(on: receipt, with: nil)
            var results: [Bool] = []
            receipt.dismissViewController(animated: true) { results.append($0.isSuccessful) }
            #expect(dismissals == [true])
            #expect(results == [true])
        }

        @Test("without a closure the dismissal fails, naming the task to add")
        func noClosure() {
            var messages: [String] = []
            ReceiptViewController().dismissViewController(animated: false) { result in
                if case .failure(let error) = result { messages.append("\(error)") }
            }
            #expect(
                messages == [
                    "Composition Failed Error: ReceiptViewController has no dismissalBlock: its route should add a DismissalMethodProvidingContextTask"
                ])
        }

        @Test("runtime storage keeps the closure for each view controller while it lives")
        func runtimeStorage() {
            let share = ShareViewController()
            let other = ShareViewController()
            var calls = 0
            share.dismissalBlock = { _, _, _, _ in calls += 1 }
            #expect(share.dismissalBlock != nil)
            #expect(other.dismissalBlock == nil)
            share.dismissViewController(animated: false)
            #expect(calls == 1)
            share.dismissalBlock = nil
            #expect(share.dismissalBlock == nil)
        }
    }
}
