public import PetriCatalog
public import PetriCoordinators
public import PetriHierarchy

/// A coordinator flow running in a dish: its root coordinator and the audit that watches it.
@MainActor
public final class RunningFlow {
    /// The flow's entry.
    public let entry: FlowEntry
    /// The root coordinator.
    public let root: Coordinator
    /// The audit its coordinators registered with.
    public let audit: CoordinatorAudit

    init(entry: FlowEntry, root: Coordinator, audit: CoordinatorAudit) {
        self.entry = entry
        self.root = root
        self.audit = audit
    }
}

extension Dish {
    /// Starts flow `id` on a fresh, empty window: its root coordinator builds everything, with
    /// `values` (by default, the flow's ``FlowEntry/defaultValues()``).
    /// - Throws: when the id is unknown, a value is missing or the flow cannot start; the dish is
    ///   then unchanged.
    @discardableResult
    public func startFlow(_ id: String, values: ContextValues? = nil) throws -> RunningFlow {
        let entry = try catalog.flow(id)
        let values = try values ?? entry.defaultValues()
        let window = UIWindow(name: "Window")
        let audit = CoordinatorAudit()
        let session = session
        let root = try session.makeCurrent {
            try CoordinatorAudit.$current.withValue(audit) { try entry.start(window, session, values) }
        }
        replaceWindow(window)
        let flow = RunningFlow(entry: entry, root: root, audit: audit)
        runningFlow = flow
        recordStep("flow \(id)")
        return flow
    }

    /// Sends `event` to the visible screen that sends it, the topmost first; while an alert is up,
    /// only its actions (by title), as an alert takes every touch in UIKit.
    public func send(_ event: String, argument: String? = nil) throws {
        let visible = screensTakingTouches
        guard let screen = visible.first(where: { $0.events.contains { $0.name == event } }) else {
            let known = visible.flatMap { $0.events.map(\.name) }
            if let top = visible.first(where: { !$0.events.isEmpty }) {
                throw ScreenEventError.unknownEvent(event, screen: top.debugName, known: known)
            }
            throw ScreenEventError.noScreenSends(event)
        }
        let audit = runningFlow?.audit
        defer { recordStep(FlowStep.send(event, argument: argument).description) }
        try session.makeCurrent {
            // A tap is one app action: what its handler changes settles once, at its end.
            try CoordinatorAudit.$current.withValue(audit) {
                try AppAction.perform { try screen.petri.send(event, argument: argument) }
            }
        }
    }

    /// Posts the app's lifecycle notifications, in order, as the user's gesture would (going
    /// home, coming back): the app's observers hear them as on a device, then the main queue is
    /// drained so what they scheduled (an observer on the main queue) has run.
    public func post(_ events: [ApplicationLifecycleEvent]) async {
        let audit = runningFlow?.audit
        defer { recordStep((["app"] + events.map(\.rawValue)).joined(separator: " ")) }
        session.makeCurrent {
            CoordinatorAudit.$current.withValue(audit) {
                for event in events { ApplicationLifecycleEvent.post(event) }
            }
        }
        await MainQueue.drain()
    }

    /// Tells the running flow's audit that `step` just ran, so leaks name the step that removed
    /// their screens.
    func recordStep(_ step: String) {
        guard let flow = runningFlow else { return }
        flow.audit.record(step, root: flow.root, window: window)
    }

    /// The leaks of the running flow at this instant; none without one.
    public func leaks() -> [CoordinatorLeak] {
        guard let flow = runningFlow else { return [] }
        return flow.audit.leaks(root: flow.root, window: window)
    }

    /// The audit of the running flow at a settled point: the main queue is drained first, so
    /// work the app scheduled (a screen released on the next turn) has run; `.settled([])`
    /// without a flow.
    public func settledAudit() async -> CoordinatorAudit.Outcome {
        await MainQueue.drain()
        return audit()
    }

    /// What the running flow's coordinators were asked that changed nothing — a late
    /// `finish()`, a second `start()`, an unknown child — oldest first; none without a flow.
    public func coordinatorDiagnostics() -> [CoordinatorDiagnostic] {
        runningFlow?.audit.diagnostics ?? []
    }

    /// What the running flow keeps alive on purpose (``DeclaredLifetime``); none without one.
    public func declaredLives() -> [DeclaredLife] {
        runningFlow?.audit.declaredLives() ?? []
    }

    /// The audit of the running flow now: `.notSettled` when a navigation or a gesture is in
    /// progress or the main queue has not run since the last change; `.settled([])` without a
    /// flow.
    public func audit() -> CoordinatorAudit.Outcome {
        guard let flow = runningFlow else { return .settled([]) }
        return flow.audit.audit(root: flow.root, window: window)
    }

    /// The events the visible screens send, topmost screen first.
    public var visibleEvents: [ScreenEvent] {
        screensTakingTouches.flatMap(\.events)
    }

    /// The visible screens a tap can reach, topmost first: an alert on top takes every touch,
    /// as in UIKit, so only its actions can be tapped while it is up.
    private var screensTakingTouches: [UIViewController] {
        let visible = Array(window.visibleViewControllers.reversed())
        if let alert = visible.first as? UIAlertController { return [alert] }
        return visible
    }
}
