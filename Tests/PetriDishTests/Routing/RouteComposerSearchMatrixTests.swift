import Testing
import PetriDish
@testable import PetriRouting

/// RouteComposer's own search matrix (its `ExtensionsTest`, 2.22), ported: the modal chain
/// `vc1 ⇒ vc2 ⇒ nav3[inv (hidden), test]`, every option set it tries, from every view controller,
/// with the view controller each search finds (issue 12, item 9).
@MainActor
@Suite("Routing: RouteComposer's search matrix")
struct RouteComposerSearchMatrixTests {
    final class ModalScreenM: UIViewController {}
    final class TestScreenT: UIViewController {}
    final class InvisibleScreenI: UIViewController {}

    let window = UIWindow()
    let vc1 = ModalScreenM(title: "vc1")
    let vc2 = ModalScreenM(title: "vc2")
    let nav3 = UINavigationController(title: "nav3")
    let inv = InvisibleScreenI(title: "inv")
    let test = TestScreenT(title: "test")

    init() throws {
        nav3.setViewControllers([inv, test], animated: false)
        try window.setRootViewController(vc1)
        vc1.present(vc2, animated: false)
        vc2.present(nav3, animated: false)
    }

    enum Predicate: String, CustomStringConvertible, Sendable {
        case navigation = "Nav", modal = "M", test = "T", invisible = "I"
        var description: String { rawValue }

        @MainActor
        func matches(_ viewController: UIViewController) -> Bool {
            switch self {
            case .navigation: viewController is UINavigationController
            case .modal: viewController is ModalScreenM
            case .test: viewController is TestScreenT
            case .invisible: viewController is InvisibleScreenI
            }
        }
    }

    /// The first view controller the search from `start` finds, by title.
    private func find(_ options: PetriSearchOptions, from start: String, _ predicate: Predicate) -> String? {
        let starts: [String: UIViewController] = ["vc1": vc1, "vc2": vc2, "nav3": nav3, "inv": inv, "test": test]
        guard let start = starts[start] else { return "no such start" }
        return options.candidates(from: start).first(where: predicate.matches)?.title
    }

    /// One row: options, start, predicate, the view controller found (`nil`: none).
    typealias Row = (options: PetriSearchOptions, start: String, predicate: Predicate, found: String?)

    nonisolated static let single: [Row] = [
        (.current, "vc1", .navigation, nil), (.current, "vc2", .navigation, nil),
        (.current, "nav3", .navigation, "nav3"),
        (.current, "test", .navigation, nil), (.current, "test", .test, "test"), (.current, "inv", .invisible, "inv"),
        (.presented, "vc1", .navigation, nil), (.presented, "vc2", .navigation, nil),
        (.presented, "nav3", .navigation, nil),
        (.presented, "test", .navigation, nil), (.presented, "test", .test, nil), (.presented, "inv", .invisible, nil),
        (.presenting, "vc1", .navigation, nil), (.presenting, "vc2", .navigation, nil),
        (.presenting, "nav3", .navigation, nil),
        (.presenting, "nav3", .modal, nil), (.presenting, "vc1", .modal, nil), (.presenting, "test", .navigation, nil),
        (.presenting, "test", .test, nil), (.presenting, "inv", .invisible, nil),
    ]

    nonisolated static let combined: [Row] = [
        ([.presented, .current], "vc1", .navigation, "nav3"), ([.presented, .current], "vc2", .navigation, "nav3"),
        ([.presented, .current], "nav3", .navigation, "nav3"), ([.presented, .current], "test", .navigation, nil),
        ([.presented, .current], "test", .test, "test"), ([.presented, .current], "inv", .invisible, "inv"),
        ([.presenting, .current], "vc1", .navigation, nil), ([.presenting, .current], "vc1", .modal, "vc1"),
        ([.presenting, .current], "vc2", .navigation, nil), ([.presenting, .current], "nav3", .modal, "vc2"),
        ([.presenting, .current], "vc2", .modal, "vc2"), ([.presenting, .current], "nav3", .navigation, "nav3"),
        ([.presenting, .current], "test", .navigation, nil), ([.presenting, .current], "test", .test, "test"),
        ([.presenting, .current], "inv", .invisible, "inv"),
        ([.visible, .presented], "vc1", .navigation, nil), ([.visible, .presented], "vc1", .modal, nil),
        ([.visible, .presented], "vc2", .navigation, nil), ([.visible, .presented], "vc2", .modal, nil),
        ([.visible, .presented], "nav3", .navigation, nil), ([.visible, .presented], "nav3", .test, "test"),
        ([.visible, .presented], "nav3", .invisible, nil), ([.visible, .presented], "test", .navigation, nil),
        ([.visible, .presented], "test", .test, nil), ([.visible, .presented], "inv", .invisible, nil),
        ([.contained, .presented], "vc1", .navigation, nil), ([.contained, .presented], "vc1", .modal, nil),
        ([.contained, .presented], "vc2", .navigation, nil), ([.contained, .presented], "vc2", .modal, nil),
        ([.contained, .presented], "nav3", .navigation, nil), ([.contained, .presented], "nav3", .test, "test"),
        ([.contained, .presented], "nav3", .invisible, "inv"), ([.contained, .presented], "test", .navigation, nil),
        ([.contained, .presented], "test", .test, nil), ([.contained, .presented], "inv", .invisible, nil),
        (.currentAllStack, "vc1", .navigation, nil), (.currentAllStack, "vc1", .modal, "vc1"),
        (.currentAllStack, "vc2", .navigation, nil), (.currentAllStack, "vc2", .modal, "vc2"),
        (.currentAllStack, "nav3", .navigation, "nav3"), (.currentAllStack, "nav3", .test, "test"),
        (.currentAllStack, "nav3", .invisible, "inv"), (.currentAllStack, "test", .navigation, nil),
        (.currentAllStack, "test", .test, "test"), (.currentAllStack, "inv", .invisible, "inv"),
        (.currentVisibleOnly, "vc1", .navigation, nil), (.currentVisibleOnly, "vc1", .modal, "vc1"),
        (.currentVisibleOnly, "vc2", .navigation, nil), (.currentVisibleOnly, "vc2", .modal, "vc2"),
        (.currentVisibleOnly, "nav3", .navigation, "nav3"), (.currentVisibleOnly, "nav3", .test, "test"),
        (.currentVisibleOnly, "nav3", .invisible, nil), (.currentVisibleOnly, "test", .navigation, nil),
        (.currentVisibleOnly, "test", .test, "test"), (.currentVisibleOnly, "inv", .invisible, "inv"),
        // Not asserted by RouteComposer, but what its algorithm returns.
        ([.visible, .presented], "vc1", .test, "test"), (.fullStack, "vc2", .test, "test"),
        (.fullStack, "nav3", .modal, "vc2"),
    ]

    @Test("Single options over the modal chain", arguments: single.indices)
    func singleOptions(_ index: Int) {
        let row = Self.single[index]
        #expect(find(row.options, from: row.start, row.predicate) == row.found, "\(row)")
    }

    @Test("Combined options over the modal chain", arguments: combined.indices)
    func combinedOptions(_ index: Int) {
        let row = Self.combined[index]
        #expect(find(row.options, from: row.start, row.predicate) == row.found, "\(row)")
    }

    @Test("Parents: alone they test every ancestor but not the start; they never search siblings")
    func parents() throws {
        let window = UIWindow()
        let tab = UITabBarController(title: "tab")
        let nav = UINavigationController(title: "nav")
        let vc1 = UIViewController(title: "vc1")
        nav.setViewControllers([vc1], animated: false)
        tab.setViewControllers([nav, SquareScreen(title: "sibling")], animated: false)
        try window.setRootViewController(tab)
        #expect(PetriSearchOptions.parent.candidates(from: vc1).map(\.title) == ["nav", "tab"])
        #expect(PetriSearchOptions([.current, .parent]).candidates(from: vc1).map(\.title) == ["vc1", "nav", "tab"])
        #expect(!PetriSearchOptions([.current, .parent]).candidates(from: vc1).contains { $0 is SquareScreen })
    }

    @Test("A view controller being dismissed is skipped, with everything beyond it")
    func beingDismissed() throws {
        let window = UIWindow()
        let root = UIViewController(title: "root")
        let leaving = ObservingScreen(title: "leaving")
        try window.setRootViewController(root)
        root.present(leaving, animated: false)
        var seen: [String?] = []
        leaving.onDisappear = { _ in
            seen =
                PetriSearchOptions.fullStack.candidates(from: root).map(\.title)
                + PetriSearchOptions.fullStack.candidates(from: leaving).map(\.title)
        }
        root.dismiss(animated: true)
        #expect(seen == ["root"], "the leaving screen is skipped, and a search starting at it finds nothing")
    }
}
