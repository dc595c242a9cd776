import RouteComposer
import Testing

/// Issue 32: `UIViewController.findViewController(in:options:using:)`, RouteComposer's search that
/// an app calls itself, in RouteComposer's order.
extension RouteComposerAppTests {
    @MainActor
    @Suite("UIViewController.findViewController(in:options:using:)")
    struct FindViewControllerTests {
        @Test(
            "options decide what is tested: the start under .current, children under .contained, the modal chain under .presented"
        )
        func options() throws {
            let window = UIWindow()
            let home = UIViewController(title: "Home")
            let navigation = UINavigationController(rootViewController: home)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let sheet = UIViewController(title: "Sheet")
            navigation.present(sheet, animated: false, completion: nil)

            #expect(
                try UIViewController.findViewController(in: navigation, options: .current) { $0.title == "Home" } == nil
            )
            #expect(
                try UIViewController.findViewController(in: navigation, options: .currentAllStack) {
                    $0.title == "Home"
                } === home)
            #expect(
                try UIViewController.findViewController(in: navigation, options: [.contained]) { $0.title == "Home" }
                    === home)
            #expect(
                try UIViewController.findViewController(in: navigation) { $0.title == "Sheet" } === sheet,
                "the default, currentAndUp, follows presentations")
            #expect(
                try UIViewController.findViewController(in: sheet, options: .current) { $0 is UINavigationController }
                    == nil)
            #expect(
                try UIViewController.findViewController(in: sheet, options: [.current, .presenting]) {
                    $0 is UINavigationController
                } === navigation)
            #expect(
                try UIViewController.findViewController(in: home, options: [.parent]) { $0 is UINavigationController }
                    === navigation)
        }
    }
}
