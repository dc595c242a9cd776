import PetriCatalog
import PetriHierarchy
import PetriRouting

/// One run of the app's own code that reaches an entry (``AppReach``), as a transaction over
/// the whole app: its windows, their hierarchies and the view controllers the app object keeps.
@MainActor
struct AppCodeRun {
    let reach: AppReach
    let entry: String
    let launched: Dish.Launched
    let variant: String

    init(_ reach: AppReach, entry: String, in launched: Dish.Launched, variant: String) {
        self.reach = reach
        self.entry = entry
        self.launched = launched
        self.variant = variant
    }

    /// Runs the code and keeps what it did — or, when `rehearsing`, puts everything back.
    /// - Parameter traced: told the trace, also when the run fails.
    /// - Returns: the trace: the call, then every hierarchy operation it made, in order.
    /// - Throws: a ``RoutingError`` naming the call; everything is then as it was.
    func run(_ values: ContextValues, rehearsing: Bool, traced: (RoutingTrace) -> Void = { _ in }) throws -> RoutingTrace {
        var trace = RoutingTrace(entries: [.decision(.runAppCode(call: reach.call))])
        defer { traced(trace) }
        let app = try appObject()
        let transaction = SceneTransaction(scene: launched.scene, alsoCapturing: AppObjectGraph.viewControllers(in: app))
        let exceptionMark = UIKitExceptions.pending.count
        var operations: [Transition] = []
        do {
            defer { trace.entries += operations.map { .decision(.uikitCall($0)) } }
            do {
                try TransitionLog.observing({ operations.append($0) }) { try reach.run(app, values) }
            } catch let error as ContextValuesError {
                throw error
            } catch {
                // A refusal that says what the session lacks (a login) keeps saying it, so the
                // tool can tell how to get it.
                throw RoutingError(
                    .appCodeFailed, entity: reach.call, reason: "the app's code threw: \(RoutingError.describe(error))",
                    requirement: (error as? any SessionRequiring)?.requirement)
            }
            if let raised = UIKitExceptions.take(after: exceptionMark).first {
                throw RoutingError(.uikitException, entity: reach.call, reason: "UIKit raised \(raised)")
            }
            try checkScreenIsShown()
        } catch {
            transaction.rollback()
            _ = UIKitExceptions.take(after: exceptionMark)
            if error is ContextValuesError { throw error }
            let failure = RoutingError.wrapping(error, .appCodeFailed, step: nil, entity: reach.call)
            trace.entries.append(.failed(failure))
            throw failure
        }
        if rehearsing {
            transaction.rollback()
        } else {
            transaction.commit()
        }
        return trace
    }

    /// The rehearsal `plan` prints: the code ran, what it changed, and everything put back.
    func rehearsal(_ values: ContextValues) throws -> RoutingPlan {
        let trace = try run(values, rehearsing: true)
        return RoutingPlan(decisions: trace.decisions, isRehearsal: true)
    }

    /// The app object, of the type the code calls into.
    private func appObject() throws -> AnyObject {
        guard let app = launched.app else {
            throw RoutingError(
                .appCodeFailed, entity: reach.call,
                reason: "\(entry) is reached by calling \(reach.appType), but variant \(variant) launches a window, not an app object: "
                    + "declare the variant with Variant(_:summary:app:)")
        }
        guard reach.accepts(app) else {
            throw RoutingError(
                .appCodeFailed, entity: reach.call,
                reason: "\(entry) is reached by calling \(reach.appType), but variant \(variant) launched a \(TypeNameOf.object(app)): "
                    + "register the entry only in the variants whose app is a \(reach.appType)")
        }
        return app
    }

    /// Throws unless a view controller of the entry's screen type is on screen.
    private func checkScreenIsShown() throws {
        let scene = launched.scene
        let candidates = scene.windows.flatMap(\.allViewControllers).filter(reach.isScreen)
        if candidates.contains(where: scene.isOnScreen) { return }
        let reason: String
        if let hidden = candidates.first {
            var why = "it is in \(hidden.window?.name ?? "no window") but not on screen"
            if let window = hidden.window, let cover = scene.windowCovering(window) {
                why = "\(cover.name) (level \(cover.windowLevel)) covers \(window.name)"
            } else if let window = hidden.window, let top = window.visibleViewControllers.last {
                why = "\(top.debugName) is on top of it"
            }
            reason = "after the app's code, \(hidden.debugName) is not on screen: \(why)"
        } else {
            reason = "after the app's code, no \(reach.screenType) is on screen: the code returned without showing it"
        }
        throw RoutingError(.destinationNotOnScreen, entity: reach.call, reason: reason)
    }
}

/// The dynamic type name of an object, for messages.
private enum TypeNameOf {
    static func object(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}
