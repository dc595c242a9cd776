public import PetriHierarchy

/// Builds a container of the app's own class — a navigation controller subclass, a split view
/// of its own, a custom pager — with `make`, then gives it the children the following steps put
/// into it, as RouteComposer's `PetriNavigationControllerFactory` does for `UINavigationController`.
///
/// ```swift
/// StepAssembly(finder: ClassFinder<PaymentNavigationController, OrderContext>(),
///              factory: ContainerClassFactory { PaymentNavigationController() })
/// ```
public struct ContainerClassFactory<VC: ContainerViewController, Context>: PetriContainerFactory {
    public typealias ViewController = VC
    private let make: @MainActor () -> VC

    /// A factory making its container with `make`.
    public init(_ make: @escaping @MainActor () -> VC) {
        self.make = make
    }

    public func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws -> VC {
        let container = make()
        try container.replaceViewControllers(with: children, animated: false)
        return container
    }
}
