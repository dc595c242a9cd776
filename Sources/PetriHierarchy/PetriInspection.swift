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
/// try tabs.petri.select(index: 0)      // a tab bar controller's own: what the shell's `tab` does
/// ```
///
/// Generic over the view controller's class, as RxSwift's `Reactive<Base>` is: `tabs.petri` is a
/// `PetriInspection<UITabBarController>`, which adds the tab bar's members (``select(index:animated:)``,
/// ``tap(index:animated:)``); a split view controller's adds its columns, a navigation controller's
/// its back swipe. An app's subclass gets its superclass's (`PetriInspection<AppTabBarController>`).
/// On an existential (`any ContainerViewController`) upcast first:
/// `(container as UIViewController).petri`.
@MainActor
public struct PetriInspection<Base: UIViewController> {
    /// The view controller inspected.
    public let viewController: Base

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

    /// Records a change a custom container made in its window's ``PetriWindowInspection/transitions`` (a side
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
    public func on(
        _ event: String, summary: String = "", perform: @escaping @MainActor @Sendable (_ argument: String?) -> Void
    ) {
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

    /// The window the view controller is in, following parents and presenting view controllers
    /// (UIKit spells it `viewIfLoaded?.window`).
    public var window: UIWindow? { viewController.window }

    /// Whether the view controller is on screen: on the visible path of the topmost modal
    /// presentation of its window.
    public var isVisible: Bool { viewController.isVisible }

    /// The view controllers on screen inside this one, this one first, depth first (a window's
    /// whole path is its ``PetriWindowInspection/visibleViewControllers``).
    public var visiblePath: [UIViewController] { viewController.visiblePath }

    /// Makes the view controller visible in each of its containers, outermost first: selects
    /// the tab it is in, pops the navigation stack back to it, reveals it in custom containers.
    /// - Throws: what a container's ``ContainerViewController/makeVisible(_:animated:)`` throws.
    public func makeVisibleInParentContainers(animated: Bool) throws {
        try viewController.makeVisibleInParentContainers(animated: animated)
    }

    /// The name trees print for the view controller: its ``CustomHierarchyNaming/hierarchyName``
    /// when it gives one, else its dynamic type's name.
    public var typeName: String { viewController.typeName }

    /// The container state a failed navigation restores: a tab bar controller's selected index, a
    /// ``ContainerStateRestoring`` container's ``ContainerStateRestoring/containerState``; `nil`
    /// for other view controllers. Setting it restores the state without side effects.
    public var containerState: AnyHashable? {
        get { viewController.restorableContainerState }
        nonmutating set { viewController.restorableContainerState = newValue }
    }
}

// MARK: - The containers' own

extension PetriInspection where Base: UITabBarController {
    /// Selects the tab at `index`, as a tap on the tab bar does (without asking the delegate:
    /// ``tap(index:animated:)`` does what the user's tap does).
    /// - Throws: ``HierarchyError/indexOutOfRange(index:count:container:)`` for a bad index.
    public func select(index: Int, animated: Bool = false) throws {
        try viewController.select(index: index, animated: animated)
    }

    /// Selects the tab holding `tab`.
    /// - Throws: ``HierarchyError/notAChild(viewController:container:)`` when it is not a tab.
    public func select(_ tab: UIViewController, animated: Bool = false) throws {
        try viewController.select(tab, animated: animated)
    }

    /// What the user's tap on tab item `index` does, as UIKit does it: asks the delegate, selects
    /// the tab; a second tap on the selected navigation tab pops it to its root.
    /// - Returns: The view controllers popped.
    /// - Throws: ``HierarchyError/indexOutOfRange(index:count:container:)`` for a bad index.
    @discardableResult
    public func tap(index: Int, animated: Bool = true) throws -> [UIViewController] {
        try viewController.tap(index: index, animated: animated)
    }

    /// Replaces the tab at `index`.
    /// - Throws: ``HierarchyError/indexOutOfRange(index:count:container:)`` for a bad index, and
    ///   what UIKit raises for the new tab.
    public func replaceTab(at index: Int, with tab: UIViewController, animated: Bool) throws {
        try viewController.replaceTab(at: index, with: tab, animated: animated)
    }
}

extension PetriInspection where Base: UISplitViewController {
    /// The primary (master) column.
    public var primaryViewController: UIViewController? { viewController.primaryViewController }

    /// The secondary (detail) column.
    public var secondaryViewController: UIViewController? { viewController.secondaryViewController }

    /// Replaces the primary column, keeping the secondary one.
    /// - Throws: what UIKit raises for the new column.
    public func setPrimary(_ primary: UIViewController, animated: Bool) throws {
        try viewController.setPrimary(primary, animated: animated)
    }

    /// Shows `detail` in the secondary column, as UIKit's `showDetailViewController(_:sender:)`,
    /// throwing what UIKit raises rather than recording it.
    /// - Throws: ``HierarchyError/noPrimary(split:)`` when there is no primary column.
    public func showDetailViewController(_ detail: UIViewController, animated: Bool) throws {
        try viewController.showDetailViewController(detail, animated: animated)
    }
}

extension PetriInspection where Base: UINavigationController {
    /// The user starts swiping back from the left edge: the delegate is told `willShow` the
    /// view controller below, with an interactive `transitionCoordinator`; nothing is popped
    /// until the gesture finishes.
    /// - Throws: ``HierarchyError/cannotPopRoot(navigation:root:)`` with only the root left, or
    ///   ``HierarchyError/gestureInProgress(window:gesture:)`` while another gesture is.
    public func beginInteractivePop() throws -> InteractiveGesture {
        try viewController.beginInteractivePop()
    }
}

/// What has a ``PetriInspectable/petri`` accessor: every ``UIViewController``. A protocol so that
/// `petri` is typed by the class it is asked of (`tabs.petri` is a
/// `PetriInspection<UITabBarController>`), as RxSwift's `ReactiveCompatible` types `.rx`.
@MainActor
public protocol PetriInspectable: AnyObject {}

extension UIViewController: PetriInspectable {}

extension PetriInspectable where Self: UIViewController {
    /// petri's questions about this view controller's place in the hierarchy, and its containers'
    /// own actions (``PetriInspection``), kept apart from UIKit's members.
    public var petri: PetriInspection<Self> { PetriInspection(viewController: self) }
}
