public import PetriHierarchy

/// Navigates a window to a destination the way RouteComposer's `DefaultRouter` does, as one
/// transaction.
///
/// For a route it walks the chain from the destination back to the first view controller that
/// already exists (the origin), runs the interceptors before anything changes, dismisses what is
/// presented above the origin, makes the origin visible in its containers, builds the rest of the
/// chain forwards (a new container is built with its children already inside), applies the
/// context tasks and, once everything is in place, runs the post-routing tasks.
///
/// If anything fails — a finder, an interceptor, a factory, an action, a context task — the
/// window is restored to exactly what it was and the error names the step, the entity and the
/// reason.
///
/// ```swift
/// let router = Router(window: window)
/// try await router.navigate(to: productScreen, with: 42)
/// ```
@MainActor
public final class PetriRouter {
    /// The window this router navigates: the one it was made for or, for a router of a scene,
    /// the scene's key window when the navigation (or plan) started, as RouteComposer searches
    /// the key window.
    public internal(set) var window: UIWindow

    /// The scene whose key window each navigation starts from, for ``init(scene:)``; `nil` for a
    /// router made for one window.
    public let scene: UIWindowScene?

    var interceptors: [ErasedInterceptor] = []
    var contextTasks: [ErasedContextTask] = []
    var postTasks: [ErasedPostTask] = []

    /// Whether a navigation is running (an interceptor may be waiting for the user).
    public var isNavigating: Bool { runningNavigations > 0 }

    /// How many navigations are running: the one waiting for an interceptor, one it nests, one
    /// superseding it.
    private var runningNavigations = 0

    /// What the navigation waiting for one of its interceptors (the user at a login screen) is
    /// called — the deep link that started it, or its destination — or `nil` when none waits.
    /// A deep link followed meanwhile supersedes it, as an app keeps one pending link: the
    /// waiting one fails with ``PetriRoutingError/Kind/superseded``, naming the link, as soon
    /// as its interceptor finishes (an app's login screen fails the completion it held when the
    /// link's interceptor gives it another), and what it put on screen so far (its login
    /// screen) is the link's navigation's to keep or undo: its interceptor finds that login
    /// screen instead of stacking another. Any other navigation is refused meanwhile.
    public var pendingNavigation: String? { waiting?.name }

    /// The navigation waiting for an interceptor, if one is.
    private var waiting: WaitingNavigation?

    /// The changes of a navigation superseded before the one replacing it started
    /// (``supersedePendingNavigation(by:)``): the next navigation takes them over.
    private var handedOver: HierarchyTransaction?

    /// What the navigations started in this task are called, for the one they supersede: a deep
    /// link's URL (the dish sets it when it follows a link). Otherwise a navigation is called by
    /// its destination.
    @TaskLocal package static var navigationName: String?

    /// The router whose interceptor is running, in that interceptor's task: an interceptor
    /// navigates through it, as RouteComposer's login interceptor does —
    /// `try await PetriRouter.current?.navigate(to: loginScreen, with: ())`. Such a navigation runs
    /// inside the one waiting for the interceptor: it completes before that one continues, and
    /// if that one then fails, both are undone.
    @TaskLocal public static var current: PetriRouter?

    /// The traces of the navigations the running interceptor made.
    private var nestedTraces: [RoutingTrace] = []

    /// The trace of the last navigation, successful or not.
    public private(set) var lastTrace: RoutingTrace?

    /// Creates a router for `window`.
    public init(window: UIWindow) {
        self.window = window
        scene = nil
    }

    /// Creates a router for `scene`: each navigation searches and changes the window that is
    /// key when it starts (a lock window in front, when the app made it key).
    /// - Precondition: the scene has a key window (or at least one window) by then; until it
    ///   has one, the router works on an empty scratch window and finds nothing.
    public init(scene: UIWindowScene) {
        self.scene = scene
        window = scene.keyWindow ?? scene.windows.last ?? UIWindow(name: "(no window)")
    }

    /// `error`, saying which window was searched when the scene shows several and nothing was
    /// found: the key window may be one the app put in front (a lock screen).
    private func namingTheWindow(_ error: PetriRoutingError) -> PetriRoutingError {
        guard error.kind == .notFound || error.kind == .unableToStart, let scene,
            scene.windows.filter({ !$0.isHidden }).count > 1
        else {
            return error
        }
        var named = error
        named.reason +=
            " (the route searched window \(window.name), the key window; a finder searches another with "
            + "startingPoint: .rootOfWindow(named:))"
        return named
    }

    /// Follows the scene's key window, before a navigation or plan that is not nested.
    private func followKeyWindow() {
        guard !isNavigating, let scene, let key = scene.keyWindow ?? scene.windows.last else { return }
        window = key
    }

    /// Adds an interceptor that runs before those of the steps, for every navigation. Its context
    /// type must match each navigation's context: declare it for `Any` to accept every one.
    public func add<I: PetriRoutingInterceptor>(_ interceptor: I) {
        interceptors.append(ErasedInterceptor(interceptor))
    }

    /// Adds a context task applied to every view controller of every route that is of the task's
    /// view-controller type. Its context type must match each navigation's context: declare it
    /// for `Any` to accept every one.
    public func add<T: PetriContextTask>(_ task: T) {
        contextTasks.append(ErasedContextTask(task))
    }

    /// Adds a post-routing task run for every view controller of every successful route that is
    /// of the task's view-controller type. Its context type must match each navigation's
    /// context: declare it for `Any` (app-wide analytics) to accept every one.
    public func add<T: PetriPostRoutingTask>(_ task: T) {
        postTasks.append(ErasedPostTask(task))
    }

    /// Adds a wrapped interceptor for every navigation (an entity standing for another).
    package func add(erased interceptor: ErasedInterceptor) {
        interceptors.append(interceptor)
    }

    /// Adds a wrapped context task for every navigation.
    package func add(erased task: ErasedContextTask) {
        contextTasks.append(task)
    }

    /// Adds a wrapped post-routing task for every navigation.
    package func add(erased task: ErasedPostTask) {
        postTasks.append(task)
    }

    /// The decisions the router would take to reach `step` with `context`, without changing
    /// anything: no interceptor, task or factory runs. Each interceptor's answer is predicted
    /// (``RoutingInterceptor/predict(with:)``); when one would refuse, the plan ends there and
    /// says so (``RoutingPlan/refusal``), and when one's answer cannot be known, the plan says
    /// it depends on it (``RoutingPlan/isCertain``).
    /// - Throws: the ``RoutingError`` the navigation would fail with before building, if any.
    public func plan<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context) throws
        -> RoutingPlan
    {
        followKeyWindow()
        var route: ResolvedRoute
        do {
            route = try resolve(step.nodes, context: context)
        } catch let error as PetriRoutingError {
            throw namingTheWindow(error)
        }
        try prepare(&route, includingFactories: false)
        var decisions = route.decisions
        var predictions: [RoutingPlan.Prediction] = []
        for interceptor in route.interceptors {
            decisions.append(.intercept(interceptor: interceptor.name))
            let prediction = interceptor.predict(interceptor.context)
            predictions.append(.init(interceptor: interceptor.name, step: interceptor.step, prediction: prediction))
            if prediction.isRefusal {
                return RoutingPlan(decisions: decisions, predictions: predictions)
            }
        }
        try prepareFactories(route)
        decisions += route.visibilityDecisions
        try build(&route, live: false, animated: false) { decisions.append($0) }
        decisions += taskDecisions(of: route)
        return RoutingPlan(decisions: decisions, predictions: predictions, warnings: route.predictedWarnings)
    }

    /// Navigates to `step` with `context`.
    /// - Returns: The trace of the router's decisions.
    /// - Throws: a ``RoutingError``; the window is then exactly as it was.
    @discardableResult
    public func navigate<VC, Context>(
        to step: PetriDestinationStep<VC, Context>,
        with context: Context,
        animated: Bool = true
    ) async throws -> RoutingTrace {
        var trace = RoutingTrace()
        // A navigation an interceptor of this router runs, inside the one it interrupts.
        let isNested = PetriRouter.current === self && isNavigating
        defer { if isNested { nestedTraces.append(trace) } }
        do {
            try await navigate(step.nodes, context: context, animated: animated, nested: isNested, trace: &trace)
            lastTrace = trace
            return trace
        } catch {
            let routingError = namingTheWindow(PetriRoutingError.wrapping(error, .stepFailed, step: nil, entity: nil))
            trace.entries.append(.failed(routingError))
            lastTrace = trace
            throw routingError
        }
    }

    /// Supersedes the navigation waiting for an interceptor, ahead of the navigation that
    /// replaces it (a link the user typed at the interceptor's question): the waiting one fails
    /// with ``PetriRoutingError/Kind/superseded`` naming `name`, and the next navigation takes over
    /// what it put on screen. ``abandonHandedOverNavigation()`` undoes that if no navigation
    /// follows.
    /// - Returns: whether a navigation was waiting.
    @discardableResult
    package func supersedePendingNavigation(by name: String) -> Bool {
        guard let waiting, handedOver == nil else { return false }
        handedOver = waiting.supersede(by: name)
        self.waiting = nil
        return true
    }

    /// Undoes what a superseded navigation put on screen when no navigation took it over.
    package func abandonHandedOverNavigation() {
        handedOver?.rollback()
        handedOver = nil
    }

    private func navigate(_ nodes: [StepNode], context: Any, animated: Bool, nested: Bool, trace: inout RoutingTrace)
        async throws
    {
        if !nested { followKeyWindow() }
        // A navigation waiting for the user is superseded by a link that starts meanwhile (an
        // app keeps one pending link) or takes over one superseded already; any other running
        // navigation refuses it.
        let supersedes = !nested && ((waiting != nil && Self.navigationName != nil) || handedOver != nil)
        guard nested || supersedes || (!isNavigating && (window.transaction.map(\.acceptsNavigations) ?? true)) else {
            throw PetriRoutingError(
                .navigationInProgress, reason: "navigation is in progress: another navigation has not finished yet")
        }
        runningNavigations += 1
        defer { runningNavigations -= 1 }

        // What a superseded navigation changed: this navigation's to keep, or to undo with its own.
        var inherited = nested ? nil : handedOver
        if inherited != nil { handedOver = nil }
        var route: ResolvedRoute
        do {
            route = try resolve(nodes, context: context)
        } catch {
            // The one waiting goes on waiting; one superseded already is undone.
            inherited?.rollback()
            throw error
        }
        // What the navigation is called, for one it supersedes or one that supersedes it: the
        // link that started it, else its destination (worked out only when it is needed).
        let linkName = Self.navigationName
        if !nested, inherited == nil, supersedes, let waiting {
            inherited = waiting.supersede(by: linkName ?? route.destinationName)
            self.waiting = nil
        }
        do {
            try await navigate(
                &route, linkName: linkName, animated: animated, nested: nested,
                restart: inherited == nil ? nil : (nodes, context), trace: &trace)
        } catch let error as PetriRoutingError where error.kind == .superseded {
            // What it changed is the superseding navigation's now.
            throw error
        } catch {
            inherited?.rollback()
            throw error
        }
        inherited?.commit()
    }

    private func navigate(
        _ route: inout ResolvedRoute, linkName: String?, animated: Bool, nested: Bool,
        restart: (nodes: [StepNode], context: Any)?, trace: inout RoutingTrace
    ) async throws {
        // Room for the decisions to come (a step is built, embedded, given its tasks), so the
        // trace does not grow a few entries at a time.
        trace.entries.reserveCapacity(trace.entries.count + route.decisions.count + 3 * route.nodes.count)
        // Appended one by one rather than through a mapped array each: most of these lists are
        // empty or short, and the trace has room for them.
        for decision in route.decisions { trace.entries.append(.decision(decision)) }
        try prepare(&route, includingFactories: false)

        let transaction = window.beginTransaction()
        let consoleMark = window.consoleMessages.count
        let exceptionMark = UIKitExceptions.pending.count
        let discouragedBefore = transaction.discouragedAtStart
        do {
            for interceptor in route.interceptors {
                trace.entries.append(.decision(.intercept(interceptor: interceptor.name)))
                let name = linkName ?? route.destinationName
                let outerNested = nestedTraces
                nestedTraces = []
                defer { nestedTraces = outerNested }
                do {
                    try await PetriRouter.$current.withValue(self) {
                        if nested {
                            try await interceptor.perform(interceptor.context, self.window)
                        } else {
                            try await waitFor(interceptor, of: name, in: transaction)
                        }
                    }
                    trace.entries += nestedTraces.map { .nested(interceptor: interceptor.name, trace: $0) }
                    trace.entries.append(.allowed(interceptor: interceptor.name))
                } catch var superseded as PetriRoutingError where superseded.kind == .superseded {
                    trace.entries += nestedTraces.map { .nested(interceptor: interceptor.name, trace: $0) }
                    superseded.step = interceptor.step
                    superseded.entity = interceptor.name
                    throw superseded
                } catch {
                    trace.entries += nestedTraces.map { .nested(interceptor: interceptor.name, trace: $0) }
                    let reason = PetriRoutingError.describe(error)
                    trace.entries.append(.refused(interceptor: interceptor.name, reason: reason))
                    throw PetriRoutingError(
                        .interceptorRefused, step: interceptor.step, entity: interceptor.name, reason: reason,
                        requirement: (error as? any SessionRequiring)?.requirement
                            ?? (error as? PetriRoutingError)?.requirement)
                }
            }
            // A navigation that superseded another started from what that one showed (its
            // login screen), which its interceptors may have closed: it starts again from what
            // the window shows now. Nothing was built yet; the interceptors have had their say.
            if let restart, route.origin.window !== self.window || route.origin.isBeingDismissed {
                var fresh = try resolve(restart.nodes, context: restart.context)
                try prepare(&fresh, includingFactories: false)
                trace.entries += fresh.decisions.map(RoutingTrace.Entry.decision)
                route = fresh
            }
            // The window the route is built in (an interceptor's navigation may have moved the
            // router to another window of the scene), read once from here on: the router's
            // window is a class property, whose every read is checked for exclusive access and
            // retains the window.
            let window = self.window
            try route.revalidate(in: window)
            try prepareFactories(route)
            for decision in route.visibilityDecisions { trace.entries.append(.decision(decision)) }
            try transaction.capturingOffWindowNotifications {
                try TransitionLog.causing(.route) { try buildLive(&route, animated: animated, into: &trace) }
            }
            // A UIKit call that raised changed nothing, but the app would have stopped there.
            if let raised = UIKitExceptions.take(after: exceptionMark).first {
                throw PetriRoutingError(raised: raised)
            }
            // What UIKit would have warned about on the console, and configurations it accepts
            // against its documentation that this navigation built.
            for message in window.consoleMessages[consoleMark...] {
                trace.entries.append(.warning(.discouraged(rule: message)))
            }
            let inWindow = window.allViewControllers
            for (viewController, rule) in window.discouragedConfigurations(among: inWindow)
            where !discouragedBefore.contains(ObjectIdentifier(viewController)) {
                trace.entries.append(.warning(.discouraged(rule: rule)))
            }
            for warning in warnings(after: route, in: window, among: inWindow) {
                trace.entries.append(.warning(warning))
            }
        } catch let error as PetriRoutingError where error.kind == .superseded {
            // The superseding navigation took over this one's changes: it keeps or undoes them.
            throw error
        } catch {
            transaction.rollback()
            _ = UIKitExceptions.take(after: exceptionMark)
            throw error
        }
        transaction.commit()
        for decision in runPostTasks(route) { trace.entries.append(.decision(decision)) }
    }
}

extension PetriRouter {
    /// A navigation waiting for an interceptor: what it is called, what it changed so far, and
    /// whether another superseded it.
    private final class WaitingNavigation {
        let name: String
        let transaction: HierarchyTransaction
        /// The navigation that superseded it, once one did.
        private(set) var supersededBy: String?

        init(name: String, transaction: HierarchyTransaction) {
            self.name = name
            self.transaction = transaction
        }

        /// Marks it superseded by the navigation called `name` and hands over its changes.
        func supersede(by name: String) -> HierarchyTransaction {
            supersededBy = name
            return transaction
        }
    }

    /// Runs `interceptor` for the navigation called `name`, which another may supersede while
    /// the interceptor waits (for the user). The interceptor must still finish, as RouteComposer
    /// requires of it: an app's login screen fails the completion it held when a second link
    /// gives it another. What it says then is not heard: the navigation fails as superseded.
    private func waitFor(
        _ interceptor: ResolvedRoute.BoundInterceptor, of name: String, in transaction: HierarchyTransaction
    )
        async throws
    {
        let record = WaitingNavigation(name: name, transaction: transaction)
        waiting = record
        defer { if waiting === record { waiting = nil } }
        var failure: (any Error)?
        do {
            try await interceptor.perform(interceptor.context, window)
        } catch {
            failure = error
        }
        if let newer = record.supersededBy {
            throw PetriRoutingError(.superseded, reason: "superseded by \(newer) while it waited")
        }
        if let failure { throw failure }
    }
}
