import PetriDish

/// The pages of the onboarding, in the order they are swiped through.
enum OnboardingPage: String, CaseIterable, Decodable, Sendable {
    case welcome, notifications, interests, ready

    /// The page's headline.
    var title: String {
        switch self {
        case .welcome: "Welcome"
        case .notifications: "Stay in the loop"
        case .interests: "What do you like?"
        case .ready: "Ready to shop"
        }
    }
}

/// Which onboarding page is shown.
struct OnboardingContext: ShopContext {
    let page: OnboardingPage
}

/// One page of the onboarding, inside the ``OnboardingController``.
final class OnboardingPageViewController: UIViewController {
    init(_ context: OnboardingContext) { super.init(title: context.page.title, context: context) }

    /// The page this view controller shows.
    var page: OnboardingPage? { (context as? OnboardingContext)?.page }
}
