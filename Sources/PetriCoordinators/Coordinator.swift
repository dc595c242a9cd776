public import PetriHierarchy
import PetriSupport

/// Something a router shows: a view controller, or a coordinator that owns one (the coordinator
/// pattern's `Presentable`).
@MainActor
public protocol Presentable: AnyObject {
    /// The view controller to show.
    func presented() -> UIViewController
}

extension UIViewController: Presentable {
    /// The view controller itself.
    public func presented() -> UIViewController { self }
}

/// Told when a child coordinator's flow has finished, so its parent removes it (the coordinator
/// pattern's `CoordinatorFlowListener`).
@MainActor
public protocol CoordinatorFlowListener: AnyObject {
    /// `coordinator`'s flow finished: it no longer shows anything.
    func onFlowFinished(coordinator: Coordinator)
}

/// A coordinator: it starts a flow of screens and keeps the child coordinators of the flows it
/// starts, as in the coordinator pattern. Use it by inheritance (override ``start()``), or keep
/// a ``CoordinatorDependencies`` by composition.
///
/// ```swift
/// final class ProductCoordinator: Coordinator {
///     let router: CoordinatorRouter
///     init(router: CoordinatorRouter) { self.router = router }
///     override func start() {
///         router.push(show(ProductViewController()), animated: true) { [weak self] in self?.finish() }
///     }
/// }
/// ```
///
/// Every coordinator and every view controller it ``show(_:)``s is known to the current
/// ``CoordinatorAudit``, which reports the ones still held after they left.
@MainActor
open class Coordinator {
    /// The coordinators of the flows this one started, in the order they were added.
    public private(set) var childCoordinators: [Coordinator] = []
    /// The coordinator that added this one (weak, as a parent owns its children).
    public private(set) weak var parentCoordinator: Coordinator?
    /// Told when this coordinator's flow finishes; when none is set, ``finish()`` detaches
    /// it from its parent.
    public weak var flowListener: (any CoordinatorFlowListener)?

    /// The view controllers this coordinator showed, weakly: they are the hierarchy's.
    private var shown: [WeakViewController] = []

    /// How many view controllers this coordinator showed, alive or not.
    var shownCount: Int { shown.count }

    /// Creates a coordinator; it registers with ``CoordinatorAudit/current``, if any.
    public init() {
        CoordinatorAudit.current?.track(self)
    }

    /// The coordinator's name in reports: its type.
    open var name: String { TypeName.of(type(of: self)) }

    /// Starts the flow. The default does nothing.
    open func start() {}

    /// Keeps `coordinator` as a child (once: adding it again changes nothing) and becomes its
    /// parent and, unless it has one, its flow listener.
    public func add(dependency coordinator: Coordinator) {
        guard coordinator !== self, !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        coordinator.parentCoordinator?.remove(dependency: coordinator)
        childCoordinators.append(coordinator)
        coordinator.parentCoordinator = self
    }

    /// Lets go of `coordinator`.
    public func remove(dependency coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
        if coordinator.parentCoordinator === self { coordinator.parentCoordinator = nil }
    }

    /// This flow finished: tells the flow listener (or, without one, detaches from the parent).
    public func finish() {
        if let flowListener {
            flowListener.onFlowFinished(coordinator: self)
        } else {
            parentCoordinator?.remove(dependency: self)
        }
    }

    /// Records `viewController` as shown by this coordinator (for the audit) and returns it.
    @discardableResult
    public func show<VC: UIViewController>(_ viewController: VC) -> VC {
        shown.append(WeakViewController(viewController))
        CoordinatorAudit.current?.track(viewController, shownBy: self)
        return viewController
    }

    /// The view controllers this coordinator showed that are still alive.
    public var shownViewControllers: [UIViewController] {
        shown.compactMap(\.viewController)
    }

    /// A child's flow finished: it is removed. Override to react (start the next flow).
    open func onFlowFinished(coordinator: Coordinator) {
        remove(dependency: coordinator)
    }

    /// This coordinator and its descendants, depth first.
    public var tree: [Coordinator] {
        [self] + childCoordinators.flatMap(\.tree)
    }

    /// `App › Main › Profile`: the names from the root coordinator to this one.
    public var path: String {
        var names = [name]
        var current = parentCoordinator
        while let coordinator = current {
            names.insert(coordinator.name, at: 0)
            current = coordinator.parentCoordinator
        }
        return names.joined(separator: " › ")
    }
}

extension Coordinator: CoordinatorFlowListener {}

/// The coordinator pattern's composition alternative to the base class: the children kept by an
/// object the coordinator owns.
@MainActor
public protocol CoordinatorDependencies: AnyObject {
    func add(dependency coordinator: Coordinator)
    func remove(dependency coordinator: Coordinator)
    /// The coordinators kept.
    var dependencies: [Coordinator] { get }
}

/// The default ``CoordinatorDependencies``: an array, without duplicates.
@MainActor
public final class DefaultCoordinatorDependencies: CoordinatorDependencies {
    public private(set) var dependencies: [Coordinator] = []

    /// Creates an empty set of dependencies.
    public init() {}

    public func add(dependency coordinator: Coordinator) {
        if !dependencies.contains(where: { $0 === coordinator }) { dependencies.append(coordinator) }
    }

    public func remove(dependency coordinator: Coordinator) {
        dependencies.removeAll { $0 === coordinator }
    }
}
