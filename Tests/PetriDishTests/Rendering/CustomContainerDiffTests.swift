import Testing
import PetriDish
@testable import PetriRendering

/// A custom container's shown child is part of the snapshot and of the diff.
@MainActor
@Suite("Custom containers in snapshots and diffs")
struct CustomContainerDiffTests {
    final class Pager: UIViewController, ContainerViewController {
        var page = 0
        var visibleViewControllers: [UIViewController] { children.indices.contains(page) ? [children[page]] : [] }
        func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
            guard let index = children.firstIndex(where: { $0 === viewController }) else {
                throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
            }
            page = index
        }
        func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
            try replaceChildren(with: viewControllers)
        }
    }

    @Test("the shown page is the container's selected index, and turning it is a change")
    func turningAPage() throws {
        let window = UIWindow()
        let pager = Pager()
        let welcome = UIViewController(title: "Welcome")
        let privacy = UIViewController(title: "Privacy")
        try pager.replaceViewControllers(with: [welcome, privacy], animated: false)
        try window.setRootViewController(pager)
        let before = HierarchySnapshot(window)
        #expect(before.root?.selectedIndex == 0)
        try pager.makeVisible(privacy, animated: true)
        let after = HierarchySnapshot(window)
        #expect(after.root?.selectedIndex == 1)
        #expect(
            HierarchyDiff(from: before, to: after).render()
                == #"~ Pager: shows UIViewController "Privacy" instead of UIViewController "Welcome""#)
    }
}
