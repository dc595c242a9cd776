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
        if let stacking = entity as? any PetriStackIteratingFinder {
            matches = { window, context in stacking.allMatches(in: window, anyContext: context) }
        } else {
            matches = { _, _ in nil }
        }
    }
}
