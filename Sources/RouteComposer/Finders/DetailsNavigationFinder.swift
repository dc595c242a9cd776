public import PetriRouting

/// Finds the navigation controller in the detail column of a split view controller
/// (RouteComposer's `DetailsNavigationFinder`): the split view's last column, or, in a split view
/// with only a primary navigation controller (a collapsed one), the navigation controller on top
/// of that stack.
@MainActor
public struct DetailsNavigationFinder<C>: Finder {
    public typealias ViewController = UINavigationController
    public typealias Context = C

    /// How it finds the split view controller.
    public let iterator: any StackIterator

    /// A finder of the split view controller `iterator` finds first.
    public init(iterator: any StackIterator = DefaultStackIterator()) {
        self.iterator = iterator
    }

    /// A finder looking with `options` from `startingPoint` in the window of `windowProvider`.
    public init(
        options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost,
        windowProvider: any WindowProvider = KeyWindowProvider(),
        containerAdapterLocator: any ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) {
        iterator = DefaultStackIterator(
            options: options, startingPoint: startingPoint, windowProvider: windowProvider,
            containerAdapterLocator: containerAdapterLocator)
    }

    public func findViewController(with context: C) throws -> UINavigationController? {
        guard
            let split = try ClassFinder<UISplitViewController, C>(iterator: iterator).findViewController(with: context)
        else { return nil }
        let columns = split.viewControllers
        guard columns.count > 1 else {
            return (columns.first as? UINavigationController)?.viewControllers.last as? UINavigationController
        }
        return columns.last as? UINavigationController
    }
}
