import PetriHierarchy
import PetriSupport

// The router works on type-erased entities: each typed factory, finder, action or task is
// wrapped once, when a step is assembled, into one of these boxes, which check the context and
// view-controller types at run time and name the entity in errors.

@MainActor
package struct ErasedContextTask {
    let name: String
    /// Turns the chain's context into the one this entity was declared for: identity when it
    /// is added, composed with every context adapter applied to its step afterwards.
    var adapt: @MainActor (Any) throws -> Any = { $0 }
    /// The view-controller type the task was declared for.
    let viewControllerTypeName: String
    /// Whether the task applies to a view controller (it is of the task's type).
    let appliesTo: @MainActor (UIViewController.Type) -> Bool
    let prepare: @MainActor (Any) throws -> Void
    let perform: @MainActor (UIViewController, Any) throws -> Void

    /// Wraps `task`; `standIn` is the entity it stands for, which names it.
    package init<T: PetriContextTask>(_ task: T, standingFor standIn: Any? = nil) {
        let name = TypeName.of(entity: standIn ?? task)
        self.name = name
        viewControllerTypeName = TypeName.of(T.ViewController.self)
        appliesTo = { $0 is T.ViewController.Type }
        prepare = { try task.prepare(with: TypeName.cast($0, to: T.Context.self, for: name)) }
        perform = { viewController, context in
            guard let typed = viewController as? T.ViewController else { return }
            try task.perform(on: typed, with: TypeName.cast(context, to: T.Context.self, for: name))
        }
    }
}
