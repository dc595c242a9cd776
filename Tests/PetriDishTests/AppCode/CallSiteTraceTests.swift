import PetriDish
import Testing

/// Every UIKit call the app's code makes is in the trace with its call site (issue 34): the
/// file and line of the calls that take `#fileID` and `#line` (pushes), and for those that
/// cannot — property setters and `present(_:animated:completion:)`, kept with UIKit's signature
/// for apps to override — the app's function that made them, read from the call stack.
@MainActor
@Suite("Call sites in the app code's trace")
struct CallSiteTraceTests {
    final class Inbox: UIViewController {}
    final class Archive: UIViewController {}
    final class Compose: UIViewController {}
    final class Settings: UIViewController {}

    /// A tab bar controller as an app's subclass writes one: it counts the presentations it
    /// makes and lets UIKit present.
    final class CountingTabBarController: UITabBarController {
        private(set) var presentations = 0
        override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            presentations += 1
            super.present(viewControllerToPresent, animated: flag, completion: completion)
        }
    }

    /// The app object.
    @MainActor
    final class MailApp {
        let window: UIWindow
        let tabBar = CountingTabBarController()

        init(scene: UIWindowScene) {
            window = UIWindow(windowScene: scene, name: "Main")
            tabBar.viewControllers = [Inbox(), Archive()]
            window.rootViewController = tabBar
            window.makeKeyAndVisible()
        }

        func showArchive() {
            tabBar.selectedIndex = 1
        }

        func compose() {
            tabBar.present(Compose(), animated: true)
        }

        func composeThroughTheBaseType() {
            let presenter: UIViewController = tabBar
            presenter.present(Compose(), animated: false)
        }

        func replaceTabs() {
            tabBar.viewControllers = [Inbox(), Settings()]
        }

        func selectSettings() {
            let settings = tabBar.viewControllers?.last
            tabBar.selectedViewController = settings
        }
    }

    private func dish() throws -> (Dish, MailApp) {
        let catalog = ScreenCatalog(name: "Mail")
        catalog.addVariant(Variant("phone", summary: "tabs") { scene in MailApp(scene: scene) })
        try catalog.register(
            "archive", title: "Archive", group: "Mail", screen: Archive.self,
            reach: { (app: MailApp) in app.showArchive() })
        try catalog.register(
            "compose", title: "Compose", group: "Mail", screen: Compose.self, reach: { (app: MailApp) in app.compose() }
        )
        try catalog.register(
            "compose.base", title: "Compose", group: "Mail", screen: Compose.self,
            reach: { (app: MailApp) in app.composeThroughTheBaseType() })
        try catalog.register(
            "settings", title: "Settings", group: "Mail", screen: Settings.self,
            reach: { (app: MailApp) in
                app.replaceTabs(); app.selectSettings()
            })
        let dish = try Dish(catalog: catalog)
        return (dish, try #require(dish.app as? MailApp))
    }

    private func calls(_ trace: RoutingTrace) -> [String] {
        trace.entries.map(\.description).filter { !$0.hasPrefix("run the app's code") }
    }

    /// The function of the app that the trace names for each call of an entry.
    private static let site = "in PetriDishTests.CallSiteTraceTests.MailApp."

    @Test("selectedIndex = … is in the trace with the app's function that set it")
    func selectedIndexSite() async throws {
        let (dish, _) = try dish()
        let lines = calls(try await dish.go("archive", values: ContextValues()))
        #expect(lines.contains { $0.hasSuffix("· selectedIndex = … \(Self.site)showArchive()") }, "\(lines)")
    }

    @Test(
        "present(_:animated:completion:) is in the trace with the app's function that called it, also through an override; the override runs once"
    )
    func presentSite() async throws {
        for (id, function) in [("compose", "compose()"), ("compose.base", "composeThroughTheBaseType()")] {
            let (dish, app) = try dish()
            let lines = calls(try await dish.go(id, values: ContextValues()))
            #expect(
                lines.contains { $0.hasSuffix("· present(_:animated:completion:) \(Self.site)\(function)") },
                "\(id): \(lines)")
            #expect(app.tabBar.presentations == 1, "\(id): the override ran \(app.tabBar.presentations) times")
        }
    }

    @Test("viewControllers = … and selectedViewController = … are in the trace with the app's functions")
    func setterSites() async throws {
        let (dish, _) = try dish()
        let lines = calls(try await dish.go("settings", values: ContextValues()))
        #expect(lines.contains { $0.hasSuffix("· viewControllers = … \(Self.site)replaceTabs()") }, "\(lines)")
        #expect(
            lines.contains { $0.hasSuffix("· selectedViewController = … \(Self.site)selectSettings()") }, "\(lines)")
    }

    @Test("plan's rehearsal names the same functions")
    func planSites() throws {
        let (dish, _) = try dish()
        let plan = try dish.plan("archive", values: ContextValues())
        let calls = plan.decisions.compactMap { decision -> String? in
            if case .uikitCall(let call) = decision { call.located } else { nil }
        }
        #expect(calls.contains { $0.hasSuffix("· selectedIndex = … \(Self.site)showArchive()") }, "\(calls)")
    }

    @Test("A router's own presentation is not the app's call: no function is named")
    func routerCallsAreNotTheApps() async throws {
        let catalog = ScreenCatalog(name: "Mail")
        catalog.addVariant(Variant("phone", summary: "tabs") { scene in MailApp(scene: scene) })
        try catalog.register(
            "compose", title: "Compose", group: "Mail",
            route: PetriStepAssembly(finder: PetriNilFinder<Compose, Void>(), factory: ClosureFactory { Compose() })
                .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble())
        let dish = try Dish(catalog: catalog)
        let trace = try await dish.go("compose", values: ContextValues())
        #expect(
            !trace.entries.map(\.description).contains { $0.contains(" in PetriDishTests.") },
            "\(trace.entries.map(\.description))")
    }
}
