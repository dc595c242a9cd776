import Foundation
@_spi(Advanced) import RouteComposer
import Testing

// Issue 33: the shapes RouteComposer's Example app writes, compiled as it writes them:
// `CATransaction.wrap`, a logger given an `OSLog`, a shorthand of the app's own factory through
// `@_spi(Advanced)`, and a router of the app's that forwards `InterceptableRouter`.

/// A factory the app builds by hand, as the Example's `ImagesFactory`.
@MainActor
private final class GalleryFactory: Factory {
    typealias ViewController = UIViewController
    typealias Context = Any?

    func build(with context: Any?) throws -> UIViewController {
        UIViewController(title: "Gallery")
    }
}

extension StepAssemblerWithFinder where F.ViewController == UIViewController, F.Context == Any? {
    /// The app's shorthand: `.factory(GalleryFactory())` through RouteComposer's SPI.
    fileprivate func factory(_ factory: GalleryFactory) -> StepAssembly<F, GalleryFactory> {
        getFactory(factory)
    }
}

extension StepAssembly where FC == GalleryFactory {
    /// The app's `using` shorthand, through RouteComposer's SPI.
    fileprivate func using(_ action: NavigationControllerActions.PushAction<UINavigationController>)
        -> ContainerStepChainAssembly<UINavigationController, ViewController, Context>
    {
        usingAction(action)
    }
}

/// A router that forwards to another, as the Example's `FailingRouter`.
@MainActor
private struct ForwardingRouter<R: Router>: Router {
    var router: R

    func navigate<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context, animated: Bool,
        completion: ((RoutingResult) -> Void)?
    ) throws {
        try router.navigate(to: step, with: context, animated: animated, completion: completion)
    }
}

extension ForwardingRouter: InterceptableRouter where R: InterceptableRouter {
    mutating func add<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        router.add(interceptor)
    }

    mutating func add<CT: ContextTask>(_ contextTask: CT)
    where CT.ViewController == UIViewController, CT.Context == Any? {
        router.add(contextTask)
    }

    mutating func add<PT: PostRoutingTask>(_ postTask: PT) where PT.Context == Any? {
        router.add(postTask)
    }
}

extension RouteComposerAppTests {
    @MainActor
    @Suite("RouteComposer's Example app's shapes")
    struct ExampleAppShapesTests {
        @Test(
            "CATransaction.wrap performs the action at once; an app's factory shorthand and a forwarding router navigate"
        )
        func wrappedAndForwarded() async throws {
            let window = UIWindow()
            let home = UINavigationController(rootViewController: UIViewController(title: "Home"))
            window.rootViewController = home
            window.makeKeyAndVisible()
            let provider = CustomWindowProvider(window: window)
            RouteComposerDefaults.configureWith(windowProvider: provider)
            let logger = DefaultLogger(.verbose, osLog: "an OSLog on a device")
            logger.log(.info("kept"))
            #expect(logger.messages == [.info("kept")])

            var results: [Bool] = []
            let welcome = UIViewController(title: "Welcome")
            CATransaction.wrap(GeneralAction.replaceRoot(windowProvider: provider))
                .perform(with: welcome, on: home, animated: true) { results.append($0.isSuccessful) }
            #expect(results == [true] && window.rootViewController === welcome)
            var tabs: [UIViewController] = []
            try CATransaction.wrap(UITabBarController.add()).perform(
                embedding: UIViewController(title: "Feed"), in: &tabs)
            #expect(tabs.map(\.title) == ["Feed"])

            window.rootViewController = home
            let gallery = StepAssembler<UIViewController, Any?>()
                .finder(.nilFinder)
                .factory(GalleryFactory())
                .using(UINavigationController.push())
                .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Any?>()))
                .assemble()
            var router = ForwardingRouter(router: DefaultRouter())
            var decorated: [String] = []
            router.add(
                InlineContextTask { (viewController: UIViewController, _: Any?) in
                    decorated.append(viewController.title ?? "")
                })
            try await router.navigate(to: gallery, animated: true)
            #expect(home.viewControllers.map(\.title) == ["Home", "Gallery"])
            #expect(decorated.contains("Gallery"))
        }
    }
}
