import RouteComposer
import Testing

/// Issue 32: a view controller of the app declares itself `RoutingInterceptable` and says it may
/// not be dismissed; the router then refuses to navigate away from it.
extension RouteComposerAppTests {
    @MainActor
    @Suite("RoutingInterceptable")
    struct RoutingInterceptableTests {
        final class EditorViewController: UIViewController, RoutingInterceptable {
            var hasUnsavedChanges = true
            var canBeDismissed: Bool { !hasUnsavedChanges }
        }

        @Test("an editor with unsaved changes is not dismissed by a navigation; once saved, it is")
        func editor() async throws {
            let window = UIWindow()
            let root = UIViewController(title: "Root")
            window.rootViewController = root
            window.makeKeyAndVisible()
            let editor = EditorViewController(title: "Editor")
            root.present(editor, animated: false, completion: nil)
            RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))
            let rootStep = StepAssembly(
                finder: InstanceFinder<UIViewController, Any?>(instance: root), factory: NilFactory()
            )
            .from(GeneralStep.root(windowProvider: CustomWindowProvider(window: window)))
            .assemble()

            await #expect(throws: (any Error).self) {
                try await DefaultRouter().navigate(to: rootStep, animated: false)
            }
            #expect(root.presentedViewController === editor)
            #expect(editor.overriddenParentViewController == nil)

            editor.hasUnsavedChanges = false
            try await DefaultRouter().navigate(to: rootStep, animated: false)
            #expect(root.presentedViewController == nil)
        }
    }
}
