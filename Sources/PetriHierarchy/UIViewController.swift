public import Foundation
import PetriSupport

/// A headless view controller: the unit of UIKit's hierarchy, without views.
///
/// Like `UIViewController`, a view controller has an identity (it is a class), at most one parent
/// container, and may present one other view controller modally. It also carries the context it
/// was built with, so a printed hierarchy shows *which* product or user a screen displays.
///
/// Subclass it for your screens, as you would subclass `UIViewController`:
///
/// ```swift
/// final class ProductViewController: UIViewController {
///     let productID: Int
///     init(productID: Int) {
///         self.productID = productID
///         super.init(context: productID)
///     }
/// }
/// ```
///
/// Structural changes go through the container and presentation APIs (`push`, `present`,
/// `setViewControllers`, …), which enforce UIKit's rules and throw a ``HierarchyError`` when one
/// is broken.
@MainActor
open class UIViewController {
    /// The title shown next to the type name when the hierarchy is printed.
    public final var title: String? {
        didSet { navigationItemStorage?.title = title }
    }

    /// The context this view controller was built with (a product id, a user), if any.
    ///
    /// Context tasks update it when the router reuses a view controller for a new context.
    package final var context: Any?

    /// UIKit's `isModalInPresentation`: `true` when the user may not swipe this view controller
    /// away. petri's router does not dismiss it either (RouteComposer's `canBeDismissed`,
    /// inverted): a payment screen in progress sets it. A subclass may override it, as in UIKit;
    /// one that answers RouteComposer's question conforms to ``DismissalControlling`` instead.
    open var isModalInPresentation: Bool = false

    /// How this view controller is shown when presented modally.
    public final var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// How the view controller animates when presented (UIKit's `modalTransitionStyle`).
    /// Inert: petri has no animation, so the style is kept and changes nothing.
    public final var modalTransitionStyle: UIModalTransitionStyle = .coverVertical {
        didSet { InertUIKitUse.note("UIViewController.modalTransitionStyle") }
    }

    /// The object that vends custom presentation animators (UIKit's `transitioningDelegate`,
    /// weak as in UIKit). Inert: petri has no animation and never calls it.
    public final weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        didSet { InertUIKitUse.note("UIViewController.transitioningDelegate") }
    }

    /// The size the view controller prefers in a popover or a form sheet (UIKit's
    /// `preferredContentSize`). Inert: petri has no layout; the value is kept as set.
    public final var preferredContentSize: CGSize = .zero {
        didSet { InertUIKitUse.note("UIViewController.preferredContentSize") }
    }

    private final var viewStorage: UIView?

    /// The view controller's root view, created on first use as UIKit loads it. Inert: petri
    /// has no views, so what an app sets on it (a background colour, subviews) is kept and
    /// changes nothing in trees.
    public final var view: UIView! {
        get {
            InertUIKitUse.note("UIViewController.view")
            if let viewStorage { return viewStorage }
            let view = UIView(unrecordedFrame: .zero)
            viewStorage = view
            return view
        }
        set { viewStorage = newValue }
    }

    /// Whether ``view`` was created yet (UIKit's `isViewLoaded`).
    public final var isViewLoaded: Bool { viewStorage != nil }

    /// The view controllers this one contains, in order (UIKit's `children`).
    public package(set) final var children: [UIViewController] = []

    /// The container this view controller is a child of.
    public package(set) final weak var parent: UIViewController?

    /// Whether a current-context presentation made by this view controller or anything inside
    /// it covers this one (UIKit's `definesPresentationContext`). A navigation controller in
    /// a tab that sets it gets its own modals, and the tab bar stays on screen.
    public final var definesPresentationContext = false

    /// What the navigation bar shows for this view controller (UIKit's `navigationItem`).
    /// Inert: kept as set; trees print the view controller's title.
    public final var navigationItem: UINavigationItem {
        InertUIKitUse.note("UIViewController.navigationItem")
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem(title: title ?? "")
        navigationItemStorage = item
        return item
    }
    private final var navigationItemStorage: UINavigationItem?

    /// The item a tab bar shows for this view controller (UIKit's `tabBarItem`). Inert: kept as
    /// set; trees print the tab's view controller.
    public final var tabBarItem: UITabBarItem! {
        get {
            InertUIKitUse.note("UIViewController.tabBarItem")
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, selectedImage: nil)
            tabBarItemStorage = item
            return item
        }
        set {
            InertUIKitUse.note("UIViewController.tabBarItem")
            tabBarItemStorage = newValue
        }
    }
    private final var tabBarItemStorage: UITabBarItem?

    /// Whether the tab bar hides while this view controller is pushed (UIKit's
    /// `hidesBottomBarWhenPushed`). Inert: trees show the tabs either way.
    public final var hidesBottomBarWhenPushed = false {
        didSet { InertUIKitUse.note("UIViewController.hidesBottomBarWhenPushed") }
    }

    /// The toolbar's items (UIKit's `toolbarItems`). Inert: kept as set.
    public final var toolbarItems: [UIBarButtonItem]? {
        didSet { InertUIKitUse.note("UIViewController.toolbarItems") }
    }

    /// Whether a presentation of this view controller is in progress (UIKit's
    /// `isBeingPresented`). A presentation completes at once in the dish, so it is `false`
    /// outside the presentation itself; a test double may override it, as in UIKit.
    open var isBeingPresented: Bool { false }

    /// The view controller this one presents modally. As in UIKit, a view controller inside a
    /// container answers for the nearest container that presents — its presentation context,
    /// or its outermost container.
    ///
    /// `open`, as in UIKit: a test double may override it to fake a presentation; routing and
    /// finders then see what the override answers, while the hierarchy itself (trees, dismissal)
    /// keeps the presentations that ``present(_:animated:completion:)`` made.
    open var presentedViewController: UIViewController? {
        presentedInContext
    }

    /// What ``presentedViewController`` answers unless a subclass overrides it: the presentation
    /// the hierarchy holds for this view controller's presentation context.
    package final var presentedInContext: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presented = candidate.presentedStorage { return presented }
            current = candidate.parent
        }
        return nil
    }

    /// The view controller that presents a modal of `style` from this one, as UIKit chooses
    /// it: for the current-context styles, the nearest view controller (this one or a parent)
    /// that defines a presentation context, else the outermost container; for the others, the
    /// outermost container.
    package final func presentingContext(for style: ModalPresentationStyle) -> UIViewController {
        guard style.presentsInContext else { return rootContainer }
        var current: UIViewController? = self
        while let candidate = current {
            if candidate.definesPresentationContext { return candidate }
            current = candidate.parent
        }
        return rootContainer
    }

    /// The view controller that presents this one modally. As in UIKit, a view controller inside
    /// a presented container answers for that container: a screen pushed in a presented
    /// navigation controller knows it was presented (and can show a close button).
    ///
    /// `open`, as in UIKit, for test doubles that fake a presentation.
    open var presentingViewController: UIViewController? {
        rootContainer.presentingStorage
    }

    /// The presentation links, held by the outermost container of each side.
    package final var presentedStorage: UIViewController?
    final weak var presentingStorage: UIViewController?

    /// `true` while this view controller is being dismissed (finders never return it).
    ///
    /// `open`, as in UIKit, for test doubles that fake a dismissal in progress (RouteComposer's
    /// tests override it); the router and the finders read it, the hierarchy's own rules read
    /// what really happens (``dismissalInProgress``).
    open var isBeingDismissed: Bool { dismissalInProgress }

    /// Whether the hierarchy is dismissing this view controller now.
    package final var dismissalInProgress = false

    /// Set on the root view controller of a window only.
    final weak var hostingWindow: UIWindow?

    /// A number unique to this instance within the process, in creation order. It tells
    /// instances apart when two snapshots are compared; it is never printed.
    package let serialNumber: Int

    /// Told when the user swipes this presented view controller away (not for a dismissal in
    /// code): the delegate of its ``presentationController``.
    package final var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { presentationControllerStorage?.delegate }
        set { presentationController?.delegate = newValue }
    }

    final var presentationControllerStorage: UIPresentationController?

    /// What manages this view controller's modal presentation; set its `delegate` to hear about
    /// the user's swipe-down, before or after presenting, as in UIKit.
    public final var presentationController: UIPresentationController? {
        if let presentationControllerStorage { return presentationControllerStorage }
        let controller = UIPresentationController(presentedViewController: self)
        presentationControllerStorage = controller
        return controller
    }

    /// The popover presentation controller (UIKit's `popoverPresentationController`): `nil`
    /// unless ``modalPresentationStyle`` is `.popover`, as in UIKit. Inert apart from its
    /// `delegate`: petri has no views to anchor a popover to, so `sourceView`, `sourceRect` and
    /// the arrow directions are kept and change nothing.
    public final var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        InertUIKitUse.note("UIPopoverPresentationController")
        if let popover = presentationControllerStorage as? UIPopoverPresentationController { return popover }
        let popover = UIPopoverPresentationController(presentedViewController: self)
        popover.delegate = presentationControllerStorage?.delegate
        presentationControllerStorage = popover
        return popover
    }

    /// The sheet presentation controller (UIKit's `sheetPresentationController`): `nil` unless
    /// the view controller is presented as a sheet (``modalPresentationStyle`` `.automatic`,
    /// `.pageSheet` or `.formSheet`), as in UIKit. Its detents are kept and inert: a sheet is
    /// printed as a card whatever its height.
    public final var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        InertUIKitUse.note("UISheetPresentationController")
        if let sheet = presentationControllerStorage as? UISheetPresentationController { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self)
        sheet.delegate = presentationControllerStorage?.delegate
        presentationControllerStorage = sheet
        return sheet
    }

    /// The transition in progress while a navigation controller's delegate is told about it;
    /// a view controller inside a container answers for its container, as in UIKit.
    public final var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        ownTransitionCoordinator ?? parent?.transitionCoordinator
    }

    package final var ownTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?

    /// The events this screen sends and what each does (see ``on(_:summary:perform:)``).
    final var eventHandlers: [ScreenEvent] = []

    private static var nextSerialNumber = 0

    /// Creates a view controller.
    /// - Parameters:
    ///   - title: A title, shown when the hierarchy is printed.
    ///   - context: The context the view controller displays.
    public init(title: String? = nil, context: Any? = nil) {
        self.title = title
        self.context = context
        Self.nextSerialNumber += 1
        serialNumber = Self.nextSerialNumber
    }

    /// UIKit's designated initialiser, which an app's subclass calls
    /// (`super.init(nibName: nil, bundle: nil)`) and overrides. petri loads no nib: the name and
    /// the bundle are kept in ``nibName`` and ``nibBundle`` and change nothing.
    ///
    /// UIKit's `required init?(coder:)`, which every such subclass writes, compiles as written
    /// (`fatalError(…)` in its body, or marked unavailable): petri reads no archives, so it is
    /// never called and UIViewController declares none to call with `super`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        Self.nextSerialNumber += 1
        serialNumber = Self.nextSerialNumber
    }

    /// The nib name given to ``init(nibName:bundle:)``, if any (UIKit's `nibName`). Inert.
    public final private(set) var nibName: String?

    /// The bundle given to ``init(nibName:bundle:)``, if any (UIKit's `nibBundle`). Inert.
    public final private(set) var nibBundle: Bundle?

    /// The name printed for this view controller: its ``CustomHierarchyNaming/hierarchyName``
    /// when it gives one, else its dynamic type's name (``PetriInspection/typeName``).
    package final var typeName: String {
        if let named = self as? any CustomHierarchyNaming { return named.hierarchyName }
        return TypeName.of(type(of: self))
    }

    /// Container-specific state that a routing transaction must be able to restore on failure
    /// (the selected tab, whether a side menu is open): a ``ContainerStateRestoring`` container's
    /// ``ContainerStateRestoring/containerState``, else a tab bar controller's selected index,
    /// else `nil` (``PetriInspection/containerState``). Setting it restores the state without
    /// side effects.
    package final var restorableContainerState: AnyHashable? {
        get {
            if let restoring = self as? any ContainerStateRestoring { return restoring.containerState }
            return (self as? UITabBarController)?.selectionState
        }
        set {
            if let restoring = self as? any ContainerStateRestoring {
                restoring.containerState = newValue
            } else if let tabs = self as? UITabBarController {
                tabs.selectionState = newValue
            }
        }
    }

    /// Called when this view controller leaves the screen: while it is dismissed (with
    /// ``isBeingDismissed`` `true`, before the presentation is removed), or after it was popped
    /// or removed from a navigation stack. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    // MARK: - Describing

    /// A printable form of ``context``, or `nil` when there is no context.
    package final var contextDescription: String? {
        guard let context else { return nil }
        return ContextDump(walking: context).treeText
    }

    /// The name used in trees and error messages: the type name followed by the context,
    /// e.g. `ProductViewController(42)`.
    package final var debugName: String {
        var name = typeName
        if let contextDescription { name += "(\(contextDescription))" }
        return name
    }

    // MARK: - Position in the hierarchy

    /// The outermost container of this view controller (itself when it has no parent).
    ///
    /// UIKit presents from this view controller for full-screen presentations.
    package final var rootContainer: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The window this view controller is in, following parents and presenting view controllers
    /// (``PetriInspection/window``; UIKit's `viewIfLoaded?.window`).
    package final var window: UIWindow? {
        var current = rootContainer
        while let presenting = current.presentingStorage {
            current = presenting.rootContainer
        }
        return current.hostingWindow
    }

    /// The nearest navigation controller this view controller is in (itself excluded), as
    /// UIKit's `navigationController`.
    public final var navigationController: UINavigationController? {
        nearestContainer(of: UINavigationController.self)
    }

    /// The nearest tab bar controller this view controller is in, as UIKit's
    /// `tabBarController`.
    public final var tabBarController: UITabBarController? {
        nearestContainer(of: UITabBarController.self)
    }

    /// The nearest of this view controller's containers that is a `Container`.
    private final func nearestContainer<Container: UIViewController>(of type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }

    /// Whether this view controller or one of its ancestors is `ancestor`.
    package final func isDescendant(of ancestor: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.parent
        }
        return false
    }

    /// Whether this view controller is an instance of `aClass` or of a subclass of it, as
    /// `NSObject`'s `isKind(of:)`.
    public final func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if candidate == aClass { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether this view controller is part of any hierarchy: it has a parent, is presented, or
    /// is the root of a window.
    package final var isInHierarchy: Bool {
        parent != nil || presentingStorage != nil || hostingWindow != nil
    }

    /// This view controller and everything it contains, depth first, parents before children.
    package final var containedSubtree: [UIViewController] {
        var subtree: [UIViewController] = []
        appendContainedSubtree(to: &subtree)
        return subtree
    }

    /// Appends ``containedSubtree`` to `list`, in its order, without an array per level.
    package final func appendContainedSubtree(to list: inout [UIViewController]) {
        list.append(self)
        for child in children { child.appendContainedSubtree(to: &list) }
    }

    /// Whether the user or a navigation may dismiss this view controller: not while it is
    /// ``isModalInPresentation``, nor when it answers ``DismissalControlling/canBeDismissed``
    /// with `false`.
    package final var allowsDismissal: Bool {
        !isModalInPresentation && (self as? any DismissalControlling)?.canBeDismissed != false
    }

    /// Whether this view controller and everything it contains can be dismissed.
    package final var isDismissible: Bool {
        containedSubtree.allSatisfy(\.allowsDismissal)
    }

    /// The first view controller in the contained subtree that cannot be dismissed.
    package final var firstUndismissible: UIViewController? {
        containedSubtree.first { !$0.allowsDismissal }
    }

    // MARK: - Children (for container implementations)

    /// Replaces this view controller's children, enforcing the one-parent rule.
    ///
    /// Containers call this to change what they contain; custom containers use it in their
    /// ``ContainerViewController/replaceViewControllers(with:animated:)``. Each new child must
    /// already be a child of this view controller or be outside any hierarchy.
    /// - Throws: ``HierarchyError`` when a child has another parent, is presented, is a window's
    ///   root, is listed twice, or would contain this view controller.
    package final func replaceChildren(with newChildren: [UIViewController]) throws {
        try validateChildren(newChildren)
        for child in children where !newChildren.containsIdentical(child) {
            child.parent = nil
        }
        for child in newChildren { child.parent = self }
        children = newChildren
    }

    /// Adds `childController` as the last of this view controller's children, as UIKit's
    /// `addChild(_:)` for a custom container: it first calls the child's
    /// ``willMove(toParent:)`` with this view controller; the container calls the child's
    /// ``didMove(toParent:)`` when its view is in place, as in UIKit. A child already here stays
    /// where it is. When UIKit would raise (the child is in another hierarchy, or would contain
    /// this view controller), nothing changes and the exception is recorded in
    /// ``UIKitExceptions``. On a built-in container the child joins its `viewControllers`, as
    /// `children` is the same list there.
    public final func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        UIKitExceptions.perform("addChild(_:)", file: nil, line: nil) {
            try validateChildren(children + [childController])
            childController.willMove(toParent: self)
            if let tabs = self as? UITabBarController {
                try tabs.checkedSetViewControllers(children + [childController], animated: false)
            } else {
                try replaceChildren(with: children + [childController])
            }
        }
    }

    /// Removes this view controller from its parent, as UIKit's `removeFromParent()`: it then
    /// calls ``didMove(toParent:)`` with `nil`; the container calls ``willMove(toParent:)``
    /// with `nil` before, as in UIKit. Nothing happens when it has no parent.
    public final func removeFromParent() {
        guard let parent else { return }
        let remaining = parent.children.filter { $0 !== self }
        // Removing a child never breaks a containment rule.
        if let tabs = parent as? UITabBarController {
            try? tabs.checkedSetViewControllers(remaining, animated: false)
        } else {
            try? parent.replaceChildren(with: remaining)
        }
        didMove(toParent: nil)
    }

    /// Called before this view controller is added to or removed from a container (`nil`), as
    /// UIKit's `willMove(toParent:)`. Override it to hear about it; the default does nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after this view controller was added to or removed from a container (`nil`), as
    /// UIKit's `didMove(toParent:)`. Override it to hear about it; the default does nothing.
    open func didMove(toParent parent: UIViewController?) {}

    /// Records a change this container made in its window's ``PetriWindowInspection/transitions``, for custom
    /// containers (a side menu showing a section records `.makeVisible`). Outside a window it
    /// is only announced to whoever traces the code that made it (an entry reached by the app's
    /// own code).
    package final func recordTransition(_ kind: Transition.Kind, of subject: UIViewController?, animated: Bool) {
        noteTransition(kind, subject, animated: animated)
    }

    /// Records a change this container made: in its window's ``PetriWindowInspection/transitions`` and in
    /// the ``TransitionLog``, also when it is in no window.
    final func noteTransition(_ kind: Transition.Kind, _ subject: UIViewController?, animated: Bool) {
        TransitionLog.note(kind, subject, target: debugName, window: window, animated: animated)
    }

    /// Tells a delegate about a change this view controller made: when the transaction in
    /// progress commits (never, if it rolls back), also for a view controller built off-window
    /// during a navigation; at once otherwise.
    final func deliverToDelegate(_ notification: @escaping @MainActor () -> Void) {
        HierarchyTransaction.deliver(notification, in: window)
    }

    /// Checks that `newChildren` could become this view controller's children.
    final func validateChildren(_ newChildren: [UIViewController]) throws {
        // A few children are compared in place; a long list through a set.
        var seen = newChildren.count > 16 ? Set<ObjectIdentifier>(minimumCapacity: newChildren.count) : nil
        for (position, child) in newChildren.enumerated() {
            let isDuplicate =
                if seen != nil {
                    !seen!.insert(ObjectIdentifier(child)).inserted
                } else {
                    newChildren.containsIdentical(child, before: position)
                }
            guard !isDuplicate else {
                throw HierarchyError.duplicateChild(child: child.debugName, container: debugName)
            }
            // A child already here is none of this view controller's ancestors.
            if child.parent === self { continue }
            if child === self || isDescendant(of: child) {
                throw HierarchyError.containmentCycle(child: child.debugName, container: debugName)
            }
            try child.checkCanJoinHierarchy(joining: "be added to \(debugName)")
        }
    }

    /// Throws unless this view controller is free to be added somewhere: no parent, not
    /// presented, not a window's root.
    /// - Parameter joining: Where it was going, for the message (`be added to X`).
    ///   Worked out only for the error.
    final func checkCanJoinHierarchy(joining: @autoclosure () -> String) throws {
        if let parent {
            throw HierarchyError.alreadyHasParent(child: debugName, parent: parent.debugName, joining: joining())
        }
        if let presenting = presentingStorage {
            throw HierarchyError.alreadyPresented(
                viewController: debugName, presenter: presenting.debugName, joining: joining())
        }
        if hostingWindow != nil {
            throw HierarchyError.isWindowRoot(viewController: debugName, joining: joining())
        }
    }

    // MARK: - Modal presentation

    /// Presents `viewController` modally, as `UIViewController.present(_:animated:completion:)`.
    ///
    /// As in UIKit, a view controller inside a container presents from its ``rootContainer``.
    ///
    /// What UIKit ignores with a console warning is ignored, with the same warning in
    /// ``PetriWindowInspection/consoleMessages``: presenting from a view controller that already presents, or
    /// that is being dismissed (nothing is presented, `completion` is not called). What UIKit
    /// raises — presenting a view controller that is already presented or in another hierarchy
    /// ("Application tried to present modally a view controller … that is already being
    /// presented") — changes nothing and is recorded in ``UIKitExceptions``. Presenting from a
    /// view controller in no window is recorded the same way: UIKit only warns "whose view is not
    /// in the window hierarchy" and presents nothing.
    ///
    /// `open`, with UIKit's signature, so a subclass (a test double faking a presentation) can
    /// override it; the router's presentations call it too. Having UIKit's exact signature, it
    /// cannot take the caller's file and line: a trace names the app's function that called it,
    /// read from the call stack. (A `final` overload taking `file:line:` is never chosen: Swift
    /// prefers this method, which needs fewer defaulted arguments; marking this one
    /// `@_disfavoredOverload` makes the overload chosen, but then an app's override runs twice,
    /// as its `super` call lands in the overload, which must dispatch to overrides.)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        AppAction.perform {
            UIKitExceptions.perform("present(_:animated:completion:)", file: nil, line: nil) {
                try checkedPresent(viewControllerToPresent, animated: flag, completion: completion)
            }
        }
    }

    /// ``present(_:animated:completion:)``, throwing what UIKit raises.
    /// - Throws: ``HierarchyError/notInWindow(presenter:presented:)`` when this view controller
    ///   is not in a window, or an error when `viewController` is already in a hierarchy.
    package final func checkedPresent(
        _ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil
    ) throws {
        // Before iOS 13 the default style was full screen: the view controller reads it so from
        // then on, as it did on that system.
        let system = (window?.windowScene?.systemVersion ?? .current)
        let style = viewController.modalPresentationStyle.resolved(on: system)
        let presenter = presentingContext(for: style)
        guard let window = presenter.window else {
            throw HierarchyError.notInWindow(presenter: presenter.debugName, presented: viewController.debugName)
        }
        if presenter.dismissalInProgress {
            window.warn(
                "Attempt to present \(viewController.debugName) on \(presenter.debugName) which is being dismissed: UIKit ignores it"
            )
            return
        }
        if let presented = presenter.presentedStorage {
            window.warn(
                "Attempt to present \(viewController.debugName) on \(presenter.debugName) which is already presenting \(presented.debugName): UIKit ignores it"
            )
            return
        }
        if viewController === presenter || presenter.isDescendant(of: viewController) {
            throw HierarchyError.containmentCycle(child: viewController.debugName, container: presenter.debugName)
        }
        try viewController.checkCanJoinHierarchy(joining: "be presented by \(presenter.debugName)")
        viewController.modalPresentationStyle = style
        presenter.presentedStorage = viewController
        viewController.presentingStorage = presenter
        TransitionLog.note(.present, viewController, target: presenter.debugName, window: window, animated: animated)
        completion?()
    }

    /// Dismisses modally presented view controllers, as
    /// `UIViewController.dismiss(animated:completion:)`: if this view controller (or its root
    /// container) presents something, everything it presents is dismissed; otherwise, if it is
    /// presented, it is dismissed together with everything it presents. Otherwise nothing happens.
    ///
    /// A programmatic dismissal is not refused by ``isModalInPresentation`` or
    /// ``DismissalControlling`` (UIKit's `isModalInPresentation` only blocks the user's swipe); the router checks it before it
    /// dismisses anything.
    public final func dismiss(
        animated: Bool, completion: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line
    ) {
        AppAction.perform {
            TransitionLog.calling("dismiss(animated:completion:)", file: file, line: line) {
                dismissPresentations(animated: animated)
            }
            completion?()
        }
    }

    /// What ``dismiss(animated:completion:file:line:)`` does, for petri's own calls, which are
    /// not the app's.
    package final func dismissPresentations(animated: Bool) {
        if let presented = presentedInContext {
            dismissChain(startingAt: presented, animated: animated)
        } else if rootContainer.presentingStorage != nil {
            dismissChain(startingAt: rootContainer, animated: animated)
        }
    }

    /// The modal chain above this view controller, nearest first: what its presentation context
    /// (or its root container) presents, and what that presents in turn.
    package final var presentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        appendPresentedChain(to: &chain)
        return chain
    }

    /// This view controller followed by its ``presentedChain``, in one array (rather than one
    /// for the chain and another for the two together).
    package final var selfAndPresentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        // Room for a typical chain at once: the view controller and a presentation or two.
        chain.reserveCapacity(4)
        chain.append(self)
        appendPresentedChain(to: &chain)
        return chain
    }

    private final func appendPresentedChain(to chain: inout [UIViewController]) {
        var current = presentedInContext
        while let presented = current {
            chain.append(presented)
            current = presented.presentedStorage
        }
    }

    private final func dismissChain(startingAt first: UIViewController, animated: Bool) {
        guard let presenter = first.presentingStorage else { return }
        let chain = [first] + first.presentedChain
        let leaving = chain.flatMap(\.containedSubtree)
        let window = first.window
        for viewController in leaving { viewController.dismissalInProgress = true }
        for viewController in leaving.reversed() { viewController.viewWillDisappear(animated) }
        for link in chain {
            link.presentingStorage?.presentedStorage = nil
            link.presentingStorage = nil
        }
        for viewController in leaving { viewController.dismissalInProgress = false }
        TransitionLog.note(.dismiss, first, target: presenter.debugName, window: window, animated: animated)
    }
}

/// View controllers are equal when they are the same instance, as `NSObject`'s are in UIKit, so
/// UIKit code such as `navigationController.viewControllers.contains(from)` reads as written.
extension UIViewController: Hashable {
    nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
