import PetriDish
import Testing

/// A class finder that matches several view controllers takes the first in its search order, as
/// RouteComposer's does, but never silently: the trace and the plan say which it took and which
/// it passed over, and `check` warns.
@MainActor
@Suite("A finder that matches several view controllers")
struct AmbiguousFinderTests {
    final class Chat: UIViewController {}

    static func tabs() -> UIWindow {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: UIViewController(title: "Chats")),
            UINavigationController(rootViewController: UIViewController(title: "Contacts")),
        ]
        window.rootViewController = tabs
        return window
    }

    static let route = PetriStepAssembly<Chat, Void>.screen(Chat.self) { Chat() }
        .pushed(onto: PetriGeneralStep.custom(using: PetriClassFinder<UINavigationController, Void>()))

    @Test("The trace and the plan name the one it took and the ones it passed over")
    func traceSaysWhich() async throws {
        let window = Self.tabs()
        let router = PetriRouter(window: window)
        let plan = try router.plan(to: Self.route, with: ())
        let trace = try await router.navigate(to: Self.route, with: ())
        let expected = RoutingWarning.ambiguousFinder(
            finder: "PetriClassFinder<UINavigationController, Void>", took: "UINavigationController",
            alsoMatched: ["UINavigationController"])
        #expect(trace.warnings.contains(expected), "\(trace.warnings)")
        #expect(plan.warnings.contains(expected), "\(plan.warnings)")
        #expect(
            expected.description.hasPrefix(
                "PetriClassFinder<UINavigationController, Void> matched 2 view controllers and took UINavigationController, the first in its search order"
            ))
    }

    @Test("A finder that matches one view controller says nothing")
    func unambiguous() async throws {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: UIViewController(title: "Chats"))
        let trace = try await PetriRouter(window: window).navigate(to: Self.route, with: ())
        #expect(trace.warnings.isEmpty, "\(trace.warnings)")
    }

    @Test("check passes the composition, with the warning")
    func checkWarns() async throws {
        let catalog = ScreenCatalog(name: "Messenger")
        catalog.addVariant(
            Variant("tabs", summary: "two tabs") { window in
                let tabs = UITabBarController()
                tabs.viewControllers = [
                    UINavigationController(rootViewController: UIViewController(title: "Chats")),
                    UINavigationController(rootViewController: UIViewController(title: "Contacts")),
                ]
                window.rootViewController = tabs
            })
        try catalog.register("chat", title: "Chat", group: "Chats", summary: "a chat", route: Self.route)
        let report = await CatalogCheck(catalog: catalog).run()
        let chat = try #require(report.cases.first { $0.entry == "chat" })
        guard case let .passed(warnings) = chat.outcome else { Issue.record("\(chat.outcome)"); return }
        #expect(warnings.contains { $0.contains("matched 2 view controllers") }, "\(warnings)")
    }
}
