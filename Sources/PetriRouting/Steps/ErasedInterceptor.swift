import PetriHierarchy
import PetriSupport

// The router works on type-erased entities: each typed factory, finder, action or task is
// wrapped once, when a step is assembled, into one of these boxes, which check the context and
// view-controller types at run time and name the entity in errors.

@MainActor
package struct ErasedInterceptor {
    let name: String
    /// Turns the chain's context into the one this entity was declared for: identity when it
    /// is added, composed with every context adapter applied to its step afterwards.
    var adapt: @MainActor (Any) throws -> Any = { $0 }
    let prepare: @MainActor (Any) throws -> Void
    let perform: @MainActor (Any, UIWindow) async throws -> Void
    let predict: @MainActor (Any) -> InterceptorPrediction

    /// Wraps `interceptor`; `standIn` is the entity it stands for, which names it.
    package init<I: PetriRoutingInterceptor>(_ interceptor: I, standingFor standIn: Any? = nil) {
        let name = TypeName.of(entity: standIn ?? interceptor)
        self.name = name
        prepare = { try interceptor.prepare(with: TypeName.cast($0, to: I.Context.self, for: name)) }
        predict = { context in
            guard let typed = context as? I.Context else { return .dependsOn("what \(name) decides when it runs") }
            return interceptor.predict(with: typed)
        }
        perform = { context, window in
            try await interceptor.perform(with: TypeName.cast(context, to: I.Context.self, for: name), in: window)
        }
    }
}
