import Testing
import PetriDish
@testable import PetriRouting

/// routing.md scenario 21: the rules container actions follow when they embed a view controller
/// into a list of children offline, before the container exists.
@MainActor
@Suite("Routing: embedding rules on child lists (21)")
struct EmbeddingRuleTests {
    let a = CircleScreen(title: "a")
    let b = SquareScreen(title: "b")
    let c = CartScreen(title: "c")
    let new = ReviewScreen(title: "new")

    /// The titles of `list`, to compare lists of distinct instances readably.
    private func titles(_ list: [UIViewController]) -> [String] {
        list.map { $0.title ?? "?" }
    }

    private func embedding<A: PetriContainerAction>(_ action: A, into list: [UIViewController]) throws -> [String] {
        var children = list
        try action.perform(embedding: new, in: &children)
        // The rules only arrange the list; joining a container happens when it is built.
        #expect(new.parent == nil)
        return titles(children)
    }

    @Test("21. Push appends")
    func pushAppends() throws {
        #expect(try embedding(PetriNavigationControllerActions.push(), into: [a, b]) == ["a", "b", "new"])
        #expect(try embedding(PetriNavigationControllerActions.push(), into: []) == ["new"])
    }

    @Test("21. Push-as-root leaves only the new one")
    func pushAsRootLeavesOnlyNew() throws {
        #expect(try embedding(PetriNavigationControllerActions.pushAsRoot(), into: [a, b]) == ["new"])
        #expect(try embedding(PetriNavigationControllerActions.pushAsRoot(), into: []) == ["new"])
    }

    @Test("21. Push-replacing-last replaces the top, or appends to an empty list")
    func pushReplacingLast() throws {
        #expect(try embedding(PetriNavigationControllerActions.pushReplacingLast(), into: [a, b]) == ["a", "new"])
        #expect(try embedding(PetriNavigationControllerActions.pushReplacingLast(), into: []) == ["new"])
    }

    @Test("popToRootAndPush keeps the root and puts the new view controller on it")
    func popToRootAndPush() throws {
        #expect(try embedding(PetriNavigationControllerActions.popToRootAndPush(), into: [a, b]) == ["a", "new"])
        #expect(try embedding(PetriNavigationControllerActions.popToRootAndPush(), into: []) == ["new"])
    }

    @Test("21. Add-tab inserts inside the range, replaces when asked, appends otherwise")
    func addTab() throws {
        #expect(try embedding(PetriTabBarControllerActions.addTab(at: 1), into: [a, b, c]) == ["a", "new", "b", "c"])
        #expect(try embedding(PetriTabBarControllerActions.addTab(at: 0), into: [a, b, c]) == ["new", "a", "b", "c"])
        #expect(
            try embedding(PetriTabBarControllerActions.addTab(at: 1, replacing: true), into: [a, b, c]) == [
                "a", "new", "c",
            ])
        #expect(try embedding(PetriTabBarControllerActions.addTab(at: 3), into: [a, b, c]) == ["a", "b", "c", "new"])
        #expect(
            try embedding(PetriTabBarControllerActions.addTab(at: 3, replacing: true), into: [a, b, c]) == [
                "a", "b", "c", "new",
            ])
        #expect(try embedding(PetriTabBarControllerActions.addTab(at: -1), into: [a, b, c]) == ["a", "b", "c", "new"])
        #expect(try embedding(PetriTabBarControllerActions.addTab(), into: [a, b]) == ["a", "b", "new"])
        #expect(try embedding(PetriTabBarControllerActions.addTab(at: 0), into: []) == ["new"])
    }

    @Test("21. Set-primary replaces the first child of a split view")
    func setPrimary() throws {
        #expect(try embedding(SplitControllerActions.setAsPrimary(), into: [a, b]) == ["new", "b"])
        #expect(try embedding(SplitControllerActions.setAsPrimary(), into: [a]) == ["new"])
        #expect(try embedding(SplitControllerActions.setAsPrimary(), into: []) == ["new"])
    }

    @Test("21. Show-detail puts the new one next to the primary, and fails without a primary")
    func showDetail() throws {
        #expect(try embedding(SplitControllerActions.showDetail(), into: [a]) == ["a", "new"])
        #expect(try embedding(SplitControllerActions.showDetail(), into: [a, b]) == ["a", "new"])

        let error = #expect(throws: PetriRoutingError.self) {
            try embedding(SplitControllerActions.showDetail(), into: [])
        }
        #expect(error?.kind == .actionFailed)
        #expect(
            error?.description
                == "the split view has no primary view controller, so it cannot show ReviewScreen as its detail — ShowDetail"
        )
    }

    @Test("21. Push-on-to-details pushes onto the detail navigation controller, and fails without one")
    func pushOnToDetails() throws {
        let details = UINavigationController(rootViewController: b)
        var children: [UIViewController] = [a, details]
        try SplitControllerActions.pushOnToDetails().perform(embedding: new, in: &children)
        #expect(children.map(ObjectIdentifier.init) == [a, details].map(ObjectIdentifier.init))
        #expect(titles(details.viewControllers) == ["b", "new"])

        let error = #expect(throws: PetriRoutingError.self) {
            try embedding(SplitControllerActions.pushOnToDetails(), into: [a, c])
        }
        #expect(
            error?.description
                == "the split view has no navigation controller as its detail to push ReviewScreen onto — PushOnToDetails"
        )
    }

    @Test("21. The embedding rules and the live actions agree")
    func liveActionsFollowTheSameRules() throws {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.setViewControllers([a, b, c], animated: false)
        try window.setRootViewController(tabs)

        try PetriTabBarControllerActions.addTab(at: 1, replacing: true).perform(with: new, on: tabs, animated: false)

        #expect(titles(tabs.viewControllers ?? []) == ["a", "new", "c"])
        #expect(tabs.selectedViewController === new, "a live add-tab selects the new tab")
        #expect(b.parent == nil)
    }
}
