import Testing
import PetriDish

/// Issue 13: the route vocabulary every app writes, as RouteComposer's users write it, public
/// API only. Each piece composes on a real window; inline closures get their types from the
/// step, multi-statement closures included.
@MainActor
@Suite("Route vocabulary")
struct RouteVocabularyTests {
    struct ItemContext: Equatable, Sendable { let id: Int }
    final class Home: UIViewController {}
    final class Item: UIViewController, PetriContextChecking {
        let id: Int
        init(_ context: ItemContext) { id = context.id; super.init(title: "Item \(context.id)", context: context) }
        func isTarget(for context: ItemContext) -> Bool { context.id == id }
    }
    final class Plain: UIViewController {}
    final class Primary: UIViewController {}
    final class Stack: UINavigationController {}
    final class Split: UISplitViewController {}
    struct Refused: Error {}

    private func window() throws -> (UIWindow, PetriRouter) {
        let window = UIWindow()
        let navigation = Stack()
        navigation.setViewControllers([Home(title: "Home")], animated: false)
        try window.setRootViewController(navigation)
        return (window, PetriRouter(window: window))
    }

    private var stack: PetriDestinationStep<Stack, ItemContext> {
        PetriGeneralStep.custom(using: PetriClassFinder<Stack, ItemContext>())
    }

    @Test("screen(init) pushed onto a found stack; a PetriContextChecking screen is found by what it says it shows")
    func pushedAndFound() async throws {
        let (window, router) = try window()
        let route = PetriStepAssembly.screen(Item.init).pushed(onto: stack)
        try await router.navigate(to: route, with: ItemContext(id: 1))
        try await router.navigate(to: route, with: ItemContext(id: 1))
        let navigation = try #require(window.rootViewController as? Stack)
        #expect(navigation.viewControllers.count == 2, "the second navigation found the item")
        try await router.navigate(to: route, with: ItemContext(id: 2))
        #expect(navigation.viewControllers.count == 3)
    }

    @Test(
        "inline interceptor, context task and post task, with multi-statement closures whose types come from the step")
    func inlineEntities() async throws {
        let (window, router) = try window()
        var log: [String] = []
        let route = PetriStepAssembly.screen(Item.init)
            .intercepting { context, _ in
                let allowed = context.id > 0
                if !allowed { throw Refused() }
            }
            .configuring { item, context in
                let label = "configured \(item.id)"
                log.append(label + " for \(context.id)")
            }
            .afterNavigation { item, _, stack in
                let origin = stack.first?.typeName ?? "?"
                log.append("shown \(item.id) from \(origin)")
            }
            .presented(by: PetriGeneralStep.current(), style: .formSheet, inNavigationController: true)
        try await router.navigate(to: route, with: ItemContext(id: 3))
        #expect(log.first == "configured 3 for 3")
        #expect(log.last?.hasPrefix("shown 3 from ") == true && log.last?.hasSuffix("?") == false, "\(log)")
        #expect(window.topmostViewController is UINavigationController)
        do {
            try await router.navigate(to: route, with: ItemContext(id: -1))
            Issue.record("the interceptor let it through")
        } catch {}
        #expect(log.count == 2, "a refused navigation runs no task")
    }

    @Test(
        "a screen found by an inline finder; a context-free screen; the root replaced; a container of the app's class")
    func findersRootAndContainers() async throws {
        let (window, router) = try window()
        let plain = PetriStepAssembly<Plain, Void>.screen(Plain.self) { Plain(title: "Plain") }
            .using(PetriNavigationControllerActions.push()).from(
                PetriStepAssembly<Stack, Void>.container(Stack.self) { Stack() }
            )
            .replacingRoot()
        try await router.navigate(to: plain, with: ())
        #expect((window.rootViewController as? Stack)?.topViewController is Plain)
        let titled = PetriStepAssembly.screen(
            { (context: ItemContext) in Item(context) },
            where: { shown, wanted in
                let same = shown.id == wanted.id
                return same
            }
        ).pushed(onto: stack)
        try await router.navigate(to: titled, with: ItemContext(id: 9))
        try await router.navigate(to: titled, with: ItemContext(id: 9))
        #expect((window.rootViewController as? Stack)?.viewControllers.count == 2)
    }

    @Test("a split view's detail next to its primary, presented; a switch case that takes its finder once")
    func splitAndSwitch() async throws {
        let (window, router) = try window()
        let detail = PetriStepAssembly<Plain, Void>.screen(Plain.self) { Plain(title: "Detail") }
            .shownAsDetail(
                nextTo: PetriStepAssembly<Primary, Void>.screen(Primary.self) { Primary(title: "Primary") },
                in: PetriStepAssembly<Split, Void>.container(Split.self) { Split() },
                presentedBy: PetriGeneralStep.current())
        try await router.navigate(to: detail, with: ())
        let split = try #require(window.topmostViewController as? Split)
        #expect(split.children.map(\.title) == ["Primary", "Detail"])

        let existing = PetriStepAssembly<Plain, Void>.found(Plain.self).assemble()
        let route = PetriSwitchAssembly<Plain, Void>()
            .addCase(whenFound: existing)
            .assemble(default: detail)
        let plan = try router.plan(to: route, with: ())
        #expect(plan.description.contains("when PetriClassFinder<Plain, Void> finds"), "\(plan.description)")
    }

    @Test("a detail shown in the split view that is already the window's root, not in a new one presented over it")
    func detailInTheExistingSplit() async throws {
        let window = UIWindow()
        // The app's split, at the root, before it shows anything.
        let split = Split()
        window.rootViewController = split
        let router = PetriRouter(window: window)
        let detail = PetriStepAssembly<Plain, Void>.screen(Plain.self) { Plain(title: "Message") }
            .shownAsDetail(
                nextTo: PetriStepAssembly<Primary, Void>.screen(Primary.self) { Primary(title: "Primary") },
                in: PetriStepAssembly<Split, Void>.container(Split.self) { Split() },
                presentedBy: PetriGeneralStep.current())
        try await router.navigate(to: detail, with: ())
        #expect(window.modalChain.isEmpty, "nothing presented")
        #expect(window.rootViewController === split)
        #expect(split.viewControllers.map(\.title) == ["Primary", "Message"])
    }
}
