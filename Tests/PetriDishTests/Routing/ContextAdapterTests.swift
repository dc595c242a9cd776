import Testing
import PetriDish
@testable import PetriRouting

/// A deep link's context: which category and which product.
struct ProductLink: Equatable, CustomStringConvertible {
    let category: String
    let productID: Int

    var description: String { "\(category)/\(productID)" }
}

/// Context adaptation between steps: each step declares the context it needs, and the chain
/// turns the navigation's context into it.
@MainActor
@Suite("Routing: context adapters")
struct ContextAdapterTests {
    /// A category screen for a category name, reused when it shows that category.
    private func categoryStep() -> PetriStepAssembly<CategoryScreen, String> {
        PetriStepAssembly(
            finder: PetriClassWithContextFinder<CategoryScreen, String>(),
            factory: ClosureFactory { CategoryScreen(context: $0) })
    }

    /// `Home ⇒ Category(name) ⇒ Nav[Product(id)]` for a `ProductLink`.
    private func linkRoute(log: EventLog) -> PetriDestinationStep<ProductScreen, ProductLink> {
        productStep()
            .adding(RecordingContextTask<ProductScreen, Int>(label: "product", log: log))
            .adaptingContext { (link: ProductLink) in link.productID }
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<ProductLink>())
            .using(PetriGeneralAction.presentModally())
            .from(
                categoryStep()
                    .adding(RecordingContextTask<CategoryScreen, String>(label: "category", log: log))
                    .adaptingContext { (link: ProductLink) in link.category }
            )
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
    }

    @Test("Each step receives its own context, and so do its tasks")
    func stepsReceiveAdaptedContexts() async throws {
        let log = EventLog()
        let (window, home) = try homeWindow()

        try await navigateComparingPlan(
            PetriRouter(window: window), to: linkRoute(log: log), with: ProductLink(category: "shoes", productID: 42))

        let category = try #require(home.presentedViewController as? CategoryScreen)
        #expect(category.context as? String == "shoes")
        let navigation = try #require(category.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.debugName) == ["ProductScreen(42)"])
        #expect(
            log.entries.filter { $0.contains("perform") } == [
                #"category.perform(CategoryScreen("shoes"), shoes)"#,
                "product.perform(ProductScreen(42), 42)",
            ])
    }

    @Test("A found step is matched with its adapted context")
    func findingUsesTheAdaptedContext() async throws {
        let log = EventLog()
        let (window, home) = try homeWindow()
        let shoes = CategoryScreen(context: "shoes")
        home.present(shoes, animated: false)
        let router = PetriRouter(window: window)

        let trace = try await navigateComparingPlan(
            router, to: linkRoute(log: log), with: ProductLink(category: "shoes", productID: 7))

        #expect(home.presentedViewController === shoes, "the category screen showing shoes was reused")
        #expect(
            trace.decisions.contains(
                .found(
                    step: "step 3/4 (CategoryScreen)", finder: "PetriClassWithContextFinder<CategoryScreen, String>",
                    viewController: #"CategoryScreen("shoes")"#)))
        let navigation = try #require(shoes.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.debugName) == ["ProductScreen(7)"])
    }

    @Test("A whole route is reused for another context type")
    func adaptingAWholeRoute() async throws {
        let (window, home) = try homeWindow()
        let productRoute: PetriDestinationStep<ProductScreen, Int> = productStep()
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
        let linkRoute: PetriDestinationStep<ProductScreen, ProductLink> = productRoute.adaptingContext { $0.productID }

        try await navigateComparingPlan(
            PetriRouter(window: window), to: linkRoute, with: ProductLink(category: "hats", productID: 5))

        #expect(home.presentedViewController?.debugName == "ProductScreen(5)")
        #expect(linkRoute.stepCount == productRoute.stepCount)
    }

    @Test("An adapter that cannot convert the context fails the navigation before anything changes")
    func failingAdapter() async throws {
        let (window, home) = try homeWindow()
        home.present(ModalScreen(), animated: false)
        let route = productStep()
            .adaptingContext { (text: String) -> Int in
                guard let id = Int(text) else { throw TestFailure("\(text.debugDescription) is not a product id") }
                return id
            }
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.root())
            .assemble()
        let router = PetriRouter(window: window)

        let error = await navigateExpectingFailure(router, to: route, with: "forty-two", plan: .failsTheSame)

        #expect(error?.kind == .stepFailed)
        #expect(error?.description == #""forty-two" is not a product id — context adapter at step 1/2 (ProductScreen)"#)

        try await navigateComparingPlan(router, to: route, with: "42")
        #expect(home.presentedViewController?.debugName == "ProductScreen(42)")
    }

    @Test("A switch passes its adapted context to the case it chooses")
    func switchCasesReceiveTheAdaptedContext() async throws {
        let (window, home) = try homeWindow()
        let byID = PetriSwitchAssembly<ProductScreen, Int>()
            .addCase(
                named: "small", when: { $0 < 10 },
                from: productStep().using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current())
                    .assemble()
            )
            .assemble()
        let route = byID.adaptingContext { (link: ProductLink) in link.productID }

        let trace = try await navigateComparingPlan(
            PetriRouter(window: window), to: route, with: ProductLink(category: "hats", productID: 3))

        #expect(home.presentedViewController?.debugName == "ProductScreen(3)")
        #expect(trace.decisions.first == .switched(step: "step 1/1 (ProductScreen)", choice: "small"))
    }
}
