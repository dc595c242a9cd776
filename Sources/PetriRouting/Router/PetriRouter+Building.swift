import PetriHierarchy

extension PetriRouter {
    /// Builds the route forwards from the origin. With `live == false` nothing is built or
    /// performed: the same walk only records the decisions, so a plan and a trace agree.
    ///
    /// Each decision is recorded before it is acted on, so when something fails the trace shows
    /// every decision up to and including the one that failed.
    ///
    /// A container factory takes the steps after it whose actions embed into its type of
    /// container, builds them first and receives them as children; the first step that does not
    /// embed is integrated afterwards, on the last view controller built.
    ///
    /// Consecutive container actions on the same live container are integrated together, as
    /// RouteComposer's router does: the first one whose next action also embeds into that
    /// container's type takes the container's children, each one embeds its view controller
    /// into that list, and the container is given the list once (one `setViewControllers`, not
    /// a push per screen) before the next other action, find or the end of the route.
    func build(
        _ route: inout ResolvedRoute, live: Bool, animated: Bool, record: (consuming RoutingDecision) -> Void
    ) throws {
        // The node whose view controller the next step integrates on (the origin's, or one
        // built or found: `route.viewController(ofNode:)`, `nil` in a plan), and whose label
        // names it in decisions: a node, so no view controller or name is copied from step to
        // step (a view controller's retain is a slow one: the hierarchy holds them weakly too).
        var existing = route.originIndex
        var postponed: PostponedIntegration?
        // The window the route is built in, read once: the router's window is a class property,
        // whose every read is checked for exclusive access and retains the window.
        let window = self.window
        var index = route.originIndex - 1
        while index >= 0 {
            if route.deferredFinds[index] != nil {
                // The finder searches the window as it is: what is postponed goes in first.
                try integrate(&postponed, animated: animated)
                existing = try findInBuilt(at: index, in: &route, live: live, animated: animated, record: record)
                index -= 1
                continue
            }
            guard let action = route.nodes[index].action else {
                throw PetriRoutingError(
                    .actionFailed, step: route.stepName(index),
                    reason: "the step has no action to join it to the step before it")
            }
            let built = try buildNode(at: index, in: &route, window: window, live: live, record: record)
            let viewController = route.built[index]
            record(
                .perform(
                    action: action.name, viewController: route.label(ofNode: index),
                    existing: Self.target(of: action, on: existing, in: route)))
            if live, let viewController, let existingViewController = route.viewController(ofNode: existing) {
                let next =
                    built.next >= 0 && route.deferredFinds[built.next] == nil ? route.nodes[built.next].action : nil
                do {
                    let placed = try perform(
                        action, with: viewController, on: existingViewController, step: route.stepName(index),
                        next: next, postponing: &postponed, animated: animated)
                    // As RouteComposer does: what the router integrates is brought into view in
                    // its containers (the tab holding it selected, its stack popped to it). One
                    // in no container (a root, a presentation) has none to be brought into view
                    // in: its window, a walk through weak references, is not asked for.
                    if placed, viewController.parent != nil, viewController.window === window {
                        try viewController.makeVisibleInParentContainers(animated: animated)
                    }
                } catch {
                    throw PetriRoutingError.wrapping(
                        error, .actionFailed, step: route.stepName(index), entity: action.name)
                }
            }
            if case .screen(_, let factory?) = route.nodes[index].kind, factory.findsInWindow {
                try integrate(&postponed, animated: animated)
                try bringIntoView(
                    viewController, label: route.nodes[index].typeName, step: route.stepName(index),
                    animated: animated, record: record)
            }
            existing = built.last
            index = built.next
        }
        try integrate(&postponed, animated: animated)
    }

    /// Makes the origin visible, builds the route and applies its context tasks. Each decision
    /// goes straight into `trace`, so a build that throws halfway leaves the decisions made
    /// until then. The route is this method's own argument, not a closure's capture, so
    /// reading it (for the context tasks) does not copy it.
    func buildLive(_ route: inout ResolvedRoute, animated: Bool, into trace: inout RoutingTrace) throws {
        try route.makeOriginVisible(animated: animated)
        try build(&route, live: true, animated: animated) { trace.entries.append(.decision($0)) }
        try applyContextTasks(route) { trace.entries.append(.decision($0)) }
    }

    /// View controllers gathered for a live container, integrated together.
    private struct PostponedIntegration {
        let container: any ContainerViewController
        /// The container's children as they will be: its own, with each postponed view
        /// controller embedded by its action.
        var children: [UIViewController]
        /// The step and action that embedded last, for an error.
        var step: String
        var action: String
    }

    /// Performs `action`, or postpones it when it and the next action embed into the same
    /// container. Returns whether the view controller is in place now.
    private func perform(
        _ action: ErasedAction, with viewController: UIViewController, on existing: UIViewController, step: String,
        next: ErasedAction?, postponing postponed: inout PostponedIntegration?, animated: Bool
    ) throws -> Bool {
        guard let embed = action.embed, let embedsInto = action.embedsInto, let containerOf = action.container else {
            try integrate(&postponed, animated: animated)
            try action.perform(viewController, existing, animated)
            return true
        }
        if let gathering = postponed {
            if embedsInto(type(of: gathering.container)) {
                try embed(viewController, &postponed!.children)
                postponed?.step = step
                postponed?.action = action.name
                return false
            }
            try integrate(&postponed, animated: animated)
        }
        if let container = containerOf(existing) as? any ContainerViewController,
            let nextEmbeds = next?.embedsInto, nextEmbeds(type(of: container))
        {
            var children = container.containedViewControllers
            try embed(viewController, &children)
            postponed = PostponedIntegration(container: container, children: children, step: step, action: action.name)
            return false
        }
        try action.perform(viewController, existing, animated)
        return true
    }

    /// Gives the container what was postponed for it, if anything, and brings the last view
    /// controller into view.
    private func integrate(_ postponed: inout PostponedIntegration?, animated: Bool) throws {
        guard let integration = postponed else { return }
        postponed = nil
        let current = integration.container.containedViewControllers
        guard
            current.count != integration.children.count
                || zip(current, integration.children).contains(where: { $0 !== $1 })
        else { return }
        do {
            try integration.container.replaceViewControllers(with: integration.children, animated: animated)
            if let last = integration.children.last, last.window === window {
                try last.makeVisibleInParentContainers(animated: animated)
            }
        } catch {
            throw PetriRoutingError.wrapping(error, .actionFailed, step: integration.step, entity: integration.action)
        }
    }

    /// A find-only step reached after the steps before it were built: finds its view controller
    /// in the window as it is now, and brings it into view. Its action, if any, is not
    /// performed: what it finds is already in place.
    private func findInBuilt(
        at index: Int, in route: inout ResolvedRoute, live: Bool, animated: Bool,
        record: (consuming RoutingDecision) -> Void
    ) throws -> Int {
        let node = route.nodes[index]
        let step = route.stepName(index)
        guard case .screen(let finder, _) = node.kind else {
            throw PetriRoutingError(.notFound, step: step, reason: "the step cannot find a \(node.typeName)")
        }
        record(.foundInBuilt(step: step, finder: finder.name, viewController: node.typeName))
        guard live else {
            try bringIntoView(nil, label: node.typeName, step: step, animated: animated, record: record)
            return index
        }
        let found: UIViewController?
        do {
            found = try finder.find(window, route.contexts[index])
        } catch {
            throw PetriRoutingError.wrapping(error, .stepFailed, step: step, entity: finder.name)
        }
        guard let found, found.window === window else {
            let builder = route.deferredFinds[index].map { route.stepName($0) } ?? "the steps before it"
            throw PetriRoutingError(
                .notFound, step: step, entity: finder.name,
                reason: "found no \(node.typeName), even in what \(builder) built")
        }
        route.built[index] = found
        try bringIntoView(found, label: node.typeName, step: step, animated: animated, record: record)
        return index
    }

    /// Makes `viewController` visible in every container above it (RouteComposer's
    /// `makeVisibleInParentContainers`), recording the decision; `nil` in a plan.
    private func bringIntoView(
        _ viewController: UIViewController?, label: String, step: String, animated: Bool,
        record: (consuming RoutingDecision) -> Void
    ) throws {
        record(.bringIntoView(viewController: label))
        guard let viewController, viewController.window === window else { return }
        do {
            try viewController.makeVisibleInParentContainers(animated: animated)
        } catch {
            throw PetriRoutingError.wrapping(
                error, .actionFailed, step: step, entity: "making \(viewController.debugName) visible")
        }
    }

    /// How a decision names what an action acts on (the view controller of node `existing`,
    /// named by its label): for a container action on the route's origin, the container it will
    /// use ("CatalogNavigationController (holding ProductViewController(42))"), known the same
    /// way in a plan and in a navigation.
    private static func target(of action: ErasedAction, on existing: Int, in route: ResolvedRoute) -> String {
        let label = route.label(ofNode: existing)
        guard route.viewController(ofNode: existing) === route.origin, label == route.originLabel,
            let container = action.container?(route.origin)
        else { return label }
        return container === route.origin ? label : "\(container.debugName) (holding \(label))"
    }

    /// What building a node (and the nodes it embeds) leaves: its view controller is the
    /// route's (`ResolvedRoute.built`), read from there.
    private struct BuiltNode {
        /// The next node to integrate (towards the destination).
        var next: Int
        /// The node of the last view controller built, in chain order: what the next step
        /// integrates on.
        var last: Int
    }

    /// Builds node `index` — a container with the nodes after it that embed into it — reading
    /// the route's nodes in place rather than copying one per use.
    private func buildNode(
        at index: Int, in route: inout ResolvedRoute, window: UIWindow, live: Bool,
        record: (consuming RoutingDecision) -> Void
    ) throws -> BuiltNode {
        guard case .screen(_, let factory?) = route.nodes[index].kind else {
            throw PetriRoutingError(
                .factoryFailed, step: route.stepName(index),
                reason: "the step cannot build a \(route.nodes[index].typeName)")
        }
        var children: [UIViewController] = []
        var next = index - 1
        var last: Int?
        if factory.isContainer {
            // A container's children are among the nodes before it: room for them at once.
            children.reserveCapacity(index)
            let containerType = factory.viewControllerType
            var firstChild: Int?
            while next >= 0, let action = route.nodes[next].action,
                let embedsInto = action.embedsInto, embedsInto(containerType)
            {
                let childIndex = next
                let child = try buildNode(at: childIndex, in: &route, window: window, live: live, record: record)
                // A tab bar built with its tabs keeps its first tab selected, as UIKit does: a
                // destination in another tab ends off screen.
                if child.next < 0, let shown = firstChild, containerType is UITabBarController.Type {
                    route.predictedWarnings.append(
                        .hiddenDestination(
                            viewController: route.nodes[0].typeName, container: route.nodes[index].typeName,
                            shows: route.label(ofNode: shown)))
                }
                if firstChild == nil { firstChild = childIndex }
                record(
                    .embed(
                        viewController: route.label(ofNode: childIndex), action: action.name,
                        container: route.nodes[index].typeName))
                if live, let childViewController = route.built[childIndex], let embed = action.embed {
                    do {
                        try embed(childViewController, &children)
                    } catch {
                        throw PetriRoutingError.wrapping(
                            error, .actionFailed, step: route.stepName(childIndex), entity: action.name)
                    }
                }
                last = child.last
                next = child.next
            }
        }
        record(.build(step: route.stepName(index), factory: factory.name, viewController: route.nodes[index].typeName))
        if live {
            do {
                route.built[index] = try factory.build(route.contexts[index], children, window)
            } catch {
                throw PetriRoutingError.wrapping(
                    error, .factoryFailed, step: route.stepName(index), entity: factory.name)
            }
        }
        return BuiltNode(next: next, last: last ?? index)
    }
}
