import PetriDish
import Testing
@testable import ShopCatalog

/// The onboarding pager, a custom container: all pages are children, one is on screen, and the
/// current page is the container's state.
@MainActor
@Suite("Onboarding pager")
struct OnboardingTests {
    @Test("The pager is presented full screen with every page, showing the one asked for")
    func presented() async throws {
        let dish = try await Shop.open(try Shop.dish(), "onboarding.tour", "page=interests")
        let pager = try #require(dish.window.modalChain.first as? OnboardingController)
        #expect(pager.modalPresentationStyle == .fullScreen)
        #expect(pager.children.map(\.title) == ["Welcome", "Stay in the loop", "What do you like?", "Ready to shop"])
        #expect(pager.currentPage == 2)
        #expect(pager.visibleViewControllers.map(\.debugName) == ["OnboardingPageViewController(page: interests)"])
        #expect(Shop.visible(dish) == ["OnboardingController", "OnboardingPageViewController(page: interests)"])
    }

    @Test("An open pager swipes to another page: same pager, same pages, no new presentation")
    func swipes() async throws {
        let dish = try await Shop.open(try Shop.dish(), "onboarding.tour")
        let pager = try #require(dish.window.modalChain.first as? OnboardingController)
        let pages = pager.children
        #expect(pager.currentPage == 0)
        try await Shop.go(dish, "onboarding.tour", "page=ready")
        #expect(dish.window.modalChain.first === pager)
        #expect(pager.children.count == pages.count && zip(pager.children, pages).allSatisfy { $0 === $1 })
        #expect(pager.currentPage == 3)
        #expect(Shop.transitions(dish, .present).count == 1)
    }

    @Test("The current page is the container's state, restored as it was captured")
    func containerState() throws {
        let pages = OnboardingPage.allCases.map { OnboardingPageViewController(OnboardingContext(page: $0)) }
        let pager = try OnboardingController(pages: pages, currentPage: 1)
        let saved = pager.containerState
        try pager.makeVisible(pages[3], animated: false)
        #expect(pager.currentPage == 3)
        pager.containerState = saved
        #expect(pager.currentPage == 1)
        #expect(throws: HierarchyError.self) {
            try pager.makeVisible(OnboardingPageViewController(OnboardingContext(page: .ready)), animated: false)
        }
    }

    @Test("The page action puts a page in a live pager in place of the page of the same kind")
    func liveAction() throws {
        let pages = OnboardingPage.allCases.map { OnboardingPageViewController(OnboardingContext(page: $0)) }
        let pager = try OnboardingController(pages: pages, currentPage: 0)
        let replacement = OnboardingPageViewController(OnboardingContext(page: .notifications))
        try ShowOnboardingPage().perform(with: replacement, on: pager, animated: false)
        #expect(pager.children.count == 4)
        #expect(pager.children[1] === replacement && pages[1].parent == nil)
        #expect(pager.currentPage == 1)
    }

    @Test("The factory refuses to put anything but onboarding pages in the pager")
    func factoryRefusesStrangers() {
        #expect(throws: PetriRoutingError.self) {
            _ = try OnboardingControllerFactory().build(
                with: OnboardingContext(page: .welcome), integrating: [HomeViewController()])
        }
    }
}
