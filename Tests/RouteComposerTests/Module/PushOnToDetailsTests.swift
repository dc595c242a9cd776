import RouteComposer
import Testing

/// Issue 32: `pushOnToDetails()` while a split view controller is built, as RouteComposer does it:
/// a split view with only its primary takes a navigation controller as its detail; then view
/// controllers are pushed onto that navigation controller.
extension RouteComposerAppTests {
    @MainActor
    @Suite("UISplitViewController.pushOnToDetails() while the split view is built")
    struct PushOnToDetailsTests {
        @Test(
            "a navigation controller becomes the detail of a split view that has only its primary; later view controllers are pushed onto it"
        )
        func embedding() throws {
            var children: [UIViewController] = []
            #expect(throws: (any Error).self, "nothing is set as the primary yet") {
                try UISplitViewController.pushOnToDetails().perform(embedding: UINavigationController(), in: &children)
            }
            children = [UIViewController(title: "Mailboxes")]
            #expect(
                throws: (any Error).self,
                "a view controller needs a navigation controller in the detail to be pushed onto"
            ) {
                try UISplitViewController.pushOnToDetails().perform(
                    embedding: UIViewController(title: "Inbox"), in: &children)
            }
            let details = UINavigationController()
            try UISplitViewController.pushOnToDetails().perform(embedding: details, in: &children)
            #expect(children.count == 2)
            #expect(children.last === details)

            #expect(throws: (any Error).self, "a second navigation controller is not pushed into the first") {
                try UISplitViewController.pushOnToDetails().perform(embedding: UINavigationController(), in: &children)
            }
            let inbox = UIViewController(title: "Inbox")
            try UISplitViewController.pushOnToDetails().perform(embedding: inbox, in: &children)
            #expect(children.count == 2)
            #expect(details.viewControllers.map(\.title) == ["Inbox"])
        }
    }
}
