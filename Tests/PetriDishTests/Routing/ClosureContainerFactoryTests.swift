import Testing
import PetriDish
@testable import PetriRouting

@MainActor
@Suite("Routing: closure container factory and custom transitions")
struct ClosureContainerFactoryTests {
    final class PaymentNavigationController: UINavigationController {}
    final class PaymentScreen: UIViewController {}

    @Test("a container subclass is built with its gathered children in one presentation")
    func subclassBuiltWithChildren() async throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Cart"))
        let route = PetriStepAssembly(
            finder: PetriNilFinder<PaymentScreen, Void>(), factory: ClosureFactory { PaymentScreen() }
        )
        .using(PetriNavigationControllerActions.push())
        .from(
            PetriStepAssembly(
                finder: PetriNilFinder<PaymentNavigationController, Void>(),
                factory: ClosureContainerFactory { (_: Void, children) in
                    let navigation = PaymentNavigationController()
                    navigation.setViewControllers(children, animated: false)
                    return navigation
                })
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
        try await PetriRouter(window: window).navigate(to: route, with: ())
        #expect(
            HierarchySnapshot(window).renderCompact()
                == "Window: UIViewController ⇒ PaymentNavigationController[PaymentScreen]")
        #expect(window.transitions.map(\.kind) == [.setRoot, .present])
    }

    @Test("a custom container records its own transitions in its window")
    func recordTransition() throws {
        let window = UIWindow()
        let container = UIViewController(title: "Menu")
        try window.setRootViewController(container)
        container.recordTransition(.makeVisible, of: container, animated: true)
        #expect(window.transitions.last?.description == #"makeVisible UIViewController in UIViewController (animated)"#)
        UIViewController().recordTransition(.makeVisible, of: nil, animated: false)
        #expect(window.transitions.count == 2)
    }
}
