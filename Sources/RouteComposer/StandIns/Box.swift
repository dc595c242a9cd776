/// Holds an entity whose `prepare` is `mutating`, so petri's non-mutating protocols can prepare
/// it in place: the box is the step's, as RouteComposer's router keeps its copy for the step.
@MainActor
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
