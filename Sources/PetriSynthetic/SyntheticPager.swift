import PetriCatalog
import PetriRouting
import PetriCoordinators
import PetriHierarchy

/// A generated custom container: a pager showing its last page, as an app builds one on
/// `UIPageViewController`.
final class SyntheticPager: UIViewController, ContainerViewController, ContainerStateRestoring {
    private(set) var currentPage = 0

    init(pages: [UIViewController]) throws {
        super.init(title: "Pager")
        try replaceChildren(with: pages)
        currentPage = max(0, pages.count - 1)
    }

    var visibleViewControllers: [UIViewController] {
        children.indices.contains(currentPage) ? [children[currentPage]] : []
    }

    func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
        }
        currentPage = index
        recordTransition(.makeVisible, of: viewController, animated: animated)
    }

    func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        try replaceChildren(with: viewControllers)
        currentPage = min(currentPage, max(0, viewControllers.count - 1))
    }

    var containerState: AnyHashable? {
        get { currentPage }
        set { currentPage = newValue as? Int ?? 0 }
    }

    /// Adds a page and turns to it.
    struct AddPage: PetriContainerAction {
        typealias ViewController = SyntheticPager

        func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            childViewControllers.append(viewController)
        }

        func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: SyntheticPager, animated: Bool
        ) throws {
            try existingController.replaceViewControllers(
                with: existingController.children + [viewController], animated: animated)
            try existingController.makeVisible(viewController, animated: animated)
        }
    }
}
