import PetriDish
import Testing

/// Issue 36: an app keeps one pending link. A RouteComposer app whose sign-in interceptor shows
/// the sign-in screen and waits (`SignInApp.swift`): a second link while the first waits
/// supersedes it, as RouteComposer's example app does.
@MainActor
@Suite("Pending links", .serialized)
struct PendingLinkTests {
    private func dish() throws -> Dish {
        SignInAccount.isSignedIn = false
        SignInAccount.ordersBuilt = 0
        let catalog = ScreenCatalog(name: "Signed-in shop")
        catalog.addVariant(
            Variant("app", summary: "the home screen") { window in
                window.rootViewController = SignedOutHomeViewController(nibName: nil, bundle: nil)
            })
        try catalog.register(
            "shop.order", title: "Order", group: "Shop", route: SignInRoutes.order,
            examples: [ScreenExample("seven", ["orderID": "7"])], deepLinks: ["shop://order/{orderID}"])
        try catalog.register(
            "shop.wishlist", title: "Wishlist", group: "Shop", route: SignInRoutes.wishlist,
            deepLinks: ["shop://wishlist"])
        return try Dish(catalog: catalog)
    }

    /// Lets the main actor run until `condition` holds (the app's code hops through tasks).
    private func settle(until condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() { await Task.yield() }
    }

    private func signInScreens(_ dish: Dish) -> [SignInViewController] {
        dish.window.allViewControllers.compactMap { $0 as? SignInViewController }
    }

    @Test(
        "A second link while the first waits at sign-in supersedes it: one sign-in screen, the first fails naming the second, the second lands after sign-in, the first screen is never built"
    )
    func secondLinkSupersedes() async throws {
        let dish = try dish()
        let first = Task { try await dish.follow(link: "shop://order/7") }
        await settle { dish.pendingNavigation != nil && !signInScreens(dish).isEmpty }
        #expect(dish.pendingNavigation == "shop://order/7")
        #expect(signInScreens(dish).count == 1)

        let second = Task { try await dish.follow(link: "shop://wishlist") }
        let firstResult = await first.result
        guard case .failure(let error as PetriRoutingError) = firstResult else {
            Issue.record("the first link should fail as superseded: \(firstResult)")
            return
        }
        #expect(error.kind == .superseded)
        #expect(error.description.contains("superseded by shop://wishlist"), "\(error)")
        await settle { dish.pendingNavigation == "shop://wishlist" }
        #expect(dish.pendingNavigation == "shop://wishlist")
        #expect(
            signInScreens(dish).count == 1,
            "the sign-in screen is found, not stacked: \(dish.window.allViewControllers)")

        try #require(signInScreens(dish).first).signIn(password: "abc")
        _ = try await second.value
        #expect(dish.window.visibleViewControllers.last is WishlistViewController)
        #expect(signInScreens(dish).isEmpty)
        #expect(SignInAccount.ordersBuilt == 0)
        #expect(dish.pendingNavigation == nil)
    }

    @Test("A wrong password keeps the sign-in screen with its error, and the link still pending")
    func wrongPasswordKeepsWaiting() async throws {
        let dish = try dish()
        let link = Task { try await dish.follow(link: "shop://order/7") }
        await settle { !signInScreens(dish).isEmpty }
        let screen = try #require(signInScreens(dish).first)
        screen.signIn(password: "nope")
        await settle { false }
        #expect(screen.error == "wrong password")
        #expect(dish.pendingNavigation == "shop://order/7")
        #expect(signInScreens(dish) == [screen])

        screen.signIn(password: "abc")
        _ = try await link.value
        #expect((dish.window.visibleViewControllers.last as? OrderDetailViewController)?.title == "Order 7")
        #expect(SignInAccount.ordersBuilt == 1)
    }

    @Test("A link that does not resolve, while one waits, is refused and leaves the waiting one alone")
    func unresolvableLinkLeavesItAlone() async throws {
        let dish = try dish()
        let link = Task { try await dish.follow(link: "shop://order/7") }
        await settle { !signInScreens(dish).isEmpty }
        await #expect(throws: DeepLinkError.self) { try await dish.follow(link: "shop://order/seven") }
        #expect(dish.pendingNavigation == "shop://order/7")
        #expect(signInScreens(dish).count == 1)

        try #require(signInScreens(dish).first).signIn(password: "abc")
        _ = try await link.value
        #expect((dish.window.visibleViewControllers.last as? OrderDetailViewController)?.title == "Order 7")
    }

    @Test("Closing the sign-in screen after a second link fails the second, and the app is as before the first")
    func closingAfterSupersedingRestoresAll() async throws {
        let dish = try dish()
        let before = HierarchySnapshot(dish.window).renderTree()
        let first = Task { try await dish.follow(link: "shop://order/7") }
        await settle { !signInScreens(dish).isEmpty }
        let second = Task { try await dish.follow(link: "shop://wishlist") }
        _ = await first.result
        await settle { dish.pendingNavigation == "shop://wishlist" }

        try #require(signInScreens(dish).first).close()
        await #expect(throws: PetriRoutingError.self) { try await second.value }
        #expect(HierarchySnapshot(dish.window).renderTree() == before)
        #expect(dish.pendingNavigation == nil)
    }
}
