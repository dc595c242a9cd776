import Testing
import PetriDish
@testable import PetriRouting

/// A route that needs no context (`Void`) or takes any (`Any?`) starts a route of any context
/// without a closure adapter (issue 12, item 7), as RouteComposer's Example app writes its
/// configuration.
@MainActor
@Suite("Routing: context-free routes as origins")
struct ContextFreeOriginTests {
    @Test("7. A Void route starts an Int route directly")
    func voidRouteStartsAnyRoute() async throws {
        let (window, home) = try homeWindow()
        let modalNavigation: PetriDestinationStep<UINavigationController, Void> = PetriStepAssembly(
            finder: PetriClassFinder<UINavigationController, Void>(),
            factory: PetriNavigationControllerFactory<Void>()
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
        let product = PetriStepAssembly(
            finder: PetriClassWithContextFinder<ProductScreen, Int>(),
            factory: ClosureFactory { ProductScreen(productID: $0) }
        )
        .using(PetriNavigationControllerActions.push())
        .from(modalNavigation)
        .assemble()

        try await navigateComparingPlan(PetriRouter(window: window), to: product, with: 42)

        let navigation = try #require(home.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.debugName) == ["ProductScreen(42)"])
    }

    @Test("7. An Any? route is given the chain's context; adaptingContext() also works, as in RouteComposer")
    func anyRouteIsGivenTheContext() async throws {
        let (window, home) = try homeWindow()
        let contexts = EventLog()
        let current: PetriDestinationStep<UIViewController, Any?> = PetriGeneralStep.current()
        let recorded = PetriStepAssembly(
            finder: PetriNilFinder<ModalScreen, Any?>(),
            factory: ClosureFactory { (context: Any?) -> ModalScreen in
                contexts.record("\(context ?? "nil")")
                return ModalScreen()
            }
        )
        .using(PetriGeneralAction.presentModally())
        .from(current)
        .assemble()
        let review = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .using(PetriGeneralAction.presentModally())
        .from(recorded)
        .assemble()
        try await PetriRouter(window: window).navigate(to: review, with: 7)
        #expect(contexts.entries == ["7"])
        #expect(home.presentedViewController is ModalScreen)

        let adapted: PetriDestinationStep<ModalScreen, String> = recorded.adaptingContext()
        try await PetriRouter(window: window).navigate(to: adapted, with: "hello")
        #expect(contexts.entries == ["7", "hello"])
    }
}
