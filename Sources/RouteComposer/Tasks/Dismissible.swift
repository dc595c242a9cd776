/// A view controller that its own code dismisses through a closure the route gave it
/// (RouteComposer's `Dismissible`): the closure knows how it was shown (popped, dismissed).
@MainActor
public protocol Dismissible: UIViewController {
    /// The context the dismissal takes.
    associatedtype DismissalTargetContext

    /// How to dismiss this view controller, set by a ``DismissalMethodProvidingContextTask``.
    var dismissalBlock:
        (
            (
                _ viewController: Self, _ context: DismissalTargetContext, _ animated: Bool,
                _ completion: ((_ result: RoutingResult) -> Void)?
            ) -> Void
        )?
    { get set }
}

extension Dismissible {
    /// Dismisses with the block the route gave; without one, tells `completion` it failed.
    public func dismissViewController(
        with context: DismissalTargetContext, animated: Bool, completion: ((_ result: RoutingResult) -> Void)? = nil
    ) {
        guard let dismissalBlock else {
            completion?(
                .failure(
                    RoutingError.compositionFailed(
                        .init(
                            "\(type(of: self)) has no dismissalBlock: its route should add a DismissalMethodProvidingContextTask"
                        ))))
            return
        }
        dismissalBlock(self, context, animated, completion)
    }
}

extension Dismissible where DismissalTargetContext == Any? {
    /// Dismisses without a context.
    public func dismissViewController(animated: Bool, completion: ((_ result: RoutingResult) -> Void)? = nil) {
        dismissViewController(with: nil, animated: animated, completion: completion)
    }
}

extension Dismissible where DismissalTargetContext == Void {
    /// Dismisses without a context.
    public func dismissViewController(animated: Bool, completion: ((_ result: RoutingResult) -> Void)? = nil) {
        dismissViewController(with: (), animated: animated, completion: completion)
    }
}

/// A ``Dismissible`` whose `dismissalBlock` is stored for it, so the view controller declares
/// nothing (RouteComposer's `DismissibleWithRuntimeStorage`, which uses Objective-C associated
/// objects; the dish keeps the block beside the view controller while it lives).
@MainActor
public protocol DismissibleWithRuntimeStorage: Dismissible {}

extension DismissibleWithRuntimeStorage {
    /// The stored dismissal block.
    public var dismissalBlock:
        (
            (
                _ viewController: Self, _ context: DismissalTargetContext, _ animated: Bool,
                _ completion: ((_ result: RoutingResult) -> Void)?
            ) -> Void
        )?
    {
        get {
            DismissalBlocks.block(of: self) as? (Self, DismissalTargetContext, Bool, ((RoutingResult) -> Void)?) -> Void
        }
        set { DismissalBlocks.set(newValue, of: self) }
    }
}

/// The dismissal blocks of live view controllers, each dropped once its view controller is gone.
@MainActor
enum DismissalBlocks {
    private final class Entry {
        weak var owner: UIViewController?
        let block: Any
        init(owner: UIViewController, block: Any) {
            self.owner = owner
            self.block = block
        }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func block(of viewController: UIViewController) -> Any? {
        guard let entry = entries[ObjectIdentifier(viewController)], entry.owner === viewController else { return nil }
        return entry.block
    }

    static func set(_ block: Any?, of viewController: UIViewController) {
        entries = entries.filter { $0.value.owner != nil }
        entries[ObjectIdentifier(viewController)] = block.map { Entry(owner: viewController, block: $0) }
    }
}

/// Gives a ``Dismissible`` view controller of the route how to dismiss it (RouteComposer's
/// `DismissalMethodProvidingContextTask`).
@MainActor
public struct DismissalMethodProvidingContextTask<VC: Dismissible, C>: ContextTask {
    public typealias ViewController = VC
    public typealias Context = C

    let dismissalBlock:
        (
            _ viewController: VC, _ context: VC.DismissalTargetContext, _ animated: Bool,
            _ completion: ((_ result: RoutingResult) -> Void)?
        ) -> Void

    /// A task setting `dismissalBlock` on the view controller.
    public init(
        dismissalBlock:
            @escaping (
                _ viewController: VC, _ context: VC.DismissalTargetContext, _ animated: Bool,
                _ completion: ((_ result: RoutingResult) -> Void)?
            ) -> Void
    ) {
        self.dismissalBlock = dismissalBlock
    }

    /// Sets the dismissal block on `viewController`.
    public func perform(on viewController: VC, with context: C) throws {
        viewController.dismissalBlock = dismissalBlock
    }
}
