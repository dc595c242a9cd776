import PetriDish

/// Builds the onboarding pager with every page of ``OnboardingPage``, in order, showing the page
/// the context asks for. A page the router gathered for the pager (the destination of the
/// route) takes its slot instead of a new one.
struct OnboardingControllerFactory: PetriContainerFactory {
    typealias ViewController = OnboardingController

    func build(with context: OnboardingContext, integrating children: [PetriDish.UIViewController]) throws
        -> OnboardingController
    {
        var gathered: [OnboardingPage: PetriDish.UIViewController] = [:]
        for child in children {
            guard let page = (child as? OnboardingPageViewController)?.page else {
                throw PetriRoutingError(
                    .factoryFailed, entity: "OnboardingControllerFactory",
                    reason: "\(child.petri.debugName) is not an onboarding page, so the pager cannot hold it")
            }
            gathered[page] = child
        }
        let pages = OnboardingPage.allCases.map { page in
            gathered[page] ?? OnboardingPageViewController(OnboardingContext(page: page))
        }
        let current = OnboardingPage.allCases.firstIndex(of: context.page) ?? 0
        return try OnboardingController(pages: pages, currentPage: current)
    }
}

/// Puts an onboarding page into the pager and swipes to it: in a pager being built, the page is
/// handed to ``OnboardingControllerFactory``; in a live pager, it replaces the page of the same
/// kind.
struct ShowOnboardingPage: PetriContainerAction {
    typealias ViewController = OnboardingController

    func perform(
        embedding viewController: PetriDish.UIViewController,
        in childViewControllers: inout [PetriDish.UIViewController]
    ) throws {
        childViewControllers.append(viewController)
    }

    func perform(
        with viewController: PetriDish.UIViewController, on existingController: OnboardingController, animated: Bool
    ) throws {
        guard let page = (viewController as? OnboardingPageViewController)?.page else {
            throw PetriRoutingError(
                .actionFailed, entity: "ShowOnboardingPage",
                reason: "\(viewController.petri.debugName) is not an onboarding page")
        }
        var pages = existingController.children
        if let slot = pages.firstIndex(where: { ($0 as? OnboardingPageViewController)?.page == page }) {
            pages[slot] = viewController
        } else {
            pages.append(viewController)
        }
        try existingController.replaceViewControllers(with: pages, animated: animated)
        try existingController.makeVisible(viewController, animated: animated)
    }
}
