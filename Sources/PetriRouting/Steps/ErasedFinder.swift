import PetriHierarchy
import PetriSupport

// The router works on type-erased entities: each typed factory, finder, action or task is
// wrapped once, when a step is assembled, into one of these boxes, which check the context and
// view-controller types at run time and name the entity in errors.

/// A class: a step is copied several times per navigation, and its entities then with one retain.
@MainActor
package final class ErasedFinder {
    let name: String
    /// A ``NilFinder``: it never finds, so the trace does not mention it.
    let isNil: Bool
    /// The declared type of what the finder finds.
    let viewControllerType: UIViewController.Type
    let find: @MainActor (UIWindow, Any) throws -> UIViewController?
    /// For a ``PetriNilFinder``, the context type it declares: given a context of exactly that
    /// type it finds nothing (``findsNothing(givenContextOfType:)``; most steps have one).
    let nilFinderContext: ObjectIdentifier?
    /// Every view controller a stack-iterating finder's search accepts, in search order; `nil`
    /// for another finder, which gives only its answer.
    let matches: @MainActor (UIWindow, Any) -> [UIViewController]?

    /// Wraps `finder`; `standIn` is the entity it stands for (a RouteComposer finder behind a
    /// petri one), which names it and decides whether it is nil or searches the stack.
    package init<F: PetriFinder>(_ finder: F, standingFor standIn: Any? = nil) {
        let entity = standIn ?? finder
        let name = TypeName.of(entity: entity)
        self.name = name
        viewControllerType = F.ViewController.self
        isNil = entity is any PetriNilEntity
        find = { window, context in
            try finder.findViewController(in: window, with: TypeName.cast(context, to: F.Context.self, for: name))
        }
        nilFinderContext =
            finder is PetriNilFinder<F.ViewController, F.Context> ? ObjectIdentifier(F.Context.self) : nil
        if let stacking = entity as? any PetriStackIteratingFinder {
            matches = { window, context in stacking.allMatches(in: window, anyContext: context) }
        } else {
            matches = { _, _ in nil }
        }
    }

    /// Whether the finder is a nil finder given a context of the type it declares (whose
    /// dynamic type is `contextType`): it finds nothing, so it need not be asked. Given another
    /// context it is asked, and its cast fails as it would.
    func findsNothing(givenContextOfType contextType: ObjectIdentifier) -> Bool {
        nilFinderContext == contextType
    }
}
