import PetriDish

/// The side-menu variant's root: a menu and the shop's sections, one of them shown at a time
/// (a custom container, as apps build with a drawer library).
final class SideMenuController: UIViewController, ContainerViewController, ContainerStateRestoring {
    /// The index among the sections of the one shown.
    private(set) var selectedSection = 0
    /// Whether the menu is open over the section.
    private(set) var isMenuOpen = false

    /// The menu, followed by the sections.
    init(menu: UIViewController, sections: [UIViewController]) throws {
        super.init(title: "Shop")
        try petri.replaceChildren(with: [menu] + sections)
    }

    private var sections: ArraySlice<UIViewController> { children.dropFirst() }

    /// The selected section, or — while the menu is open — the menu, which covers the section
    /// and takes every touch: routing to any section closes the menu.
    var visibleViewControllers: [UIViewController] {
        let shown = isMenuOpen ? children.first : sections.dropFirst(selectedSection).first
        return shown.map { [$0] } ?? []
    }

    func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        if viewController === children.first {
            isMenuOpen = true
            petri.recordTransition(.makeVisible, of: viewController, animated: animated)
            return
        }
        guard let index = sections.firstIndex(where: { $0 === viewController }) else {
            throw HierarchyError.notAChild(viewController: viewController.petri.debugName, container: petri.debugName)
        }
        selectedSection = index - 1
        isMenuOpen = false
        petri.recordTransition(.makeVisible, of: viewController, animated: animated)
    }

    func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        try petri.replaceChildren(with: viewControllers)
        selectedSection = min(selectedSection, max(0, viewControllers.count - 2))
    }

    var containerState: AnyHashable? {
        get { [selectedSection, isMenuOpen ? 1 : 0] }
        set {
            guard let state = newValue as? [Int], state.count == 2 else { return }
            selectedSection = state[0]
            isMenuOpen = state[1] == 1
        }
    }
}
