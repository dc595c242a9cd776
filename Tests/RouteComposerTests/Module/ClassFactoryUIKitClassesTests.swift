import RouteComposer
import Testing

/// Issue 32: `ClassFactory` builds UIKit's own classes by their class, as UIKit does through
/// `init(nibName:bundle:)`.
extension RouteComposerAppTests {
    @MainActor
    @Suite("ClassFactory of UIKit's own classes")
    struct ClassFactoryUIKitClassesTests {
        @Test("a tab bar controller, configured with its tabs; a navigation controller; a plain view controller")
        func uikitClasses() throws {
            let tabs = try ClassFactory<UITabBarController, Any?>(configuration: { tabBarController in
                tabBarController.setViewControllers(
                    [UIViewController(title: "Feed"), UINavigationController()], animated: false)
            }).build()
            #expect(tabs.children.count == 2)
            #expect(type(of: try ClassFactory<UINavigationController, Void>().build()) == UINavigationController.self)
            #expect(type(of: try ClassFactory<UIViewController, Any?>().build()) == UIViewController.self)
            #expect(type(of: try ClassFactory<UISplitViewController, Any?>().build()) == UISplitViewController.self)
        }
    }
}
