import PetriDish

// Suite 1's two sides, shared by package-benchmark's suite and RouteProfile: the same hierarchy
// built by the plainest direct calls (the baseline) and by a depth-10 route.

/// The screen both sides build.
public final class Screen: UIViewController {}

/// The window both sides start from: a launch screen, which they replace.
@MainActor
public func launchedWindow() throws -> UIWindow {
    let window = UIWindow()
    try window.petri.setRootViewController(UIViewController(title: "Launch"))
    return window
}

/// The hierarchy built with direct hierarchy calls: a tab bar, its navigation controller with six
/// screens, a navigation controller presented over the top one, with two screens.
@MainActor
public func buildDirectly() throws -> UIWindow {
    let window = try launchedWindow()
    let navigation = UINavigationController()
    navigation.setViewControllers((0..<6).map { Screen(title: "\($0)") }, animated: false)
    let tabBar = UITabBarController()
    tabBar.setViewControllers([navigation], animated: false)
    try window.petri.setRootViewController(tabBar)
    let modal = UINavigationController()
    modal.setViewControllers([Screen(title: "6"), Screen(title: "7")], animated: false)
    navigation.topViewController?.present(modal, animated: false)
    return window
}

/// The same hierarchy as a route, written the RouteComposer way: depth 10.
@MainActor
public func deepRoute() -> PetriDestinationStep<Screen, Void> {
    func screen(_ number: Int) -> PetriStepAssembly<Screen, Void> {
        PetriStepAssembly(
            finder: PetriNilFinder<Screen, Void>(), factory: ClosureFactory { _ in Screen(title: "\(number)") })
    }
    var step = screen(0).using(PetriNavigationControllerActions.push()).from(PetriNavigationControllerStep<Void>())
        .using(PetriTabBarControllerActions.addTab()).from(PetriTabBarControllerStep<Void>())
        .using(PetriGeneralAction.replaceRoot()).from(PetriGeneralStep.root()).assemble()
    for number in 1..<6 {
        step = screen(number).using(PetriNavigationControllerActions.push()).from(
            step.expectingContainer(UINavigationController.self)
        ).assemble()
    }
    step = screen(6).using(PetriNavigationControllerActions.push()).from(PetriNavigationControllerStep<Void>())
        .using(PetriGeneralAction.presentModally()).from(step).assemble()
    return screen(7).using(PetriNavigationControllerActions.push()).from(
        step.expectingContainer(UINavigationController.self)
    ).assemble()
}

/// The route, built once.
@MainActor public let sharedDeepRoute = deepRoute()

/// The route's navigation on a fresh window.
@MainActor
public func navigateDeep() async throws -> UIWindow {
    let window = try launchedWindow()
    try await PetriRouter(window: window).navigate(to: sharedDeepRoute, with: ())
    return window
}
