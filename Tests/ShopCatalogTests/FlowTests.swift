import PetriDish
import Testing
@testable import ShopCatalog

/// The demo's coordinator flows (issue 9): the good ones stay clean whatever the user does,
/// the bad examples are caught by the audit.
@MainActor
@Suite("Coordinator flows of the demo catalog")
struct FlowTests {
    private func dish() throws -> Dish {
        try Dish(catalog: try ShopCatalog.make())
    }

    @Test("Every walk of every good flow leaves no leak; every flow expected to leak is flagged")
    func walks() throws {
        let catalog = try ShopCatalog.make()
        #expect(catalog.flows.count >= 4)
        for flow in catalog.flows {
            for walk in flow.walks {
                let dish = try Dish(catalog: catalog)
                dish.session.reset()
                try dish.startFlow(flow.id)
                for step in walk.steps { try dish.play(step) }
                let leaks = dish.leaks()
                if flow.expectation.expectsLeaks {
                    #expect(!leaks.isEmpty, "\(flow.id) \(walk.name): the audit missed the leak the flow expects")
                } else {
                    #expect(leaks.isEmpty, "\(flow.id) \(walk.name): \(leaks.map(\.description))")
                }
            }
        }
    }

    @Test("The forgetful flow is a bookkeeping leak; the clinging flow is a memory leak")
    func badExamplesByKind() throws {
        let forgetful = try dish()
        try forgetful.startFlow("flow.reviews.forgetful")
        try forgetful.play(.send("open"))
        try forgetful.play(.back)
        #expect(forgetful.leaks().map(\.kind) == [.bookkeeping])

        let clinging = try dish()
        try clinging.startFlow("flow.reviews.clinging")
        try clinging.play(.send("open"))
        try clinging.play(.send("done"))
        #expect(clinging.leaks().contains { $0.kind == .memory && $0.object == "ClingingReviewCoordinator" })
        #expect(clinging.leaks().contains { $0.kind == .memory && $0.object == "ReviewsCoordinator" })
    }

    @Test("A leak names the screens involved and the step that removed them")
    func leakNamesScreensAndStep() throws {
        let forgetful = try dish()
        try forgetful.startFlow("flow.reviews.forgetful")
        try forgetful.play(.send("open"))
        #expect(forgetful.leaks().isEmpty, "nothing is wrong while the review is on screen")
        try forgetful.play(.back)
        let leak = try #require(forgetful.leaks().first)
        #expect(leak.removedBy == "back")
        #expect(!leak.screens.isEmpty)
        #expect(leak.description.hasSuffix("[screens: \(leak.screens.joined(separator: ", ")); removed by `back`]"))

        let clinging = try dish()
        try clinging.startFlow("flow.reviews.clinging")
        try clinging.play(.send("open"))
        try clinging.play(.send("done"))
        let coordinator = try #require(clinging.leaks().first { $0.object == "ClingingReviewCoordinator" })
        #expect(coordinator.removedBy == "send done")
    }

    @Test(
        "Seed 003's SwiftUI AppRouter: the path drives the stack, back pops it, one sheet comes and goes, nothing leaks"
    )
    func storefrontPathStack() throws {
        let dish = try dish()
        let router = try #require(try dish.startFlow("flow.storefront").root as? StorefrontRouter)
        let stack = try #require(router.stack)
        #expect(dish.window.rootViewController === stack)
        try dish.play(.send("login"))
        try dish.play(.send("product", argument: "42"))
        try dish.play(.send("related", argument: "7"))
        #expect(stack.path == [.home, .productDetail(id: 42), .productDetail(id: 7)])
        #expect(dish.window.visibleViewControllers.last?.debugName == "HostingController(productDetail(id: 7))")

        try dish.play(.back)
        #expect(stack.path == [.home, .productDetail(id: 42)], "the system back button removes the last route")
        #expect(router.shownViewControllers.count == 3, "the popped product page is released")
        try dish.play(.send("start"))
        #expect(stack.path.isEmpty)

        try dish.play(.send("login"))
        try dish.play(.send("profile"))
        #expect(stack.presentedSheet == .profile(userID: 7))
        try dish.play(.dismiss(finishing: true))
        #expect(stack.presentedSheet == nil, "the user's swipe-down clears the sheet")
        #expect(dish.leaks().isEmpty)
    }

    @Test("Issue 34: the path stack's swipe back, given up then finished: the path stays, then loses its last route")
    func storefrontSwipeBack() throws {
        let dish = try dish()
        let router = try #require(try dish.startFlow("flow.storefront").root as? StorefrontRouter)
        let stack = try #require(router.stack)
        try dish.play(.send("login"))
        try dish.play(.send("product", argument: "42"))
        try dish.play(.swipeBack(finishing: false))
        #expect(stack.path == [.home, .productDetail(id: 42)], "a swipe given up changes nothing")
        try dish.play(.swipeBack(finishing: true))
        #expect(stack.path == [.home])
        #expect(dish.window.petri.transitions.last?.cause == .swipeBack)
        #expect(dish.leaks().isEmpty)
    }

    @Test(
        "A flow with a context starts with the values given, or its first example's; a bad example is refused at registration"
    )
    func flowParameters() throws {
        let dish = try dish()
        let tour = try dish.catalog.flow("flow.product-tour")
        #expect(tour.parameters.map(\.name) == ["productID"])
        try dish.startFlow("flow.product-tour", values: ContextValues(parsing: ["productID=7"], for: tour.parameters))
        #expect(dish.window.rootViewController?.debugName == "ProductViewController(productID: 7)")
        try dish.startFlow("flow.product-tour")
        #expect(dish.window.rootViewController?.debugName == "ProductViewController(productID: 42)")

        let catalog = ScreenCatalog(name: "Broken")
        #expect(throws: CatalogError.self) {
            try catalog.register(
                flow: FlowEntry(
                    id: "flow.broken", title: "Broken", group: "Flows",
                    summary: "an example without its required value",
                    context: ContextSchema(decoding: ProductTourContext.self), examples: [ScreenExample("empty")],
                    location: CodeLocation(file: #fileID, line: #line)
                ) { _, _, _ in Coordinator() })
        }
        #expect(catalog.flows.isEmpty)
    }

    @Test("Seed 004: Next presents the size guide; Close, or the user's swipe-down, finishes its coordinator")
    func productTour() throws {
        for ending: FlowStep in [.send("close"), .dismiss(finishing: true)] {
            let dish = try dish()
            let flow = try dish.startFlow("flow.product-tour")
            try dish.play(.send("next"))
            #expect(flow.root.childCoordinators.count == 1)
            #expect(dish.window.visibleViewControllers.last?.typeName == "SizeGuideViewController")
            try dish.play(ending)
            #expect(flow.root.childCoordinators.isEmpty, "\(ending)")
            #expect(dish.leaks().isEmpty)
        }
    }

    @Test(
        "Seed 003: app → auth → login → main; logout → auth; registration pushed then popped by the back button → released"
    )
    func appAuthMain() throws {
        let dish = try dish()
        dish.session.reset()
        let flow = try dish.startFlow("flow.app")
        func names() -> [String] { flow.root.tree.map(\.name) }
        #expect(names() == ["AppCoordinator", "AuthCoordinator"])
        try dish.play(.send("showRegistration"))
        #expect(names().last == "PushedScreenCoordinator(RegistrationViewController)")
        try dish.play(.back)
        #expect(
            names() == ["AppCoordinator", "AuthCoordinator"], "the back button finished the registration's coordinator")
        try dish.play(.send("login"))
        #expect(
            names() == [
                "AppCoordinator", "MainTabsCoordinator", "TabCoordinator", "CatalogTabCoordinator",
                "ProfileTabCoordinator",
            ])
        #expect(dish.window.rootViewController is UITabBarController)
        try dish.play(.tab(2))
        try dish.play(.send("logout"))
        #expect(names() == ["AppCoordinator", "AuthCoordinator"])
        #expect(!dish.session.isLoggedIn)
        #expect(dish.leaks().isEmpty)
    }

    @Test("Seed 003: the filters modal, applied, cancelled or swiped away, is released")
    func filters() throws {
        for ending: FlowStep in [.send("apply"), .send("cancel"), .dismiss(finishing: true)] {
            let dish = try dish()
            dish.session.reset()
            let flow = try dish.startFlow("flow.app")
            for step: FlowStep in [.send("login"), .tab(1), .send("filters")] { try dish.play(step) }
            #expect(flow.root.tree.contains { $0.name == "FiltersCoordinator" })
            try dish.play(ending)
            #expect(!flow.root.tree.contains { $0.name == "FiltersCoordinator" }, "\(ending)")
            #expect(dish.window.modalChain.isEmpty)
            #expect(dish.leaks().isEmpty, "\(ending): \(dish.leaks().map(\.description))")
        }
    }

    @Test("check plays every walk of every flow: good flows pass clean, bad examples pass because they are caught")
    func checkPlaysFlows() async throws {
        var check = CatalogCheck(catalog: try ShopCatalog.make())
        check.includes = { _ in false }
        let report = await check.run()
        #expect(
            report.cases.map(\.entry) == [
                "flow.app", "flow.app", "flow.app", "flow.storefront", "flow.storefront", "flow.storefront",
                "flow.storefront",
                "flow.product-tour", "flow.product-tour", "flow.product-tour", "flow.product-tour", "flow.product-tour",
                "flow.reviews", "flow.reviews", "flow.reviews", "flow.reviews.forgetful", "flow.reviews.clinging",
            ])
        #expect(report.succeeded, "\(report.cases.filter { !$0.passed })")
        let forgetful = try #require(report.cases.first { $0.entry == "flow.reviews.forgetful" })
        #expect(
            forgetful.outcome
                == .passed(warnings: [
                    "bookkeeping leak: ForgetfulReviewCoordinator (ReviewsAppCoordinator › ReviewsCoordinator › ForgetfulReviewCoordinator) is still held by ReviewsCoordinator although none of its screens is on screen any more [screens: WriteReviewViewController(productID: 42, rating: 5); removed by `back`]"
                ]))
    }

    @Test("Random sequences of events, back, dismiss and tabs through the good flows never leak")
    func randomSequences() throws {
        var generator = SplitMix64(seed: 2026)
        let catalog = try ShopCatalog.make()
        for flow in catalog.flows where flow.expectation == .noLeaks {
            for _ in 0..<20 {
                let dish = try Dish(catalog: catalog)
                dish.session.reset()
                try dish.startFlow(flow.id)
                for _ in 0..<12 {
                    let events = dish.visibleEvents.map { FlowStep.send($0.name) }
                    let steps = events + [.back, .dismiss(finishing: true), .tab(0), .tab(1)]
                    let step = steps[Int(generator.next() % UInt64(steps.count))]
                    try? dish.play(step)
                    #expect(dish.leaks().isEmpty, "\(flow.id) after \(step): \(dish.leaks().map(\.description))")
                }
            }
        }
    }
}

/// A small seeded generator, so the random sequences are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Issue 19 in the demo: swipe-back finished and given up, a modal flow its parent dismisses,
/// a screen cached on purpose — and the audit quiet about all of them.
@MainActor
@Suite("The demo's flows, every way out")
struct FlowWaysOutTests {
    @Test("a review left by a swipe back ends popped; a swipe back given up keeps it; no leak either way")
    func swipeBack() throws {
        let dish = try Dish(catalog: try ShopCatalog.make())
        let root = try dish.startFlow("flow.reviews").root
        try dish.play(.send("open"))
        let reviews = try #require(root.childCoordinators.first)
        var reasons: [FlowFinishReason?] = []
        do {
            let review = try #require(reviews.childCoordinators.first)
            try dish.play(.swipeBack(finishing: false))
            #expect(reviews.childCoordinators.count == 1)
            try dish.play(.swipeBack(finishing: true))
            reasons.append(review.finishReason)
        }
        #expect(reviews.childCoordinators.isEmpty)
        #expect(reasons == [.popped])
        #expect(dish.leaks().isEmpty, "\(dish.leaks().map(\.description))")
    }

    @Test("the size guide the tour dismisses from below ends replaced; the cached chart is listed apart, not as a leak")
    func dismissedByItsParentAndCachedChart() async throws {
        let dish = try Dish(catalog: try ShopCatalog.make())
        let tour = try #require(try dish.startFlow("flow.product-tour").root as? ProductTourCoordinator)
        try dish.play(.send("next"))
        try dish.play(.send("chart"))
        try dish.play(.back)
        weak let guide = tour.childCoordinators.first
        try dish.play(.send("sold-out"))
        #expect(guide == nil, "the guide the tour dismissed is released")
        #expect(tour.childCoordinators.isEmpty)
        #expect(await dish.settledAudit() == .settled([]))
        #expect(
            dish.declaredLives().map(\.description) == [
                "SizeChartViewController kept on purpose — cached: the size chart is built once and reused by every size guide (at most 1)"
            ])
    }

    @Test("a cached screen past its bound is reported")
    func pastTheBound() throws {
        let dish = try Dish(catalog: try ShopCatalog.make())
        let tour = try #require(try dish.startFlow("flow.product-tour").root as? ProductTourCoordinator)
        _ = tour.sizeChart
        let second = tour.keep(SizeChartViewController(), .cached("a second chart, against the declaration", atMost: 1))
        #expect(
            dish.leaks().map(\.description) == [
                "lifetime leak: SizeChartViewController (SizeChartViewController) 2 live on purpose, more than declared — "
                    + "cached: the size chart is built once and reused by every size guide (at most 1)"
            ])
        withExtendedLifetime(second) {}
    }
}
