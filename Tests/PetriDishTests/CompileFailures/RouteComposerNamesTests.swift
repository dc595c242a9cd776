import PetriDish
import Testing

// The petri column of docs/routecomposer-names.md, compiled: a port written with RouteComposer's
// names. Inside each conforming type, `ViewController` is the associated type and
// `UIViewController` the base class, with no module prefix.

private final class PortedProductScreen: UIViewController {}
private final class PortedNavigationController: UINavigationController {}

/// A finder naming the base class unqualified, inside a conforming type.
private struct PortedTopmostFinder: PetriFinder {
    typealias ViewController = PortedProductScreen
    typealias Context = Int
    func findViewController(in window: UIWindow, with context: Int) throws -> PortedProductScreen? {
        let all: [UIViewController] = window.allViewControllers
        return all.compactMap { $0 as? PortedProductScreen }.last
    }
}

/// A custom finder. Swift infers a protocol's associated types only from that protocol's own
/// requirements, and `isTarget` is `PetriStackIteratingFinder`'s while the types are `PetriFinder`'s, so
/// the two typealiases stay (an inline `PetriStepAssembly.screen(_:where:)` finder needs none).
private struct TitledFinder: PetriStackIteratingFinder {
    typealias ViewController = PortedProductScreen
    typealias Context = Int
    let options = PetriSearchOptions.fullStack
    func isTarget(_ viewController: PortedProductScreen, with context: Int) -> Bool {
        viewController.title == "Product \(context)"
    }
}

/// A task naming both: its associated type and the base class.
private struct PortedHighlight: PetriContextTask {
    typealias ViewController = PortedProductScreen
    func perform(on viewController: ViewController, with context: Int) throws {
        let base: UIViewController = viewController
        base.title = "Product \(context)"
    }
}

@MainActor
private func routeComposerNames() -> PetriDestinationStep<PortedProductScreen, Int> {
    // A multi-statement factory closure: its types come from the finder.
    let product = PetriStepAssembly(finder: TitledFinder()) { id in
        let screen = PortedProductScreen(context: id)
        screen.title = "Product \(id)"
        return screen
    }
    .adding(PortedHighlight())
    let switched = PetriSwitchAssembly<PortedProductScreen, Int>()
        .addCase(
            when: { $0 > 100 },
            from: product.using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble()
        )
        .addCase(whenFound: PetriStepAssembly(finder: PortedTopmostFinder(), factory: PetriNilFactory()).assemble())
        .assemble(
            default:
                product
                .using(PetriNavigationControllerActions.push())
                .from(
                    PetriStepAssembly(
                        finder: PetriNilFinder<PortedNavigationController, Int>(),
                        factory: ContainerClassFactory { PortedNavigationController() })
                )
                .using(PetriTabBarControllerActions.addTab())
                .from(PetriTabBarControllerStep<Int>())
                .using(PetriGeneralAction.replaceRoot())
                .from(PetriGeneralStep.root())
                .assemble())
    return switched
}

/// Every other row of the table, named as a port names it (compiled, not run).
@MainActor
private func everyRow(_ screen: PortedProductScreen) -> [Any] {
    [
        PetriClassFinder<PortedProductScreen, Int>(), PetriClassWithContextFinder<PortedProductScreen, Int>(),
        PetriInstanceFinder<PortedProductScreen, Int>(instance: screen), PetriNilFinder<PortedProductScreen, Int>(),
        PetriNilFactory<PortedProductScreen, Int>(),
        PetriFinderFactory(finder: PetriClassFinder<PortedProductScreen, Int>()),
        PetriNavigationControllerFactory<Int>(), PetriTabBarControllerFactory<Int>(),
        PetriSplitControllerFactory<Int>(),
        PetriNavigationControllerStep<Int>(), PetriTabBarControllerStep<Int>(), PetriSplitControllerStep<Int>(),
        PetriGeneralStep.root() as PetriDestinationStep<UIViewController, Int>,
        PetriGeneralStep.current() as PetriDestinationStep<UIViewController, Int>,
        PetriGeneralStep.custom(using: PetriClassFinder<UINavigationController, Int>()),
        PetriGeneralAction.presentModally(presentationStyle: .formSheet), PetriGeneralAction.replaceRoot(),
        PetriGeneralAction.nilAction(),
        PetriNavigationControllerActions.push(), PetriNavigationControllerActions.pushAsRoot(),
        PetriNavigationControllerActions.pushReplacingLast(),
        PetriTabBarControllerActions.addTab(),
        SplitControllerActions.setAsPrimary(), SplitControllerActions.showDetail(),
        SplitControllerActions.pushOnToDetails(),
        PetriGeneralStep.current().expectingContainer(UINavigationController.self)
            as PetriDestinationStep<UINavigationController, Int>,
        (PetriGeneralStep.root() as PetriDestinationStep<UIViewController, Void>).adaptingContext()
            as PetriDestinationStep<UIViewController, Int>,
        PetriRouter(window: UIWindow()) as any Navigating,
    ]
}

@MainActor
@Suite("RouteComposer's names")
struct RouteComposerNamesTests {
    @Test("a port with RouteComposer's names composes; the base class needs no module prefix inside a conforming type")
    func port() async throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Launch"))
        try await PetriRouter(window: window).navigate(to: routeComposerNames(), with: 7)
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
