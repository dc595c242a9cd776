import PetriHierarchy
import PetriSupport

extension PetriRouter {
    /// Walks the chain from the destination back to the first view controller that exists.
    func resolve(_ chain: [StepNode], context: Any) throws -> ResolvedRoute {
        do {
            return try resolveSteps(chain, context: context)
        } catch var error as PetriRoutingError where error.kind == .notFound || error.kind == .unableToStart {
            // A route that cannot start would often be refused anyway (a logged-out user): say
            // which interceptor would refuse and why, so the advice that helps is not hidden.
            guard let (name, prediction) = refusingInterceptor(of: chain, context: context) else { throw error }
            error.reason += "; \(name) would refuse it too: \(prediction.reasonText)"
            if case let .requires(requirement, _) = prediction { error.requirement = requirement }
            throw error
        }
    }

    /// Notes that `finder` took `found`, the first of several view controllers its search
    /// accepts: a warning after the navigation, and in the plan.
    private func noteAmbiguity(
        _ finder: String, found: UIViewController, matches: [UIViewController]?, in route: inout ResolvedRoute
    ) {
        guard let matches, matches.count > 1, matches.first === found else { return }
        let warning = RoutingWarning.ambiguousFinder(
            finder: finder, took: found.debugName, alsoMatched: matches.dropFirst().map(\.debugName))
        route.ambiguities.append(warning)
        route.predictedWarnings.append(warning)
    }

    /// The first interceptor of `chain` that is predicted to refuse, with its prediction.
    private func refusingInterceptor(of chain: [StepNode], context: Any) -> (String, InterceptorPrediction)? {
        for node in chain {
            for interceptor in node.interceptors {
                guard let adapted = try? interceptor.adapt(context) else { continue }
                let prediction = interceptor.predict(adapted)
                if prediction.isRefusal { return (interceptor.name, prediction) }
            }
        }
        return nil
    }

    private func resolveSteps(_ chain: [StepNode], context: Any) throws -> ResolvedRoute {
        var nodes = chain
        // One context a node, at most: reserved, so the list does not grow a step at a time.
        var contexts: [Any] = []
        contexts.reserveCapacity(chain.count)
        var decisions: [RoutingDecision] = []
        // Find-only steps that found nothing: (node index, where their decision goes).
        var pending: [(index: Int, decision: Int)] = []
        var index = 0
        // The context's dynamic type, for the nil finders of the steps that take it as it is.
        let contextType = ObjectIdentifier(type(of: context))
        // The nodes are read in place, not copied one by one; a step's name (for a decision or
        // an error) is worked out only when one needs it: most steps (a nil finder) need none.
        while index < nodes.count {
            let nodeContext: Any
            do {
                nodeContext = try nodes[index].adaptContext(context)
            } catch {
                throw PetriRoutingError.wrapping(
                    error, .stepFailed, step: ResolvedRoute.stepName(index, of: nodes), entity: "context adapter")
            }
            let nodeContextType = nodes[index].adaptsContext ? ObjectIdentifier(type(of: nodeContext)) : contextType
            // Most steps: a nil finder, given the context it declares, finds nothing; the step
            // builds, and its resolution records nothing. Told without copying its entities out.
            if nodes[index].buildsWithoutFinding(givenContextOfType: nodeContextType) {
                contexts.append(nodeContext)
                index += 1
                continue
            }
            switch nodes[index].kind {
            case .switcher(let switcher):
                let step = ResolvedRoute.stepName(index, of: nodes)
                let resolved: (choice: String, nodes: [StepNode])?
                do {
                    resolved = try switcher.resolve(nodeContext, window)
                } catch {
                    throw PetriRoutingError.wrapping(error, .stepFailed, step: step, entity: switcher.name)
                }
                guard let resolved else {
                    throw PetriRoutingError(
                        .notFound, step: step, entity: switcher.name,
                        reason: "no case applies, and there is no default")
                }
                decisions.append(.switched(step: step, choice: resolved.choice))
                let adapt = nodes[index].adapt
                nodes = Array(nodes[..<index]) + resolved.nodes.map { $0.adapted(by: adapt) }
                continue

            case .origin(let origin):
                let found: UIViewController?
                do {
                    found = try origin.find(window, nodeContext)
                } catch {
                    throw PetriRoutingError.wrapping(
                        error, .stepFailed, step: ResolvedRoute.stepName(index, of: nodes), entity: origin.name)
                }
                guard let found, canStart(from: found) else {
                    let step = ResolvedRoute.stepName(index, of: nodes)
                    if origin.name == "root" || origin.name == "current" {
                        throw PetriRoutingError(
                            .unableToStart, step: step,
                            reason:
                                "unable to start the navigation: no view controller to start from was found (\(origin.failure))"
                        )
                    }
                    throw PetriRoutingError(.notFound, step: step, entity: origin.name, reason: origin.failure)
                }
                let label = found.debugName
                decisions.append(
                    .origin(step: ResolvedRoute.stepName(index, of: nodes), viewController: startName(found, label)))
                contexts.append(nodeContext)
                var route = ResolvedRoute(
                    nodes: nodes, contexts: contexts, context: context, origin: found, originLabel: label,
                    originIndex: index, originIsStep: false, decisions: decisions)
                noteAmbiguity(origin.name, found: found, matches: origin.matches(window, nodeContext), in: &route)
                try deferFinds(pending, in: &route)
                return route

            case let .screen(finder, factory):
                let found: UIViewController?
                do {
                    found =
                        finder.findsNothing(givenContextOfType: nodeContextType)
                        ? nil : try finder.find(window, nodeContext)
                } catch {
                    throw PetriRoutingError.wrapping(
                        error, .stepFailed, step: ResolvedRoute.stepName(index, of: nodes), entity: finder.name)
                }
                contexts.append(nodeContext)
                if let found, canStart(from: found) {
                    let label = found.debugName
                    decisions.append(
                        .found(
                            step: ResolvedRoute.stepName(index, of: nodes), finder: finder.name,
                            viewController: startName(found, label)))
                    var route = ResolvedRoute(
                        nodes: nodes, contexts: contexts, context: context, origin: found, originLabel: label,
                        originIndex: index, originIsStep: true, decisions: decisions)
                    noteAmbiguity(finder.name, found: found, matches: finder.matches(window, nodeContext), in: &route)
                    try deferFinds(pending, in: &route)
                    return route
                }
                guard factory != nil else {
                    // It may be built by a step before it (a tab bar built with its tabs): look
                    // again once that step is built.
                    pending.append((index, decisions.count))
                    index += 1
                    continue
                }
                if !finder.isNil {
                    decisions.append(.notFound(step: ResolvedRoute.stepName(index, of: nodes), finder: finder.name))
                }
                index += 1
            }
        }
        if let first = pending.first, case .screen(let finder, _) = nodes[first.index].kind {
            throw PetriRoutingError(
                .notFound, step: ResolvedRoute.stepName(first.index, of: nodes), entity: finder.name,
                reason: "found no \(nodes[first.index].typeName), and the step has no factory to build one")
        }
        throw PetriRoutingError(
            .unableToStart, reason: "unable to start the navigation: no view controller to start from was found")
    }

    /// Gives each find-only step that found nothing the step whose building should bring what
    /// it looks for: the nearest step between it and the origin that builds. Without one, the
    /// window will not change before the step is reached, so it fails now.
    private func deferFinds(_ pending: [(index: Int, decision: Int)], in route: inout ResolvedRoute) throws {
        for (index, position) in pending.reversed() {
            let node = route.nodes[index]
            guard case .screen(let finder, _) = node.kind else { continue }
            let builder = ((index + 1)..<route.originIndex).first { later in
                if case .screen(_, _?) = route.nodes[later].kind { true } else { false }
            }
            guard let builder else {
                throw PetriRoutingError(
                    .notFound, step: route.stepName(index), entity: finder.name,
                    reason: "found no \(node.typeName), and the step has no factory to build one")
            }
            route.deferredFinds[index] = builder
            route.decisions.insert(
                .findInBuilt(step: route.stepName(index), finder: finder.name, builder: route.stepName(builder)),
                at: position)
        }
    }

    /// Whether a route may start from what a finder found: a view controller that is not being
    /// dismissed, in this router's window — or, for a router of a scene, in another window of
    /// the scene that a finder named (``SearchStartingPoint/topmostOfWindow(named:)``): the
    /// navigation then happens in that window. A finder that returns one from a window outside
    /// the scene (or from none) found nothing usable: starting there would change a hierarchy
    /// outside this navigation's transaction.
    private func canStart(from viewController: UIViewController) -> Bool {
        guard !viewController.isBeingDismissed, let found = viewController.window else { return false }
        if found === window { return true }
        guard let scene, found.windowScene === scene else { return false }
        window = found
        return true
    }

    /// The found view controller as a decision names it: with its window when the route
    /// starts in one other than the key window.
    /// `debugName` is the view controller's ``PetriInspection/debugName``, worked out once by
    /// the caller, which names the origin with it too.
    private func startName(_ viewController: UIViewController, _ debugName: String) -> String {
        guard let scene, let key = scene.keyWindow, window !== key else { return debugName }
        return debugName + " (in window \(window.name))"
    }

    /// Checks everything that can be checked before anything changes: the types of every
    /// entity, the dismissals, the interceptors' and context tasks' `prepare`, and (for a plan)
    /// the factories' `prepare`. Binds the interceptors to their contexts.
    func prepare(_ route: inout ResolvedRoute, includingFactories: Bool) throws {
        try route.checkDismissals()
        try checkPlacements(route)
        var bound: [ResolvedRoute.BoundInterceptor] = []
        for interceptor in interceptors {
            do { try interceptor.prepare(route.context) } catch {
                throw PetriRoutingError.wrapping(error, .interceptorRefused, step: nil, entity: interceptor.name)
            }
            bound.append(
                .init(
                    name: interceptor.name, step: nil, context: route.context, perform: interceptor.perform,
                    predict: interceptor.predict))
        }
        for index in 0...route.originIndex {
            let node = route.nodes[index]
            let hasTasks = node.hasTasks
            // Most steps have no interceptor or task of their own.
            guard hasTasks.context || hasTasks.post || !node.interceptors.isEmpty else { continue }
            let step = route.stepName(index)
            let declaredType = route.declaredType(ofNode: index)
            func context(_ adapt: @MainActor (Any) throws -> Any, of entity: String) throws -> Any {
                do { return try adapt(route.context) } catch {
                    throw PetriRoutingError.wrapping(
                        error, .stepFailed, step: step, entity: "context adapter of \(entity)")
                }
            }
            for interceptor in node.interceptors {
                let interceptorContext = try context(interceptor.adapt, of: interceptor.name)
                do { try interceptor.prepare(interceptorContext) } catch {
                    throw PetriRoutingError.wrapping(error, .interceptorRefused, step: step, entity: interceptor.name)
                }
                bound.append(
                    .init(
                        name: interceptor.name, step: step, context: interceptorContext, perform: interceptor.perform,
                        predict: interceptor.predict))
            }
            var contexts: (context: [Any], post: [Any]) = ([], [])
            for task in node.contextTasks {
                guard task.appliesTo(declaredType) else {
                    throw Self.viewControllerMismatch(
                        task.name, expected: task.viewControllerTypeName, actual: declaredType, step: step)
                }
                let taskContext = try context(task.adapt, of: task.name)
                do { try task.prepare(taskContext) } catch {
                    throw PetriRoutingError.wrapping(error, .contextTaskFailed, step: step, entity: task.name)
                }
                contexts.context.append(taskContext)
            }
            for task in node.postTasks {
                guard task.appliesTo(declaredType) else {
                    throw Self.viewControllerMismatch(
                        task.name, expected: task.viewControllerTypeName, actual: declaredType, step: step)
                }
                let taskContext = try context(task.adapt, of: task.name)
                do { try task.check(taskContext) } catch {
                    throw PetriRoutingError.wrapping(error, .typeMismatch, step: step, entity: task.name)
                }
                contexts.post.append(taskContext)
            }
            if !contexts.context.isEmpty || !contexts.post.isEmpty { route.taskContexts[index] = contexts }
        }
        for task in contextTasks {
            do { try task.prepare(route.context) } catch {
                throw PetriRoutingError.wrapping(error, .contextTaskFailed, step: nil, entity: task.name)
            }
        }
        for task in postTasks {
            do { try task.check(route.context) } catch {
                throw PetriRoutingError.wrapping(error, .typeMismatch, step: nil, entity: task.name)
            }
        }
        route.interceptors = bound
        if includingFactories { try prepareFactories(route) }
    }

    /// Refuses a step whose factory really builds but whose action places nothing: what it
    /// builds would be dropped, and the route would "succeed" with the window showing
    /// something else.
    private func checkPlacements(_ route: ResolvedRoute) throws {
        for index in route.buildOrder where route.deferredFinds[index] == nil {
            let node = route.nodes[index]
            guard let action = node.action, action.placesNothing,
                case .screen(_, let factory?) = node.kind, !factory.findsInWindow
            else { continue }
            throw PetriRoutingError(
                .actionFailed, step: route.stepName(index), entity: action.name,
                reason:
                    "\(factory.name) builds a \(node.typeName), but NilAction places nothing, so it would be built and dropped; "
                    + "nilAction is for a step whose view controller is already in place (found by its finder, or by a PetriFinderFactory): "
                    + "use an action that puts it in place (push, presentModally, replaceRoot, addTab)")
        }
    }

    private static func viewControllerMismatch(
        _ entity: String, expected: String, actual: UIViewController.Type, step: String
    ) -> PetriRoutingError {
        PetriRoutingError(
            .typeMismatch, step: step, entity: entity,
            reason: "applies to \(expected), but the step's view controller is a \(TypeName.of(actual))")
    }

    /// Asks every factory of the route whether it can build, before anything changes.
    func prepareFactories(_ route: ResolvedRoute) throws {
        // Read once, not for every factory: a class property's every read is checked for
        // exclusive access and retains the window.
        let window = self.window
        // The context's dynamic type, for the factories of the steps that take it as it is.
        let contextType = ObjectIdentifier(type(of: route.context))
        for index in route.buildOrder {
            let nodeContextType =
                route.nodes[index].adaptsContext ? ObjectIdentifier(type(of: route.contexts[index])) : contextType
            // Told without copying the factory out of the step (a retain).
            if route.nodes[index].factoryChecksNothing(givenContextOfType: nodeContextType) { continue }
            guard case .screen(_, let factory?) = route.nodes[index].kind else { continue }
            do { try factory.prepare(route.contexts[index], window) } catch {
                throw PetriRoutingError.wrapping(
                    error, .factoryFailed, step: route.stepName(index), entity: factory.name)
            }
        }
    }
}
