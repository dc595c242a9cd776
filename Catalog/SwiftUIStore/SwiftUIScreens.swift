import PetriDish

/// The routes of the shop's SwiftUI storefront, an `AppRouter`'s `Route`: values on a
/// ``PathNavigationStack``'s path, or its sheet.
enum AppRoute: Hashable, Sendable, CustomStringConvertible {
    case login
    case registration
    case home
    case productDetail(id: Int)
    case profile(userID: Int)

    var description: String {
        switch self {
        case .login: "login"
        case .registration: "registration"
        case .home: "home"
        case let .productDetail(id): "productDetail(id: \(id))"
        case let .profile(userID): "profile(userID: \(userID))"
        }
    }

    /// The screen's title.
    var title: String {
        switch self {
        case .login: "Log in"
        case .registration: "Create account"
        case .home: "Home"
        case .productDetail: "Product"
        case .profile: "Profile"
        }
    }
}

/// A SwiftUI view in the UIKit hierarchy (`UIHostingController`): its context is the route it
/// shows, as a `navigationDestination(for:)` view is built from the route value.
final class HostingController: UIViewController {
    let route: AppRoute
    init(_ route: AppRoute) {
        self.route = route
        super.init(title: route.title, context: route)
    }
}

/// The product a SwiftUI product page shows.
struct SwiftUIProductContext: Decodable, Equatable {
    let productID: Int
}

/// The user whose profile the SwiftUI sheet shows.
struct SwiftUIProfileContext: Decodable, Equatable {
    let userID: Int
}
