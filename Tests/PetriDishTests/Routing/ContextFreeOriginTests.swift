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
        let modalNavigation: DestinationStep<UINavigationController, Void> = StepAssembly(
            finder: ClassFinder<UINavigationController, Void>(),
            factory: NavigationControllerFactory<Void>()
        )
        .using(GeneralAction.presentModally())
        .from(GeneralStep.current())
        .assemble()
        let product = StepAssembly(
            finder: ClassWithContextFinder<ProductScreen, Int>(),
            factory: ClosureFactory { ProductScreen(productID: $0) }
        )
        .using(NavigationControllerActions.push())
        .from(modalNavigation)
        .assemble()

        try await navigateComparingPlan(Router(window: window), to: product, with: 42)

        let navigation = try #require(home.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.debugName) == ["ProductScreen(42)"])
    }

    @Test("7. An Any? route is given the chain's context; adaptingContext() also works, as in RouteComposer")
    func anyRouteIsGivenTheContext() async throws {
        let (window, home) = try homeWindow()
        let contexts = EventLog()
        let current: DestinationStep<UIViewController, Any?> = GeneralStep.current()
        let recorded = StepAssembly(
            finder: NilFinder<ModalScreen, Any?>(),
            factory: ClosureFactory { (context: Any?) -> ModalScreen in
                contexts.record("\(context ?? "nil")")
                return ModalScreen()
            }
        )
        .using(GeneralAction.presentModally())
        .from(current)
        .assemble()
        let review = StepAssembly(
            finder: NilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .using(GeneralAction.presentModally())
        .from(recorded)
        .assemble()
        try await Router(window: window).navigate(to: review, with: 7)
        #expect(contexts.entries == ["7"])
        #expect(home.presentedViewController is ModalScreen)

        let adapted: DestinationStep<ModalScreen, String> = recorded.adaptingContext()
        try await Router(window: window).navigate(to: adapted, with: "hello")
        #expect(contexts.entries == ["7", "hello"])
    }
}
