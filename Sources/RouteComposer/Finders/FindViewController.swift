public import PetriRouting

extension UIViewController {
    /// The first view controller, from `viewController` and in RouteComposer's search order, for
    /// which `predicate` holds (RouteComposer's `UIViewController.findViewController(in:…)`).
    ///
    /// A view controller being dismissed is skipped with everything beyond it. `viewController`
    /// itself is tested only under `.current`; `.parent` climbs its parents; `.visible` and
    /// `.contained` descend into a container's children, as its adapter lists them, visible ones
    /// first; `.presented` and `.presenting` follow the modal chain.
    /// - Parameters:
    ///   - options: Where to look; RouteComposer's default is `.currentAndUp`.
    ///   - containerAdapterLocator: Gives each container's adapter.
    /// - Throws: what the locator throws for a container it has no adapter for.
    public static func findViewController(
        in viewController: UIViewController,
        options: SearchOptions = .currentAndUp,
        containerAdapterLocator: any ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
        using predicate: (UIViewController) -> Bool
    ) throws -> UIViewController? {
        guard !viewController.isBeingDismissed else { return nil }
        if options.contains(.current), predicate(viewController) {
            return viewController
        }
        if options.contains(.parent), let parent = viewController.parent,
            let found = try findViewController(
                in: parent, options: [.current, .parent], containerAdapterLocator: containerAdapterLocator,
                using: predicate)
        {
            return found
        }
        if let container = viewController as? any ContainerViewController,
            options.contains(.visible) || options.contains(.contained)
        {
            let adapter = try containerAdapterLocator.getAdapter(for: container)
            var children = adapter.visibleViewControllers
            if options.contains(.contained) {
                children += adapter.containedViewControllers
            }
            var childOptions: SearchOptions = options.contains(.visible) ? .currentVisibleOnly : [.current, .contained]
            if options.contains(.presented) { childOptions.insert(.presented) }
            var searched: [UIViewController] = []
            for child in children where !searched.contains(where: { $0 === child }) {
                searched.append(child)
                if let found = try findViewController(
                    in: child, options: childOptions, containerAdapterLocator: containerAdapterLocator, using: predicate
                ) {
                    return found
                }
            }
        }
        if options.contains(.presented), let presented = viewController.presentedViewController,
            let found = try findViewController(
                in: presented, options: options.subtracting(.presenting),
                containerAdapterLocator: containerAdapterLocator, using: predicate)
        {
            return found
        }
        if options.contains(.presenting), let presenting = viewController.presentingViewController,
            let found = try findViewController(
                in: presenting, options: options.subtracting(.presented),
                containerAdapterLocator: containerAdapterLocator, using: predicate)
        {
            return found
        }
        return nil
    }
}
