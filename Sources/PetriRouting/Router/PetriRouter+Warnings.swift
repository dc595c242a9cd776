import PetriHierarchy

extension PetriRouter {
    /// What a navigation that succeeded should tell the app team: a built view controller that
    /// is not in the window (an orphan), and a destination that is in the window but not on
    /// screen, with the container that hides it.
    /// `inWindow` is `window`'s ``PetriWindowInspection/allViewControllers``, gathered once by
    /// the caller: asking each built view controller for its `window` walks its parents and
    /// presenters again for every one of them.
    func warnings(
        after route: ResolvedRoute, in window: UIWindow, among inWindow: [UIViewController]
    ) -> [RoutingWarning] {
        var warnings = route.ambiguities
        // Whether a view controller is in the window: by identity, so nothing is retained to
        // compare; a small window's are compared one by one, a big one's hashed.
        let hashed = inWindow.count > 32 ? Set(inWindow.lazy.map(ObjectIdentifier.init)) : nil
        func isInWindow(_ viewController: UIViewController) -> Bool {
            if let hashed { return hashed.contains(ObjectIdentifier(viewController)) }
            return inWindow.containsIdentical(viewController)
        }
        for index in route.buildOrder.reversed() {
            guard let built = route.built[index], route.deferredFinds[index] == nil, !isInWindow(built) else {
                continue
            }
            warnings.append(.orphan(viewController: built.debugName, step: route.stepName(index)))
        }
        let destination = route.originIndex == 0 ? route.origin : route.built[0]
        guard let destination, isInWindow(destination) else { return warnings }
        if !window.visibleViewControllers.containsIdentical(destination) {
            warnings.append(Self.hiding(destination))
        } else if let cover = window.windowScene?.windowCovering(window) {
            // On its window's visible path, but an opaque window in front hides the whole window.
            warnings.append(
                .hiddenDestination(
                    viewController: destination.debugName,
                    container: "window \(cover.name) (level \(cover.windowLevel))",
                    shows: cover.topmostViewController?.debugName ?? "nothing"))
        }
        return warnings
    }

    /// Why `viewController`, which is in the window, is not on screen: the innermost container
    /// that shows another child, or the presentation above it.
    private static func hiding(_ viewController: UIViewController) -> RoutingWarning {
        var child = viewController
        while let parent = child.parent {
            if let container = parent as? any ContainerViewController,
                !container.visibleViewControllers.containsIdentical(child)
            {
                let shown = container.visibleViewControllers.map(\.debugName).joined(separator: ", ")
                return .hiddenDestination(
                    viewController: viewController.debugName, container: parent.debugName,
                    shows: shown.isEmpty ? "nothing" : shown)
            }
            child = parent
        }
        let top = child.presentedChain.last.map(\.debugName) ?? "another view controller"
        return .hiddenDestination(
            viewController: viewController.debugName, container: "the presentation above it", shows: top)
    }
}
