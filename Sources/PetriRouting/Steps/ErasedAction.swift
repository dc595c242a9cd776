import PetriHierarchy
import PetriSupport

// The router works on type-erased entities: each typed factory, finder, action or task is
// wrapped once, when a step is assembled, into one of these boxes, which check the context and
// view-controller types at run time and name the entity in errors.

/// A class: a step is copied several times per navigation, and its entities then with one retain.
@MainActor
package final class ErasedAction {
    let name: String
    /// For a container action: whether it embeds into containers of the given type.
    let embedsInto: (@MainActor (Any.Type) -> Bool)?
    let perform: @MainActor (UIViewController, UIViewController, Bool) throws -> Void
    let embed: (@MainActor (UIViewController, inout [UIViewController]) throws -> Void)?
    /// For a container action: the container it acts on, given the view controller before it
    /// (that one or its nearest parent of the action's container type).
    let container: (@MainActor (UIViewController) -> UIViewController?)?
    /// Whether it places nothing (``NilAction``).
    let placesNothing: Bool

    /// Wraps `action`; `standIn` is the entity it stands for, which names it.
    package init<A: PetriAction>(_ action: A, standingFor standIn: Any? = nil, placesNothing: Bool = false) {
        let name = TypeName.of(entity: standIn ?? action)
        self.name = name
        self.placesNothing = placesNothing || action is NilAction
        embedsInto = nil
        embed = nil
        container = nil
        perform = { viewController, existing, animated in
            guard let typed = existing as? A.ViewController else {
                throw PetriRoutingError(
                    .typeMismatch, entity: name,
                    reason:
                        "acts on a \(TypeName.of(A.ViewController.self)), but the view controller before it is \(existing.debugName)"
                )
            }
            try action.perform(with: viewController, on: typed, animated: animated)
        }
    }

    /// Wraps the container action `action`; `standIn` is the entity it stands for, which names it.
    package init<A: PetriContainerAction>(container action: A, standingFor standIn: Any? = nil) {
        let name = TypeName.of(entity: standIn ?? action)
        self.name = name
        placesNothing = false
        embedsInto = { $0 is A.ViewController.Type }
        embed = { viewController, children in try action.perform(embedding: viewController, in: &children) }
        container = { existing in
            var candidate: UIViewController? = existing
            while let current = candidate, !(current is A.ViewController) { candidate = current.parent }
            return candidate
        }
        perform = { viewController, existing, animated in
            // As in RouteComposer, a container action finds the nearest container of its type
            // among the existing view controller and its parents.
            var candidate: UIViewController? = existing
            while let current = candidate, !(current is A.ViewController) { candidate = current.parent }
            guard let container = candidate as? A.ViewController else {
                throw PetriRoutingError(
                    .actionFailed, entity: name,
                    reason:
                        "needs a \(TypeName.of(A.ViewController.self)), but neither \(existing.debugName) nor its parents are one"
                )
            }
            try action.perform(with: viewController, on: container, animated: animated)
        }
    }
}
