/// What petri knows about a view controller beyond UIKit's own members, under one name:
/// `viewController.petri.containedSubtree`.
///
/// UIKit's classes carry UIKit's members only, so that an app's subclass may declare members
/// of its own under any other name; petri's questions about the hierarchy sit behind
/// ``UIViewController/petri`` instead.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: UIViewController())]
/// tabs.petri.containedSubtree.count   // 3: the tab bar, the navigation controller, its root
/// tabs.petri.isInHierarchy            // false until a window shows it
/// ```
@MainActor
public struct PetriInspection {
    /// The view controller inspected.
    public let viewController: UIViewController

    /// Whether the view controller is part of any hierarchy: it has a parent, is presented, or
    /// is the root of a window.
    public var isInHierarchy: Bool { viewController.isInHierarchy }

    /// The view controller and everything it contains, depth first, parents before children
    /// (what it presents is not contained).
    public var containedSubtree: [UIViewController] { viewController.containedSubtree }

    /// Whether the view controller and everything it contains can be dismissed.
    public var isDismissible: Bool { viewController.isDismissible }

    /// The view controller that presents a modal of `style` from this one, as UIKit chooses
    /// it: for the current-context styles, the nearest view controller (this one or a parent)
    /// that defines a presentation context, else the outermost container; for the others, the
    /// outermost container.
    public func presentingContext(for style: ModalPresentationStyle) -> UIViewController {
        viewController.presentingContext(for: style)
    }
}

extension UIViewController {
    /// petri's questions about this view controller's place in the hierarchy
    /// (``PetriInspection``), kept apart from UIKit's members.
    public final var petri: PetriInspection { PetriInspection(viewController: self) }
}
