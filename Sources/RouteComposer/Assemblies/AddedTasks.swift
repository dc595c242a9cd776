import PetriRouting

/// The interceptors, context tasks and post tasks added to a step before its action, wrapped
/// for petri's router in the order they were added.
@MainActor
struct AddedTasks {
    var interceptors: [ErasedInterceptor] = []
    var contextTasks: [ErasedContextTask] = []
    var postTasks: [ErasedPostTask] = []

    /// `step` with the tasks added.
    func applied<VC, C>(to step: PetriRouting.PetriStepAssembly<VC, C>) -> PetriRouting.PetriStepAssembly<VC, C> {
        var step = step
        for interceptor in interceptors { step = step.adding(erased: interceptor) }
        for task in contextTasks { step = step.adding(erased: task) }
        for task in postTasks { step = step.adding(erased: task) }
        return step
    }
}
