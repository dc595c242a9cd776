import Foundation
import RouteComposer
import Testing

/// Issue 32: `GeneralAction.presentModally(…)` presents with UIKit's `present(_:animated:completion:)`,
/// so an app's override is honoured, and sets the styles RouteComposer sets, the popover's
/// configuration included.
extension RouteComposerAppTests {
    @MainActor
    @Suite("GeneralAction.presentModally, as RouteComposer performs it")
    struct PresentModallyTests {
        /// A presenter that records presentations instead of making them, as an app's test double does.
        final class RecordingPresenter: UIViewController {
            var presented: [UIViewController] = []
            override func present(
                _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
            ) {
                presented.append(viewControllerToPresent)
                completion?()
            }
        }

        final class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {}

        @Test("the styles are set on the presented view controller, then the presenter's own present is called")
        func styles() {
            let presenter = RecordingPresenter()
            let sheet = UIViewController()
            let delegate = TransitionDelegate()
            var configured = false
            var results: [Bool] = []
            GeneralAction.presentModally(
                transitionStyle: .crossDissolve, transitioningDelegate: delegate,
                preferredContentSize: CGSize(width: 100, height: 80),
                isModalInPresentation: true, presentationConfiguration: { _ in configured = true }
            ).perform(with: sheet, on: presenter, animated: false) { results.append($0.isSuccessful) }
            #expect(results == [true])
            #expect(presenter.presented.count == 1 && presenter.presented.first === sheet)
            #expect(sheet.modalPresentationStyle == .fullScreen)
            #expect(sheet.modalTransitionStyle == .crossDissolve)
            #expect(sheet.preferredContentSize == CGSize(width: 100, height: 80))
            #expect(sheet.isModalInPresentation)
            #expect(sheet.transitioningDelegate === delegate)
            #expect(configured)
        }

        @Test("a popover's presentation controller is given to popoverConfiguration")
        func popover() {
            let presenter = RecordingPresenter()
            let menu = UIViewController()
            var popovers: [UIPopoverPresentationController] = []
            GeneralAction.presentModally(presentationStyle: .popover, popoverConfiguration: { popovers.append($0) })
                .perform(with: menu, on: presenter, animated: false) { _ in }
            #expect(popovers.count == 1)
            #expect(popovers.first === menu.popoverPresentationController)
        }

        @Test("a sheet's presentation controller is given to the presentation configuration")
        func sheet() {
            let presenter = RecordingPresenter()
            let filters = UIViewController()
            var sheets: [UISheetPresentationController] = []
            GeneralAction.presentModally(
                presentationStyle: .pageSheet,
                presentationConfiguration: { controller in
                    if let sheet = controller as? UISheetPresentationController { sheets.append(sheet) }
                }
            ).perform(with: filters, on: presenter, animated: false) { _ in }
            #expect(sheets.count == 1)
            #expect(sheets.first === filters.sheetPresentationController)
        }

        @Test("a presenter that already presents refuses, naming both")
        func alreadyPresenting() {
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.present(UIViewController(title: "Alert"), animated: false, completion: nil)
            var failures: [String] = []
            GeneralAction.presentModally().perform(with: UIViewController(), on: root, animated: false) { result in
                if case .failure(let error) = result { failures.append("\(error)") }
            }
            #expect(
                failures == [
                    "Composition Failed Error: UIViewController already presents UIViewController, so it cannot present UIViewController; present from the topmost view controller instead"
                ])
        }

        @Test("a NilFactory refuses to prepare, as RouteComposer's does")
        func nilFactory() {
            var factory = NilFactory<UIViewController, Any?>()
            #expect(throws: RoutingError.self) { try factory.prepare() }
        }
    }
}
