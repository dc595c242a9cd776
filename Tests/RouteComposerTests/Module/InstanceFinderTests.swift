import RouteComposer
import Testing

/// Issue 32: RouteComposer's `InstanceFinder` finds its instance while it lives, on screen or
/// not, and lets it go.
extension RouteComposerAppTests {
    @MainActor
    @Suite("RouteComposer's InstanceFinder")
    struct InstanceFinderTests {
        @Test("it finds a live instance that is in no window, and nothing once the instance is released")
        func liveInstance() throws {
            var profile: UIViewController? = UIViewController(title: "Profile")
            let finder = InstanceFinder<UIViewController, Any?>(instance: try #require(profile))
            #expect(try finder.findViewController() === profile)
            #expect(finder.getViewController() === profile)
            profile = nil
            #expect(try finder.findViewController() == nil)
        }
    }
}
