import Testing
import PetriDish
@testable import PetriRouting

/// A navigation controller built during a navigation tells its delegate only once the
/// navigation succeeded; a rolled-back navigation told nobody anything.
@MainActor
@Suite("Routing: notifications from view controllers built off-window")
struct OffWindowNotificationTests {
    final class Recorder: UINavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            popped: [UIViewController], animated: Bool
        ) {
            shown.append(viewController.debugName)
        }
    }

    struct Refuse: ContextTask {
        func perform(on viewController: Screen, with context: Int) throws {
            throw RoutingError(.contextTaskFailed, reason: "refused after building")
        }
    }

    final class Screen: UIViewController {}

    func route(recorder: Recorder, failing: Bool) -> DestinationStep<Screen, Int> {
        var screen = StepAssembly(finder: NilFinder<Screen, Int>(), factory: ClosureFactory { Screen(context: $0) })
        if failing { screen = screen.adding(Refuse()) }
        return
            screen
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep<Int>(configuration: { $0.delegate = recorder }))
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    @Test("a rolled-back navigation never told the new navigation controller's delegate")
    func rolledBack() async throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Root"))
        let recorder = Recorder()
        await #expect(throws: RoutingError.self) {
            try await Router(window: window).navigate(to: route(recorder: recorder, failing: true), with: 1)
        }
        #expect(recorder.shown.isEmpty)
        #expect(window.modalChain.isEmpty)
    }

    @Test("a successful navigation tells the delegate once it is done")
    func committed() async throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Root"))
        let recorder = Recorder()
        try await Router(window: window).navigate(to: route(recorder: recorder, failing: false), with: 1)
        #expect(recorder.shown == ["Screen(1)"])
    }
}
