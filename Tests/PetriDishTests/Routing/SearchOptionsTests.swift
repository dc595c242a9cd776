import Testing
import PetriDish
@testable import PetriRouting

/// The order in which finders look at a small hierarchy:
/// `W: Tabs[Nav1[a, b], *Nav2[c]] ⇒ Nav3[d] ⇒ e`.
@MainActor
@Suite("Routing: search options")
struct SearchOptionsTests {
    let window = UIWindow()
    let tabs = UITabBarController(title: "tabs")
    let nav1 = UINavigationController(title: "nav1")
    let nav2 = UINavigationController(title: "nav2")
    let nav3 = UINavigationController(title: "nav3")
    let a = CircleScreen(title: "a")
    let b = SquareScreen(title: "b")
    let c = CartScreen(title: "c")
    let d = ModalScreen(title: "d")
    let e = ReviewScreen(title: "e")

    init() throws {
        nav1.setViewControllers([a, b], animated: false)
        nav2.setViewControllers([c], animated: false)
        nav3.setViewControllers([d], animated: false)
        tabs.setViewControllers([nav1, nav2], animated: false)
        try tabs.select(index: 1)
        try window.setRootViewController(tabs)
        tabs.present(nav3, animated: false)
        nav3.present(e, animated: false)
    }

    private func order(_ options: PetriSearchOptions, from start: UIViewController) -> [String] {
        options.candidates(from: start).map { $0.title ?? "?" }
    }

    @Test("Full stack from the topmost: itself, then what presents it, each with its contents, visible first")
    func fullStackFromTopmost() {
        #expect(order(.fullStack, from: e) == ["e", "nav3", "d", "tabs", "nav2", "c", "nav1", "b", "a"])
    }

    @Test(
        "Full stack from the root: visible contents first; a child searches what is presented over it, as UIKit reports it"
    )
    func fullStackFromRoot() {
        // Children are searched with `presented` (RouteComposer since 2022), and a child answers
        // `presentedViewController` with what its container presents, as in UIKit: so the modal
        // chain is reached through the selected tab's top before the other tab.
        #expect(order(.fullStack, from: tabs) == ["tabs", "nav2", "c", "nav3", "d", "e", "nav1", "b", "a"])
    }

    @Test("Visible options follow only what is on screen")
    func visibleOnly() {
        #expect(order(.currentVisibleOnly, from: tabs) == ["tabs", "nav2", "c"])
        #expect(order(.allVisible, from: tabs) == ["tabs", "nav2", "c", "nav3", "d", "e"])
        #expect(order(.allVisible, from: e) == ["e", "nav3", "d", "tabs", "nav2", "c"])
    }

    @Test("Each option alone")
    func singleOptions() {
        #expect(order(.current, from: nav1) == ["nav1"])
        #expect(order(.contained, from: tabs) == ["nav2", "c", "nav1", "b", "a"])
        #expect(order(.visible, from: tabs) == ["nav2", "c"])
        // Alone, `presented` and `presenting` walk the modal chain but test nothing: only
        // `current` makes a view controller a candidate (RouteComposer's matrix, rows 7–21).
        #expect(order(.presented, from: tabs) == [])
        #expect(order(.presenting, from: e) == [])
        #expect(order(.parent, from: a) == ["nav1", "tabs"])
    }

    @Test("Combinations: parents come right after the start, before its contents")
    func combinations() {
        #expect(order([.current, .parent], from: d) == ["d", "nav3"])
        #expect(order(.currentAndDown, from: d) == ["d", "tabs", "nav2", "c", "nav1", "b", "a"])
        #expect(order(.currentAndUp, from: nav1) == ["nav1", "b", "nav3", "d", "e", "a"])
        #expect(order([.current, .parent, .contained], from: nav1) == ["nav1", "tabs", "b", "a"])
    }

    @Test("Stack-iterating finders return the first match in that order, from their starting point")
    func findersFollowTheOrder() throws {
        #expect(try PetriClassFinder<UINavigationController, Void>().findViewController(in: window, with: ()) === nav3)
        #expect(
            try PetriClassFinder<UINavigationController, Void>(startingPoint: .root).findViewController(
                in: window, with: ())
                === nav2,
            "the navigation controller of the selected tab wins")
        #expect(
            try PetriClassFinder<CircleScreen, Void>(options: .allVisible).findViewController(in: window, with: ())
                == nil,
            "a is not on screen")
        #expect(
            try PetriClassFinder<CircleScreen, Void>(options: .fullStack).findViewController(in: window, with: ()) === a
        )
        #expect(
            try PetriClassFinder<UIViewController, Void>(options: .currentAllStack, startingPoint: .custom(nav1))
                .findViewController(in: window, with: ()) === nav1)
        #expect(
            try PetriClassFinder<UIViewController, Void>(options: .contained, startingPoint: .custom(nav1))
                .findViewController(in: window, with: ()) === b,
            "the top of a stack is looked at before what is under it")
        #expect(
            try PetriClassFinder<UIViewController, Void>(startingPoint: .custom(HomeScreen())).findViewController(
                in: window, with: ()) == nil,
            "a starting point outside the window finds nothing")
    }
}
