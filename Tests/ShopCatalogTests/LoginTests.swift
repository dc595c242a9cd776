import PetriDish
import Testing
@testable import ShopCatalog

/// The login interceptor: without a logged-in user a route behind login is refused with the
/// interceptor's message and nothing changes; at a terminal it presents the login screen, asks,
/// and continues or gives up.
@MainActor
@Suite("Login interceptor")
struct LoginTests {
    @Test("Checkout without login is refused with the interceptor's message; the hierarchy is unchanged")
    func checkoutRefused() async throws {
        let dish = try Shop.dish(loggedIn: false)
        try await Shop.go(dish, "shop.products", "category=shoes")
        let before = Shop.json(dish)
        let failure = await Shop.failure { try await Shop.go(dish, "shop.checkout") }
        #expect(failure?.contains(LoginRequired().description) == true, "\(failure ?? "no error")")
        #expect(failure?.contains("LoginInterceptor") == true)
        #expect(Shop.json(dish) == before)
        #expect(!dish.window.allViewControllers.contains { $0 is CheckoutViewController })
    }

    @Test("Opening checkout without login keeps the previous window")
    func openRefused() async throws {
        let dish = try Shop.dish(loggedIn: false)
        let before = Shop.json(dish)
        let window = dish.window
        let failure = await Shop.failure { try await Shop.open(dish, "shop.checkout") }
        #expect(failure?.contains(LoginRequired().description) == true)
        #expect(dish.window === window)
        #expect(Shop.json(dish) == before)
    }

    @Test("Once logged in, checkout is pushed on the cart")
    func checkoutAllowed() async throws {
        let dish = try Shop.dish(loggedIn: false)
        try dish.session.logIn(as: "demo")
        try await Shop.go(dish, "shop.checkout")
        #expect(Shop.visible(dish) == ["ShopTabBarController", "CartNavigationController", "CheckoutViewController"])
        let cart = try #require(
            dish.window.allViewControllers.first { $0 is CartNavigationController } as? UINavigationController)
        #expect(cart.viewControllers.map(\.typeName) == ["CartViewController", "CheckoutViewController"])
    }

    @Test(
        "Every screen behind login is refused without it, and nothing changes",
        arguments: [
            "shop.checkout", "shop.checkout.address", "shop.payment", "shop.confirmation", "shop.review.write",
            "account.profile.edit", "account.wishlist", "account.orders", "account.order", "account.order.tracking",
            "account.order.return", "support.chat",
        ])
    func everyScreenBehindLogin(id: String) async throws {
        let dish = try Shop.dish(loggedIn: false)
        let entry = try dish.entry(id)
        #expect(entry.interceptors.contains { $0.hasPrefix("LoginInterceptor") }, "\(id): \(entry.interceptors)")
        let values = try entry.values(ofExample: try #require(entry.examples.first).name)
        let before = Shop.json(dish)
        let failure = await Shop.failure { _ = try await dish.go(id, values: values) }
        #expect(failure?.contains(LoginRequired().description) == true, "\(id): \(failure ?? "no error")")
        #expect(Shop.json(dish) == before)
    }

    @Test("At a terminal, accepting logs in, removes the login screen and continues")
    func interactiveAccept() async throws {
        let dish = try Shop.dish(loggedIn: false)
        let person = Person(answer: true) { Shop.visible(dish) }
        dish.session.interaction = person
        try await Shop.go(dish, "shop.checkout")
        #expect(person.questions == ["This screen needs a logged-in user. Log in as demo?"])
        #expect(person.screensWhileAsked.last == "LoginViewController")
        #expect(dish.session.user == "demo")
        #expect(dish.window.modalChain.isEmpty)
        #expect(Shop.visible(dish).last == "CheckoutViewController")
    }

    @Test("At a terminal, declining removes the login screen and changes nothing")
    func interactiveDecline() async throws {
        let dish = try Shop.dish(loggedIn: false)
        let person = Person(answer: false) { Shop.visible(dish) }
        dish.session.interaction = person
        let before = Shop.json(dish)
        let failure = await Shop.failure { try await Shop.go(dish, "account.wishlist") }
        #expect(failure?.contains("login was cancelled") == true, "\(failure ?? "no error")")
        #expect(person.screensWhileAsked.last == "LoginViewController")
        #expect(!dish.session.isLoggedIn)
        #expect(Shop.json(dish) == before)
    }
}

/// The person at the keyboard, answering every question the same way and noting what was on
/// screen when asked.
@MainActor
private final class Person: UserInteraction {
    let answer: Bool
    let screen: @MainActor () -> [String]
    private(set) var questions: [String] = []
    private(set) var screensWhileAsked: [String] = []

    init(answer: Bool, screen: @escaping @MainActor () -> [String]) {
        self.answer = answer
        self.screen = screen
    }

    func confirm(_ question: String) async -> Bool {
        questions.append(question)
        screensWhileAsked = screen()
        return answer
    }
}
