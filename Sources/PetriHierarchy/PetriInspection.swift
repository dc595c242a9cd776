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

    /// Whether the user or a navigation may dismiss the view controller itself: it is not
    /// ``UIViewController/isModalInPresentation`` and does not answer `false` as
    /// ``DismissalControlling``.
    public var canBeDismissed: Bool { viewController.allowsDismissal }

    /// Whether the view controller and everything it contains can be dismissed.
    public var isDismissible: Bool { viewController.isDismissible }

    /// The view controller that presents a modal of `style` from this one, as UIKit chooses
    /// it: for the current-context styles, the nearest view controller (this one or a parent)
    /// that defines a presentation context, else the outermost container; for the others, the
    /// outermost container.
    public func presentingContext(for style: ModalPresentationStyle) -> UIViewController {
        viewController.presentingContext(for: style)
    }

    // MARK: - What UIKit's view controllers do not have
    //
    // Each member below was a member of UIViewController itself; under UIKit's class it stopped an
    // app's subclass from declaring a member of the same name (`var context: String`).
    // docs/petri-only-members.md lists them with the reason each exists.

    /// The context the view controller was built with (a product id, a user), if any: what trees
    /// print after its type name. Context tasks update it when the router reuses a view controller
    /// for a new context.
    public var context: Any? {
        get { viewController.context }
        nonmutating set { viewController.context = newValue }
    }

    /// A printable form of ``context``, or `nil` when there is no context.
    public var contextDescription: String? { viewController.contextDescription }

    /// The name used in trees and error messages: the type name followed by the context,
    /// e.g. `ProductViewController(42)`.
    public var debugName: String { viewController.debugName }

    /// The outermost container of the view controller (itself when it has no parent): where
    /// UIKit presents from for full-screen presentations.
    public var rootContainer: UIViewController { viewController.rootContainer }

    /// The modal chain above the view controller, nearest first: what its presentation context
    /// (or its root container) presents, and what that presents in turn.
    public var presentedChain: [UIViewController] { viewController.presentedChain }

    /// Whether the view controller or one of its ancestors is `ancestor`.
    public func isDescendant(of ancestor: UIViewController) -> Bool {
        viewController.isDescendant(of: ancestor)
    }

    /// Told when the user swipes the presented view controller away: a shorthand for
    /// `presentationController?.delegate`.
    public var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { viewController.presentationDelegate }
        nonmutating set { viewController.presentationDelegate = newValue }
    }

    /// Replaces the view controller's children, enforcing the one-parent rule: what a custom
    /// container calls in its ``ContainerViewController/replaceViewControllers(with:animated:)``.
    /// Each new child must already be a child of the view controller or be outside any hierarchy.
    /// - Throws: ``HierarchyError`` when a child has another parent, is presented, is a window's
    ///   root, is listed twice, or would contain the view controller.
    public func replaceChildren(with newChildren: [UIViewController]) throws {
        try viewController.replaceChildren(with: newChildren)
    }

    /// Records a change a custom container made in its window's ``UIWindow/transitions`` (a side
    /// menu showing a section records `.makeVisible`).
    public func recordTransition(_ kind: Transition.Kind, of subject: UIViewController?, animated: Bool) {
        viewController.recordTransition(kind, of: subject, animated: animated)
    }

    /// Declares that the screen sends `event`, and what happens when it does: the coordinator
    /// that shows the screen passes its reaction (capture the coordinator weakly). Declaring an
    /// event again replaces its reaction. The shell's `send <event>` fires it.
    ///
    /// ```swift
    /// let screen = show(ProductViewController(productID: 42))
    /// screen.petri.on("next", summary: "the Next button") { [weak self] _ in self?.showSecond() }
    /// ```
    public func on(_ event: String, summary: String = "", perform: @escaping @MainActor @Sendable (_ argument: String?) -> Void) {
        viewController.on(event, summary: summary, perform: perform)
    }

    /// The events the screen sends, in declaration order.
    public var events: [ScreenEvent] { viewController.events }

    /// Sends `event`, as the user's tap would.
    /// - Throws: ``ScreenEventError/unknownEvent(_:screen:known:)`` when the screen sends no such
    ///   event.
    public func send(_ event: String, argument: String? = nil) throws(ScreenEventError) {
        try viewController.send(event, argument: argument)
    }
}

extension UIViewController {
    /// petri's questions about this view controller's place in the hierarchy
    /// (``PetriInspection``), kept apart from UIKit's members.
    public final var petri: PetriInspection { PetriInspection(viewController: self) }
}
