import PetriHierarchy
import PetriSupport

// The router works on type-erased entities: each typed factory, finder, action or task is
// wrapped once, when a step is assembled, into one of these boxes, which check the context and
// view-controller types at run time and name the entity in errors.

/// A class: a step is copied several times per navigation, and its entities then with one retain.
@MainActor
package final class ErasedFactory {
    let name: String
    /// The declared type of what the factory builds.
    let viewControllerType: UIViewController.Type
    /// Whether this factory builds a container that takes the children the router gathers.
    let isContainer: Bool
    /// Whether it "builds" by finding in the window (``FinderFactory``): what it returns is
    /// already placed, so the router brings it into view in its containers.
    let findsInWindow: Bool
    let prepare: @MainActor (Any, UIWindow) throws -> Void
    /// For a factory whose `prepare(with:)` checks nothing but the context's type
    /// (``ChecklessPreparation``), the context type it declares: given a context of exactly
    /// that type there is nothing to ask it; given another, it is asked, and its cast fails as
    /// it would.
    let checklessContext: ObjectIdentifier?
    let build: @MainActor (Any, [UIViewController], UIWindow) throws -> UIViewController

    /// Wraps `factory`; `standIn` is the entity it stands for, which names it.
    package init<F: PetriFactory>(_ factory: F, standingFor standIn: Any? = nil) {
        let name = TypeName.of(entity: standIn ?? factory)
        self.name = name
        viewControllerType = F.ViewController.self
        isContainer = false
        findsInWindow = factory is any WindowScopedFactory
        checklessContext = Self.checklessContext(of: factory, declaring: F.Context.self)
        if let scoped = factory as? any WindowScopedFactory {
            prepare = { context, window in try scoped.prepare(with: context, in: window) }
            build = { context, _, window in try scoped.build(with: context, in: window) }
        } else {
            prepare = { context, _ in try factory.prepare(with: TypeName.cast(context, to: F.Context.self, for: name)) }
            build = { context, _, _ in try factory.build(with: TypeName.cast(context, to: F.Context.self, for: name)) }
        }
    }

    /// Wraps the container factory `factory`; `standIn` is the entity it stands for, which names it.
    package init<F: PetriContainerFactory>(container factory: F, standingFor standIn: Any? = nil) {
        let name = TypeName.of(entity: standIn ?? factory)
        self.name = name
        viewControllerType = F.ViewController.self
        isContainer = true
        findsInWindow = false
        checklessContext = Self.checklessContext(of: factory, declaring: F.Context.self)
        prepare = { context, _ in try factory.prepare(with: TypeName.cast(context, to: F.Context.self, for: name)) }
        build = { context, children, _ in
            try factory.build(with: TypeName.cast(context, to: F.Context.self, for: name), integrating: children)
        }
    }
}

extension ErasedFactory {
    private static func checklessContext(of factory: Any, declaring context: Any.Type) -> ObjectIdentifier? {
        (factory as? any ChecklessPreparation)?.checksNothing == true ? ObjectIdentifier(context) : nil
    }
}

/// A factory whose `prepare(with:)` checks nothing: the protocols' default, or a
/// ``ClosureFactory`` made without `prepare:`. The router does not call it (most steps' factory
/// is one), which changes nothing.
@MainActor
protocol ChecklessPreparation {
    /// Whether `prepare(with:)` does nothing.
    var checksNothing: Bool { get }
}

/// A factory that needs the window being navigated (it finds rather than builds).
@MainActor
protocol WindowScopedFactory {
    func prepare(with context: Any, in window: UIWindow) throws
    func build(with context: Any, in window: UIWindow) throws -> UIViewController
}
