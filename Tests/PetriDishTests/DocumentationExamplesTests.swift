import Testing
import PetriDish

// The examples of the library's documentation comments, as they are written there, compiled
// and run. When an example changes, this file changes with it.

@MainActor
@Suite("Documentation examples")
struct DocumentationExamplesTests {
    fileprivate final class TermsViewController: UIViewController {
        init() { super.init(title: "Terms") }
    }

    fileprivate final class ProductViewController: UIViewController {
        init(productID: Int) { super.init(title: "Product", context: productID) }
    }

    /// An app's own interceptor, as the StepAssembly example assumes one.
    fileprivate struct LoginInterceptor<Context>: PetriRoutingInterceptor {
        let session: DishSession
        func perform(with context: Context, in window: UIWindow) async throws {
            if !session.isLoggedIn { throw PetriRoutingError(.interceptorRefused, reason: "log in first") }
        }
    }

    fileprivate enum SortOrder: String, CaseIterable, Decodable, ParameterChoices { case price, rating, newest }

    fileprivate struct ProductContext: Decodable { let productID: Int; let sort: SortOrder; let coupon: String? }

    @Test("Window")
    func window() throws {
        let window = UIWindow()
        try window.setRootViewController(UITabBarController())
        #expect(window.rootViewController is UITabBarController)
    }

    @Test("UIWindowScene")
    func windowScene() throws {
        let tabBarController = UITabBarController()
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()

        let lock = UIWindow(windowScene: scene)
        lock.windowLevel = .statusBar
        lock.rootViewController = PINViewController()
        lock.makeKeyAndVisible()
        #expect(scene.keyWindow === lock)
        #expect(scene.windowCovering(window) === lock)
        #expect(scene.windows.map(\.name) == ["Window", "Window 2"])
    }

    @Test("Variant(app:), AppReach, register(reach:) and NotificationPattern")
    func appReach() throws {
        let catalog = ScreenCatalog(name: "Messenger")
        catalog.addVariant(
            Variant("tabs", summary: "a tab bar") { window in
                window.rootViewController = UITabBarController()
            })
        catalog.addVariant(
            Variant("iphone", summary: "tabs") { scene in
                MessengerApp(scene: scene)  // its window, made key and visible, and its coordinators
            })
        try catalog.register(
            "messenger.chat", title: "Chat", group: "Messenger", screen: ChatViewController.self,
            reach: { (app: MessengerApp, context: ChatContext) in try app.showChat(context.chatID) })
        try catalog.register(
            "messenger.chat.list", title: "Chat", group: "Messenger/Chats", screen: ChatViewController.self,
            reach: { (app: MessengerApp, context: ChatContext) in app.chats.showChat(context.chatID) },
            examples: [ScreenExample("ada", ["chatID": "7"])])
        let pattern: NotificationPattern = ["type": "chat.message", "chatID": "{chatID}"]
        let entry = try catalog.entry("messenger.chat")
        #expect(entry.reach?.appType == "MessengerApp")
        #expect(pattern.parameterNames == ["chatID"])
    }

    @Test("ScreenCheck and register(screen:where:reach:)")
    func screenCheck() throws {
        let catalog = ScreenCatalog(name: "Messenger")
        catalog.addVariant(Variant("iphone", summary: "tabs") { scene in MessengerApp(scene: scene) })
        try catalog.register(
            "contacts.as-left", title: "Contacts, as left", group: "Contacts",
            screen: PeopleNavigationController.self,
            where: ScreenCheck("a contact's card is on top") { stack in
                stack.topViewController is PersonCardViewController
            },
            reach: { (app: MessengerApp) in app.showContacts() })
        try catalog.register(
            "chat", title: "Chat", group: "Chats",
            screen: ConversationViewController.self,
            where: ScreenCheck("it shows the chat asked for") { chat, context in chat.chatID == context.chatID },
            reach: { (app: MessengerApp, context: ChatContext) in try app.showChat(context.chatID) })
        #expect(try catalog.entry("chat").reach?.screenCheck == "it shows the chat asked for")
        #expect(
            try catalog.entry("contacts.as-left").reach?.screenDescription
                == "PeopleNavigationController where a contact's card is on top")
    }

    @Test("PetriStepAssembly and PetriRouter")
    func stepAssembly() async throws {
        let session = DishSession(variant: "tabs")
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Home"))
        let product = PetriStepAssembly(
            finder: PetriClassWithContextFinder<ProductViewController, Int>(),
            factory: ClosureFactory { ProductViewController(productID: $0) }
        )
        .adding(LoginInterceptor<Int>(session: session))  // an interceptor of the app's
        .using(PetriNavigationControllerActions.push())
        .from(PetriNavigationControllerStep())
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
        let router = PetriRouter(window: window)
        await #expect(throws: PetriRoutingError.self) { try await router.navigate(to: product, with: 42) }
        try session.logIn(as: "demo")
        try await router.navigate(to: product, with: 42)
        #expect(window.visibleViewControllers.last?.debugName == "ProductViewController(42)")
    }

    @Test("ScreenCatalog and Dish")
    func catalogAndDish() async throws {
        let catalog = ScreenCatalog(name: "Shop")
        catalog.addVariant(
            Variant("tabs", summary: "a tab bar") { window in
                try window.setRootViewController(UITabBarController())
            })
        let terms = PetriStepAssembly(
            finder: PetriClassFinder<TermsViewController, Void>(),
            factory: ClosureFactory { TermsViewController() }
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
        try catalog.register(
            ScreenEntry(
                id: "shop.terms", title: "Terms", group: "Legal",
                summary: "terms of service", context: .empty, destination: terms,
                examples: [ScreenExample("default")],
                location: CodeLocation(file: #fileID, line: #line)))

        let dish = try Dish(catalog: catalog)
        let values = try dish.entry("shop.terms").values(parsing: [])
        let navigation = try await dish.open("shop.terms", values: values)
        #expect(navigation.trace.decisions.count > 0)
        #expect(dish.window.modalChain.map(\.typeName) == ["TermsViewController"])
    }

    @Test("ContextSchema, ParameterDetails, ContextValues, ParameterChoices")
    func parameters() throws {
        let schema = ContextSchema(
            decoding: ProductContext.self,
            details: [
                "productID": .init(help: "The product to show", example: 42),
                "sort": .init(default: "price"),
            ])
        let parameters = schema.parameters
        let values = try ContextValues(parsing: ["productID=42", "sort=rating"], for: parameters)
        #expect(values.int("productID") == 42)
        let sort: SortOrder = try values.get("sort")
        #expect(sort == .rating)
        #expect(values.description == "productID=42 sort=rating")
        let context = try schema.context(parsing: ["productID=42"])
        #expect(context.sort == .price)
        #expect(ContextParameter("sort", SortOrder.self, default: .price).defaultValue?.description == "price")
    }

    @Test("HierarchyWireframe and HierarchySnapshot.renderSVG")
    func wireframe() throws {
        let window = UIWindow()
        try window.setRootViewController(
            UINavigationController(rootViewController: ProductViewController(productID: 42)))

        let picture = HierarchyWireframe(HierarchySnapshot(window))
        let svg = picture.renderSVG()  // <svg xmlns="http://www.w3.org/2000/svg" … </svg>
        print(picture.width, picture.height)  // 454.0 928.0
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg""#) && svg.hasSuffix("</svg>\n"))
        #expect((picture.width, picture.height) == (454, 928))

        let scene = UIWindowScene()
        let main = UIWindow(windowScene: scene)
        main.rootViewController = UITabBarController()
        main.makeKeyAndVisible()
        let all = HierarchySnapshot(scene).renderSVG()  // every shown window, frontmost first
        #expect(all.contains(#"<text class="caption""#))
    }

    @Test("HierarchySnapshot, HierarchyDiff and HierarchyTextStyle")
    func rendering() throws {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: UIViewController(title: "Home"))
        try window.setRootViewController(navigation)
        let product = ProductViewController(productID: 42)

        let before = HierarchySnapshot(window)
        navigation.pushViewController(product, animated: true)
        let after = HierarchySnapshot(window)
        #expect(
            HierarchyDiff(from: before, to: after).render()
                == "+ ProductViewController \"Product\" (42) pushed onto UINavigationController")

        var style = HierarchyTextStyle.unicode
        style.decorate = { role, text in
            switch role {
            case .typeName: "\u{1B}[1m\(text)\u{1B}[0m"
            case .branch, .annotation, .hiddenMarker: "\u{1B}[2m\(text)\u{1B}[0m"
            default: text
            }
        }
        #expect(after.renderTree(style: style).contains("\u{1B}[1mProductViewController\u{1B}[0m"))
    }

    @Test("ClosureFactory and ClosureContainerFactory")
    func closureFactories() throws {
        let factory = ClosureFactory { (productID: Int) in ProductViewController(productID: productID) }
        #expect(try factory.build(with: 7).debugName == "ProductViewController(7)")
        let container = ClosureContainerFactory { (_: Void, children) in
            let navigation = UINavigationController()
            navigation.setViewControllers(children, animated: false)
            return navigation
        }
        #expect(try container.build(with: (), integrating: [UIViewController()]).viewControllers.count == 1)
    }

    @Test("PathNavigationStack")
    func pathNavigationStack() throws {
        enum Route: Hashable { case home, product(id: String) }
        let stack = try PathNavigationStack<Route>(root: UIViewController(title: "Login")) { route in
            UIViewController(title: "\(route)", context: route)
        }
        try stack.navigate(to: .home)
        try stack.navigate(to: .product(id: "42"))
        try stack.pop()
        #expect(stack.path == [.home])
    }

    @Test("CoordinatorAudit")
    func coordinatorAudit() throws {
        let window = UIWindow()
        let audit = CoordinatorAudit()
        let app = CoordinatorAudit.$current.withValue(audit) { Coordinator() }
        try window.setRootViewController(
            CoordinatorAudit.$current.withValue(audit) { app.show(UIViewController(title: "Home")) })
        audit.record("start", root: app, window: window)
        #expect(audit.leaks(root: app, window: window).isEmpty)
    }

    /// The `Coordinator` example's coordinator, as written there.
    fileprivate final class ProductCoordinator: Coordinator {
        let router: CoordinatorRouter
        init(router: CoordinatorRouter) { self.router = router }
        override func startFlow() {
            try? router.push(show(ProductViewController(productID: 42)), animated: true)
        }
        func reviewSent() { finish() }  // the flow's own end: completed
    }

    fileprivate final class Listener: Coordinator {
        var heard: [FlowFinishReason] = []
        override func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
            heard.append(reason)
            super.onFlowFinished(coordinator: coordinator, reason: reason)
        }
    }

    /// Home in a navigation controller in a window, and the app's coordinator, for the
    /// coordinator examples.
    private func home() throws -> (UIWindow, UINavigationController, Listener) {
        let navigation = UINavigationController(rootViewController: UIViewController(title: "Home"))
        let window = UIWindow()
        try window.petri.setRootViewController(navigation)
        return (window, navigation, Listener())
    }

    @Test("Coordinator: a pushed flow ends without a completion, by the back button or its own finish()")
    func coordinator() throws {
        let (window, navigation, app) = try home()
        defer { withExtendedLifetime(window) {} }
        let byBack = ProductCoordinator(router: CoordinatorRouter(navigationController: navigation))
        app.add(dependency: byBack)
        byBack.start()
        try navigation.goBack(animated: true)
        let bySending = ProductCoordinator(router: CoordinatorRouter(navigationController: navigation))
        app.add(dependency: bySending)
        bySending.start()
        bySending.reviewSent()
        #expect(app.heard == [.popped, .completed])
    }

    /// The `FlowExpectation` example's coordinator.
    fileprivate final class ReviewsCoordinator: Coordinator {
        init(window: UIWindow) {}
    }

    @Test("FlowStep, FlowEntry.Walk and FlowExpectation")
    func flowWalksAndExpectation() throws {
        let catalog = ScreenCatalog(name: "Shop")
        // FlowStep
        let tour = FlowEntry.Walk(
            "log in, product, swipe back",
            [.send("login"), .send("product", argument: "42"), .swipeBack(finishing: true)])
        // FlowEntry.Walk
        let registration = FlowEntry.Walk("register, back, log in", [.send("showRegistration"), .back, .send("login")])
        #expect(
            (tour.steps + registration.steps).map(\.description)
                == ["send login", "send product 42", "back --swipe", "send showRegistration", "back", "send login"])
        // FlowExpectation
        let clinging = FlowEntry(
            id: "flow.reviews.clinging", title: "Reviews (leaky)", group: "Flows",
            summary: "a review that holds its parent",
            walks: [FlowEntry.Walk("open and done", [.send("open"), .send("done")])],
            location: CodeLocation(file: #fileID, line: #line)
        ) { window, _ in ReviewsCoordinator(window: window) }
        try catalog.register(
            flow: clinging.expecting(.leaks(because: "the review's coordinator holds its parent strongly")))
        #expect(
            try catalog.flow("flow.reviews.clinging").expectation
                == .leaks(because: "the review's coordinator holds its parent strongly"))
    }

    @Test("AppAction")
    func appAction() throws {
        let (window, navigation, app) = try home()
        defer { withExtendedLifetime(window) {} }
        let checkout = ProductCoordinator(router: CoordinatorRouter(navigationController: navigation))
        app.add(dependency: checkout)
        checkout.start()
        AppAction.perform {
            navigation.popToRootViewController(animated: true)
            checkout.finish()
        }
        #expect(app.heard == [.completed])
    }

    @Test("SyntheticCatalog")
    func syntheticCatalog() throws {
        let catalog = try SyntheticCatalog.make(screens: 1_000, seed: 7)
        #expect(catalog.entries.count == 1_000)
    }

    /// ``Navigating``'s example.
    final class CountingRouter: Navigating {
        let base: any Navigating
        private(set) var count = 0
        init(_ base: any Navigating) { self.base = base }

        func navigate<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context, animated: Bool)
            async throws -> RoutingTrace
        {
            count += 1
            return try await base.navigate(to: step, with: context, animated: animated)
        }
        func plan<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context) throws -> RoutingPlan
        {
            try base.plan(to: step, with: context)
        }
    }

    @Test("Navigating, ScreenCatalog.register and DescribedContext")
    func decoratorAndRegistration() async throws {
        let catalog = ScreenCatalog(name: "Shop")
        catalog.addVariant(
            Variant("plain", summary: "") { try $0.setRootViewController(UIViewController(title: "Home")) })
        var counter: CountingRouter?
        catalog.decorateRouter = { base in
            let router = CountingRouter(base)
            counter = router
            return router
        }
        try catalog.register(
            "shop.cart", title: "Cart", group: "Shop/Cart",
            route: PetriStepAssembly(
                finder: PetriNilFinder<UIViewController, Void>(),
                factory: ClosureFactory { UIViewController(title: "Cart") }
            )
            .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble())
        let dish = try Dish(catalog: catalog)
        _ = try await dish.go("shop.cart", values: ContextValues())
        #expect(counter?.count == 1)
    }

    @Test("PetriStepAssembly(finder:build:) with a multi-statement closure")
    func inlineBuild() async throws {
        let step = PetriStepAssembly(finder: PetriClassWithContextFinder<ProductViewController, Int>()) { productID in
            let screen = ProductViewController(productID: productID)
            screen.title = "Product \(productID)"
            return screen
        }
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Home"))
        try await PetriRouter(window: window).navigate(
            to: step.using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble(), with: 5)
        #expect(window.topmostViewController?.title == "Product 5")
    }
}
