import Testing
import PetriDish
@testable import PetriHierarchy

/// The current-context presentation styles and what stays visible under the "over" styles
/// (issue 12, item 8), as UIKit applies them.
@MainActor
@Suite("Hierarchy: presentation contexts")
struct PresentationContextTests {
    /// `W: Tabs[*Nav1(defines context)[A], Nav2[B]]`.
    @MainActor
    struct Shop {
        let window = UIWindow()
        let tabs = UITabBarController(title: "tabs")
        let nav1: UINavigationController
        let nav2: UINavigationController
        let a = CircleScreen(title: "a")

        init(definesContext: Bool = true) throws {
            nav1 = UINavigationController(rootViewController: a)
            nav1.title = "nav1"
            nav1.definesPresentationContext = definesContext
            nav2 = UINavigationController(rootViewController: SquareScreen(title: "b"))
            nav2.title = "nav2"
            tabs.setViewControllers([nav1, nav2], animated: false)
            try window.setRootViewController(tabs)
        }

        var visible: [String] { window.visibleViewControllers.map { $0.title ?? $0.typeName } }
    }

    @Test("8. overCurrentContext presents from the context: the tab bar and the context stay visible under it")
    func overCurrentContext() throws {
        let shop = try Shop()
        let sheet = ModalScreen(title: "sheet")
        sheet.modalPresentationStyle = .overCurrentContext

        shop.a.present(sheet, animated: true)

        #expect(sheet.presentingViewController === shop.nav1)
        #expect(shop.tabs.presentedViewController == nil, "the root presents nothing")
        #expect(shop.a.presentedViewController === sheet)
        #expect(shop.visible == ["tabs", "nav1", "a", "sheet"])
        #expect(
            HierarchySnapshot(shop.window).renderTree().contains(
                "⇒ presents (overCurrentContext): ModalScreen \"sheet\""))
    }

    @Test("8. currentContext covers the context: the tab bar stays, the context's content leaves the screen")
    func currentContext() throws {
        let shop = try Shop()
        let sheet = ModalScreen(title: "sheet")
        sheet.modalPresentationStyle = .currentContext

        shop.a.present(sheet, animated: true)

        #expect(shop.visible == ["tabs", "sheet"])
        // The other tab has no presentation.
        try shop.tabs.select(index: 1)
        #expect(shop.visible == ["tabs", "nav2", "b"])
        // Back in the first tab, the presentation is there again; dismissing it reveals A.
        try shop.tabs.select(index: 0)
        #expect(shop.visible == ["tabs", "sheet"])
        try shop.window.dismissTopmostInteractively()
        #expect(shop.visible == ["tabs", "nav1", "a"])
    }

    @Test("8. Without a view controller that defines a context, the root presents")
    func noContextMeansRoot() throws {
        let shop = try Shop(definesContext: false)
        let sheet = ModalScreen(title: "sheet")
        sheet.modalPresentationStyle = .currentContext

        shop.a.present(sheet, animated: true)

        #expect(sheet.presentingViewController === shop.tabs)
        #expect(shop.visible == ["sheet"])
    }

    @Test("8. overFullScreen leaves the presenter visible underneath; fullScreen does not")
    func overFullScreen() throws {
        let shop = try Shop()
        let cover = ModalScreen(title: "cover")
        cover.modalPresentationStyle = .overFullScreen
        shop.a.present(cover, animated: false)
        #expect(shop.visible == ["tabs", "nav1", "a", "cover"])

        let full = ReviewScreen(title: "full")
        full.modalPresentationStyle = .fullScreen
        cover.present(full, animated: false)
        #expect(shop.visible == ["full"])
    }

    @Test("8. A route presents over the current context, and a failed route takes it back")
    func routeOverCurrentContext() async throws {
        let shop = try Shop()
        let sheet = PetriStepAssembly(
            finder: PetriNilFinder<ModalScreen, Void>(), factory: ClosureFactory { ModalScreen(title: "sheet") }
        )
        .using(PetriGeneralAction.presentModally(presentationStyle: .overCurrentContext))
        .from(PetriStepAssembly(finder: PetriClassFinder<CircleScreen, Void>(), factory: PetriNilFactory()).assemble())
        .assemble()
        let router = PetriRouter(window: shop.window)
        try await navigateComparingPlan(router, to: sheet, with: ())
        #expect(shop.visible == ["tabs", "nav1", "a", "sheet"])

        // A second sheet over the same context: PresentModally refuses the busy context, and
        // nothing changes.
        let before = HierarchyFingerprint(shop.window)
        await #expect(throws: PetriRoutingError.self) {
            try await router.navigate(
                to: PetriStepAssembly(
                    finder: PetriNilFinder<ReviewScreen, Void>(), factory: ClosureFactory { ReviewScreen() }
                )
                .using(
                    PetriGeneralAction.presentModally(
                        startingFrom: .custom(shop.a), presentationStyle: .overCurrentContext)
                )
                .from(PetriGeneralStep.root())
                .assemble(), with: ())
        }
        #expect(HierarchyFingerprint(shop.window) == before)
    }
}
