import PetriHierarchy

extension PetriRouter {
    /// What a navigation that succeeded should tell the app team: a built view controller that
    /// is not in the window (an orphan), and a destination that is in the window but not on
    /// screen, with the container that hides it.
    /// `inWindow` is the window's ``PetriWindowInspection/allViewControllers``, gathered once by the caller:
    /// asking each built view controller for its `window` walks its parents and presenters
    /// again for every one of them.
    func warnings(after route: ResolvedRoute, inWindow: [UIViewController]) -> [RoutingWarning] {
        var warnings = route.ambiguities
        let isInWindow = Self.membership(of: inWindow)
        for index in route.buildOrder.reversed() {
            guard let built = route.built[index], route.deferredFinds[index] == nil, !isInWindow(built) else {
                continue
            }
            warnings.append(.orphan(viewController: built.debugName, step: route.stepName(index)))
        }
        let destination = route.originIndex == 0 ? route.origin : route.built[0]
        if let destination, isInWindow(destination),
            !window.visibleViewControllers.containsIdentical(destination)
        {
            warnings.append(Self.hiding(destination))
        } else if let destination, isInWindow(destination), let cover = window.windowScene?.windowCovering(window) {
            // On its window's visible path, but an opaque window in front hides the whole window.
            warnings.append(
                .hiddenDestination(
                    viewController: destination.debugName,
                    container: "window \(cover.name) (level \(cover.windowLevel))",
                    shows: cover.topmostViewController?.debugName ?? "nothing"))
        }
        return warnings
    }

    /// Whether a view controller is one of `viewControllers`: by identity, so nothing is
    /// retained to compare; a small window's are compared one by one, a big one's hashed.
    private nonisolated static func membership(of viewControllers: [UIViewController]) -> (UIViewController) -> Bool {
        guard viewControllers.count > 32 else {
            return { viewControllers.containsIdentical($0) }
        }
        let hashed = Set(viewControllers.lazy.map(ObjectIdentifier.init))
        return { hashed.contains(ObjectIdentifier($0)) }
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
