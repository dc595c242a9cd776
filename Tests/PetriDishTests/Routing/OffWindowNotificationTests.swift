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

    struct Refuse: PetriContextTask {
        func perform(on viewController: Screen, with context: Int) throws {
            throw PetriRoutingError(.contextTaskFailed, reason: "refused after building")
        }
    }

    final class Screen: UIViewController {}

    func route(recorder: Recorder, failing: Bool) -> PetriDestinationStep<Screen, Int> {
        var screen = PetriStepAssembly(
            finder: PetriNilFinder<Screen, Int>(), factory: ClosureFactory { Screen(context: $0) })
        if failing { screen = screen.adding(Refuse()) }
        return
            screen
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>(configuration: { $0.delegate = recorder }))
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
    }

    @Test("a rolled-back navigation never told the new navigation controller's delegate")
    func rolledBack() async throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Root"))
        let recorder = Recorder()
        await #expect(throws: PetriRoutingError.self) {
            try await PetriRouter(window: window).navigate(to: route(recorder: recorder, failing: true), with: 1)
        }
        #expect(recorder.shown.isEmpty)
        #expect(window.modalChain.isEmpty)
    }

    @Test("a successful navigation tells the delegate once it is done")
    func committed() async throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Root"))
        let recorder = Recorder()
        try await PetriRouter(window: window).navigate(to: route(recorder: recorder, failing: false), with: 1)
        #expect(recorder.shown == ["Screen(1)"])
    }
}
