import Testing
import PetriDish
@testable import PetriRouting

/// Tasks receive the context they were declared for, whether they were added before or after a
/// context adapter on their step.
@MainActor
@Suite("Routing: tasks around context adapters")
struct AdaptedTaskContextTests {
    final class Screen: UIViewController {}

    final class Log {
        var entries: [String] = []
    }

    struct Record<Context>: PetriContextTask {
        let label: String
        let log: Log
        func perform(on viewController: Screen, with context: Context) throws {
            log.entries.append("\(label): \(context)")
        }
    }

    struct Order { let id: Int }

    @Test("a task added before adapting gets the step's context; one added after gets the chain's")
    func tasksGetTheirDeclaredContext() async throws {
        let window = UIWindow()
        try window.setRootViewController(UINavigationController())
        let log = Log()
        let screen = PetriStepAssembly(
            finder: PetriNilFinder<Screen, Int>(), factory: ClosureFactory { Screen(context: $0) }
        )
        .adding(Record<Int>(label: "inner", log: log))
        .adaptingContext { (order: Order) in order.id }
        .adding(Record<Order>(label: "outer", log: log))
        .using(PetriNavigationControllerActions.push())
        .from(PetriGeneralStep.custom(using: PetriClassFinder<UINavigationController, Order>()))
        .assemble()
        let router = PetriRouter(window: window)
        let plan = try router.plan(to: screen, with: Order(id: 7))
        let trace = try await router.navigate(to: screen, with: Order(id: 7))
        #expect(log.entries == ["inner: 7", "outer: Order(id: 7)"])
        #expect(plan.decisions == trace.decisions)
        #expect(window.visibleViewControllers.last?.debugName == "Screen(7)")
    }
}
