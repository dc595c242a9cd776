import PetriDish

/// Builds one of the shop's own container classes (a ``PaymentNavigationController``, the
/// ``SettingsSplitViewController``) already holding the view controllers the router gathered
/// for it, so the container and its children appear in one presentation.
struct ShopContainerFactory<Container: ContainerViewController, Context>: ContainerFactory {
    typealias ViewController = Container
    private let make: @MainActor () -> Container

    /// A factory whose containers `make` creates, empty.
    init(_ make: @escaping @MainActor () -> Container) {
        self.make = make
    }

    func build(with context: Context, integrating children: [PetriDish.ViewController]) throws -> Container {
        let container = make()
        try container.replaceViewControllers(with: children, animated: false)
        return container
    }
}
