import PetriDish
import Testing

// The petri column of docs/routecomposer-names.md, compiled: a port written with RouteComposer's
// names. Inside each conforming type, `ViewController` is the associated type and
// `UIViewController` the base class, with no module prefix.

private final class PortedProductScreen: UIViewController {}
private final class PortedNavigationController: UINavigationController {}

/// A finder naming the base class unqualified, inside a conforming type.
private struct PortedTopmostFinder: Finder {
    typealias ViewController = PortedProductScreen
    typealias Context = Int
    func findViewController(in window: UIWindow, with context: Int) throws -> PortedProductScreen? {
        let all: [UIViewController] = window.allViewControllers
        return all.compactMap { $0 as? PortedProductScreen }.last
    }
}

/// A custom finder. Swift infers a protocol's associated types only from that protocol's own
/// requirements, and `isTarget` is `StackIteratingFinder`'s while the types are `Finder`'s, so
/// the two typealiases stay (an inline `StepAssembly.screen(_:where:)` finder needs none).
private struct TitledFinder: StackIteratingFinder {
    typealias ViewController = PortedProductScreen
    typealias Context = Int
    let options = SearchOptions.fullStack
    func isTarget(_ viewController: PortedProductScreen, with context: Int) -> Bool {
        viewController.title == "Product \(context)"
    }
}

/// A task naming both: its associated type and the base class.
private struct PortedHighlight: ContextTask {
    typealias ViewController = PortedProductScreen
    func perform(on viewController: ViewController, with context: Int) throws {
        let base: UIViewController = viewController
        base.title = "Product \(context)"
    }
}

@MainActor
private func routeComposerNames() -> DestinationStep<PortedProductScreen, Int> {
    // A multi-statement factory closure: its types come from the finder.
    let product = StepAssembly(finder: TitledFinder()) { id in
        let screen = PortedProductScreen(context: id)
        screen.title = "Product \(id)"
        return screen
    }
    .adding(PortedHighlight())
    let switched = SwitchAssembly<PortedProductScreen, Int>()
        .addCase(
            when: { $0 > 100 },
            from: product.using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()
        )
        .addCase(whenFound: StepAssembly(finder: PortedTopmostFinder(), factory: NilFactory()).assemble())
        .assemble(
            default:
                product
                .using(NavigationControllerActions.push())
                .from(
                    StepAssembly(
                        finder: NilFinder<PortedNavigationController, Int>(),
                        factory: ContainerClassFactory { PortedNavigationController() })
                )
                .using(TabBarControllerActions.addTab())
                .from(TabBarControllerStep<Int>())
                .using(GeneralAction.replaceRoot())
                .from(GeneralStep.root())
                .assemble())
    return switched
}

/// Every other row of the table, named as a port names it (compiled, not run).
@MainActor
private func everyRow(_ screen: PortedProductScreen) -> [Any] {
    [
        ClassFinder<PortedProductScreen, Int>(), ClassWithContextFinder<PortedProductScreen, Int>(),
        InstanceFinder<PortedProductScreen, Int>(instance: screen), NilFinder<PortedProductScreen, Int>(),
        NilFactory<PortedProductScreen, Int>(), FinderFactory(finder: ClassFinder<PortedProductScreen, Int>()),
        NavigationControllerFactory<Int>(), TabBarControllerFactory<Int>(), SplitControllerFactory<Int>(),
        NavigationControllerStep<Int>(), TabBarControllerStep<Int>(), SplitControllerStep<Int>(),
        GeneralStep.root() as DestinationStep<UIViewController, Int>,
        GeneralStep.current() as DestinationStep<UIViewController, Int>,
        GeneralStep.custom(using: ClassFinder<UINavigationController, Int>()),
        GeneralAction.presentModally(presentationStyle: .formSheet), GeneralAction.replaceRoot(),
        GeneralAction.nilAction(),
        NavigationControllerActions.push(), NavigationControllerActions.pushAsRoot(),
        NavigationControllerActions.pushReplacingLast(),
        TabBarControllerActions.addTab(),
        SplitControllerActions.setAsPrimary(), SplitControllerActions.showDetail(),
        SplitControllerActions.pushOnToDetails(),
        GeneralStep.current().expectingContainer(UINavigationController.self)
            as DestinationStep<UINavigationController, Int>,
        (GeneralStep.root() as DestinationStep<UIViewController, Void>).adaptingContext()
            as DestinationStep<UIViewController, Int>,
        Router(window: UIWindow()) as any Navigating,
    ]
}

@MainActor
@Suite("RouteComposer's names")
struct RouteComposerNamesTests {
    @Test("a port with RouteComposer's names composes; the base class needs no module prefix inside a conforming type")
    func port() async throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Launch"))
        try await Router(window: window).navigate(to: routeComposerNames(), with: 7)
        #expect(window.allViewControllers.compactMap { $0 as? PortedProductScreen }.first?.title == "Product 7")
        #expect(window.rootViewController is UITabBarController)
    }

    @Test("every row of docs/routecomposer-names.md names a real entity")
    func everyRowExists() {
        #expect(everyRow(PortedProductScreen(title: "x")).count == 28)
    }

    @available(*, deprecated, message: "exercises the deprecated alias on purpose")
    @Test("the old name of the base class still builds, as a deprecated alias")
    func deprecatedAlias() {
        let old: ViewController = UIViewController(title: "Old")
        #expect(old.title == "Old")
    }
}
