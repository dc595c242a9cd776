import Foundation
import PetriHierarchy // added by petri import: the app's file does not import UIKit
import RouteComposer

/// The app's router: RouteComposer's, with what every navigation goes through.
@MainActor
enum AppRouter {
    static func make() -> Router {
        var router = DefaultRouter()
        router.add(NavigationDelayingInterceptor(strategy: .abort))
        router.add(InlineContextTask { (_: UIViewController, _: Any?) in })
        router.add(InlinePostTask { (viewController: UIViewController, _: Any?, _: [UIViewController]) in
            AppRouter.shown.append(String(describing: type(of: viewController)))
        })
        return router
    }

    /// Adds the analytics interceptor to any router that takes one.
    static func addAnalytics<R: InterceptableRouter>(to router: inout R) {
        router.add(InlineInterceptor { (_: Any?) in AppRouter.navigations += 1 })
    }

    /// What the post task saw, in order.
    static var shown: [String] = []
    /// How many navigations the analytics interceptor let through.
    static var navigations = 0
}
