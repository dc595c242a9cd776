import PetriDish

/// The onboarding's pager, a custom container as apps build on `UIPageViewController`: every page
/// is a child, one of them — the current page — is on screen. The current page is the
/// container's state, so a failed navigation puts it back.
final class OnboardingController: UIViewController, ContainerViewController, ContainerStateRestoring {
    /// The index of the page on screen.
    private(set) var currentPage = 0

    /// A pager holding `pages`, showing the one at `currentPage`.
    init(pages: [UIViewController], currentPage: Int) throws {
        super.init(title: "Onboarding")
        try petri.replaceChildren(with: pages)
        self.currentPage = pages.indices.contains(currentPage) ? currentPage : 0
    }

    var visibleViewControllers: [UIViewController] {
        children.indices.contains(currentPage) ? [children[currentPage]] : []
    }

    /// Swipes to `viewController`'s page.
    func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            throw HierarchyError.notAChild(viewController: viewController.petri.debugName, container: petri.debugName)
        }
        currentPage = index
        petri.recordTransition(.makeVisible, of: viewController, animated: animated)
    }

    /// Replaces the pages; the current page stays where it was, or moves to the last page when
    /// there are fewer pages now.
    func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        try petri.replaceChildren(with: viewControllers)
        currentPage = min(currentPage, max(0, viewControllers.count - 1))
    }

    var containerState: AnyHashable? {
        get { currentPage }
        set { currentPage = newValue as? Int ?? 0 }
    }
}
