public import PetriHierarchy

/// Builds a container with a closure, given the children the router gathered for it: for
/// container subclasses (a payment flow's own navigation controller) and custom containers.
///
/// ```swift
/// ClosureContainerFactory { (_: Void, children) in
///     let navigation = PaymentNavigationController()
///     try navigation.setViewControllers(children, animated: false)
///     return navigation
/// }
/// ```
public struct ClosureContainerFactory<VC: ContainerViewController, Context>: PetriContainerFactory {
    public typealias ViewController = VC
    private let make: @MainActor (Context, [PetriHierarchy.UIViewController]) throws -> VC

    /// Creates a factory.
    public init(build: @escaping @MainActor (Context, [PetriHierarchy.UIViewController]) throws -> VC) {
        make = build
    }

    public func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws -> VC {
        try make(context, children)
    }
}
