import PetriHierarchy

extension ResolvedRoute {
    /// The view controllers of the route with their node index: the origin first, then the built
    /// ones from the origin towards the destination, without duplicates. `nil` view controllers
    /// stand for ones not built yet (in a plan).
    var routingStack: [(index: Int, viewController: UIViewController?)] {
        var seen = Set<ObjectIdentifier>()
        var stack: [(Int, UIViewController?)] = []
        for index in [originIndex] + buildOrder {
            let viewController = index == originIndex ? origin : built[index]
            if let viewController, !seen.insert(ObjectIdentifier(viewController)).inserted { continue }
            stack.append((index, viewController))
        }
        return stack
    }

    /// Whether node `index`'s own tasks apply (a general step has none).
    func hasStepTasks(_ index: Int) -> Bool {
        index < originIndex || originIsStep
    }

    /// Whether node `index`'s view controller existed before the navigation: the origin, and
    /// what a find-only step finds. The others are built by it, and dropped on rollback.
    func existedBefore(_ index: Int) -> Bool {
        index == originIndex || deferredFinds[index] != nil
    }

    /// Whether any step of the route has context tasks, and post tasks: a loop rather than a
    /// search with a closure, which checked the main actor for every step of every navigation.
    var stepTasks: (context: Bool, post: Bool) {
        var context = false, post = false
        for node in nodes {
            let has = node.hasTasks
            context = context || has.context
            post = post || has.post
        }
        return (context, post)
    }

    /// The declared type of node `index`'s view controller.
    func declaredType(ofNode index: Int) -> UIViewController.Type {
        if index == originIndex { return type(of: origin) }
        if case .screen(let finder, let factory) = nodes[index].kind {
            return factory?.viewControllerType ?? finder.viewControllerType
        }
        return UIViewController.self
    }
}

extension PetriRouter {
    /// The context and post tasks of a route, in the order they run: each view controller of the
    /// routing stack, its step's tasks then the router's.
    /// Only the context tasks (or only the post tasks) are gathered when the other kind is not
    /// wanted, and nothing is walked when the route and the router have no task of either: most
    /// routes have none, and this runs on every navigation.
    private func tasks(
        of route: ResolvedRoute, context wantsContext: Bool = true, post wantsPost: Bool = true
    ) -> (context: [(ErasedContextTask, Int, Any)], post: [(ErasedPostTask, Int, Any)]) {
        let steps = route.stepTasks
        let hasContextTasks = wantsContext && (!contextTasks.isEmpty || steps.context)
        let hasPostTasks = wantsPost && (!postTasks.isEmpty || steps.post)
        guard hasContextTasks || hasPostTasks else { return ([], []) }
        var contextWork: [(ErasedContextTask, Int, Any)] = []
        var postWork: [(ErasedPostTask, Int, Any)] = []
        for (index, _) in route.routingStack {
            let type = route.declaredType(ofNode: index)
            if route.hasStepTasks(index) {
                let contexts = route.taskContexts[index] ?? ([], [])
                if hasContextTasks {
                    contextWork += zip(route.nodes[index].contextTasks, contexts.context).map { ($0, index, $1) }
                }
                if hasPostTasks { postWork += zip(route.nodes[index].postTasks, contexts.post).map { ($0, index, $1) } }
            }
            if hasContextTasks {
                contextWork += contextTasks.filter { $0.appliesTo(type) }.map { ($0, index, route.context) }
            }
            if hasPostTasks { postWork += postTasks.filter { $0.appliesTo(type) }.map { ($0, index, route.context) } }
        }
        // Context tasks change the view controllers they are given, and a rollback restores a
        // view controller's place, title and context but not the rest of its state. So the
        // tasks of new view controllers (dropped on rollback) run first, and those of view
        // controllers that existed before run last: a failing task on a new screen never leaves
        // a found screen changed.
        let new = contextWork.filter { !route.existedBefore($0.1) }
        let existing = contextWork.filter { route.existedBefore($0.1) }
        return (new + existing, postWork)
    }

    /// The task decisions of a plan.
    func taskDecisions(of route: ResolvedRoute) -> [RoutingDecision] {
        let work = tasks(of: route)
        return work.context.map { .contextTask(task: $0.0.name, viewController: route.label(ofNode: $0.1)) }
            + work.post.map { .postTask(task: $0.0.name, viewController: route.label(ofNode: $0.1)) }
    }

    /// Applies the context tasks to every view controller of the route — new ones first, those
    /// that existed before last — recording each decision before acting on it.
    /// - Throws: the failing task's error; when view controllers that existed before were
    ///   already given their context, it names them: their state beyond their context may have
    ///   changed, which no rollback can undo.
    func applyContextTasks(_ route: ResolvedRoute, record: (consuming RoutingDecision) -> Void) throws {
        var changedExisting: [(identity: ObjectIdentifier, name: String)] = []
        for (task, index, context) in tasks(of: route, post: false).context {
            guard let viewController = index == route.originIndex ? route.origin : route.built[index] else { continue }
            record(.contextTask(task: task.name, viewController: route.label(ofNode: index)))
            let name = viewController.debugName
            do {
                try task.perform(viewController, context)
            } catch {
                var routingError = PetriRoutingError.wrapping(
                    error, .contextTaskFailed, step: route.stepName(index), entity: task.name)
                if !changedExisting.isEmpty {
                    let names = changedExisting.map(\.name).joined(separator: ", ")
                    routingError.reason +=
                        "; context tasks had already run on \(names), which existed before the navigation: "
                        + "the rollback restores context and title, but anything else those tasks stored may have changed"
                }
                throw routingError
            }
            if route.existedBefore(index),
                !changedExisting.contains(where: { $0.identity == ObjectIdentifier(viewController) })
            {
                changedExisting.append((ObjectIdentifier(viewController), name))
            }
        }
    }

    /// Runs the post-routing tasks, once everything is in place.
    func runPostTasks(_ route: ResolvedRoute) -> [RoutingDecision] {
        let work = tasks(of: route, context: false).post
        guard !work.isEmpty else { return [] }
        let stack = route.routingStack.compactMap(\.viewController)
        var decisions: [RoutingDecision] = []
        for (task, index, context) in work {
            guard let viewController = index == route.originIndex ? route.origin : route.built[index] else { continue }
            decisions.append(.postTask(task: task.name, viewController: route.label(ofNode: index)))
            task.perform(viewController, context, stack)
        }
        return decisions
    }
}
