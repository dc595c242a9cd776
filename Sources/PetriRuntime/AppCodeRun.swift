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
    /// - Returns: the trace: the call, then every hierarchy operation it made, in order, and —
    ///   when the code changed nothing and the screen was already its answer under something
    ///   the app keeps over it — the decision that says it was left as it was.
    /// - Throws: a ``RoutingError`` naming the call; everything is then as it was.
    func run(_ values: ContextValues, rehearsing: Bool, traced: (RoutingTrace) -> Void = { _ in }) throws
        -> RoutingTrace
    {
        var trace = RoutingTrace(entries: [.decision(.runAppCode(call: reach.call))])
        defer { traced(trace) }
        let app = try appObject()
        let transaction = SceneTransaction(
            scene: launched.scene, alsoCapturing: AppObjectGraph.viewControllers(in: app))
        let exceptionMark = UIKitExceptions.pending.count
        var operations: [Transition] = []
        var outcome: RoutingDecision?
        do {
            defer {
                trace.entries += operations.map { .decision(.uikitCall($0)) }
                if let outcome { trace.entries.append(.decision(outcome)) }
            }
            do {
                // One action, run for a link: the flows it clears are unwound, once it holds.
                try TransitionLog.observing({ operations.append($0) }) {
                    try AppAction.perform(as: .route) { try reach.run(app, values) }
                }
            } catch let error as ContextValuesError {
                throw error
            } catch {
                // A refusal that says what the session lacks (a login) keeps saying it, so the
                // tool can tell how to get it.
                throw PetriRoutingError(
                    .appCodeFailed, entity: reach.call,
                    reason: "the app's code threw: \(PetriRoutingError.describe(error))",
                    requirement: (error as? any SessionRequiring)?.requirement)
            }
            if let raised = UIKitExceptions.take(after: exceptionMark).first {
                throw PetriRoutingError(.uikitException, entity: reach.call, reason: "UIKit raised \(raised)")
            }
            outcome = try checkScreen(values, changedNothing: transaction.isUnchanged)
        } catch {
            transaction.rollback()
            _ = UIKitExceptions.take(after: exceptionMark)
            if error is ContextValuesError { throw error }
            let failure = PetriRoutingError.wrapping(error, .appCodeFailed, step: nil, entity: reach.call)
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
            throw PetriRoutingError(
                .appCodeFailed, entity: reach.call,
                reason:
                    "\(entry) is reached by calling \(reach.appType), but variant \(variant) launches a window, not an app object: "
                    + "declare the variant with Variant(_:summary:app:)")
        }
        guard reach.accepts(app) else {
            throw PetriRoutingError(
                .appCodeFailed, entity: reach.call,
                reason:
                    "\(entry) is reached by calling \(reach.appType), but variant \(variant) launched a \(TypeNameOf.object(app)): "
                    + "register the entry only in the variants whose app is a \(reach.appType)")
        }
        return app
    }

    /// Checks that the entry's screen is what the app shows after its code: a view controller
    /// of its type, passing its check, on screen — or, when the code changed nothing, in view
    /// in its containers under what the app keeps over it (the app decided to leave things as
    /// they are, and the screen is already its answer).
    /// - Returns: the decision that says the screen was left as it was, or `nil` when it is on
    ///   screen.
    /// - Throws: a ``RoutingError`` of kind ``RoutingError/Kind/destinationNotOnScreen`` that
    ///   names what is there instead, and says so when the code changed nothing.
    private func checkScreen(_ values: ContextValues, changedNothing: Bool) throws -> RoutingDecision? {
        let scene = launched.scene
        let ofType = scene.windows.flatMap(\.allViewControllers).filter(reach.isScreen)
        let answers = ofType.filter { reach.passesCheck($0, values) }
        if answers.contains(where: scene.isOnScreen) { return nil }
        let unchanged = changedNothing ? "; the app's code changed nothing" : ""
        if changedNothing,
            let kept = answers.lazy.compactMap({ screen in cover(of: screen).map { (screen: screen, under: $0) } })
                .first
        {
            return .leftAsItWas(screen: kept.screen.debugName, under: kept.under)
        }
        let reason: String
        if let hidden = answers.first {
            reason = "after the app's code, \(hidden.debugName) is not on screen: \(whyHidden(hidden))" + unchanged
        } else if let found = ofType.first(where: scene.isOnScreen) ?? ofType.first, let check = reach.screenCheck {
            let place = scene.isOnScreen(found) ? "is on screen" : "is not on screen (\(whyHidden(found)))"
            reason =
                "after the app's code, \(Self.named(found)) \(place), but \(entry) expects a \(reach.screenType) where \(check)"
                + unchanged
        } else if changedNothing {
            reason = "after the app's code, no \(reach.screenType) is on screen: the app's code changed nothing"
        } else {
            reason = "after the app's code, no \(reach.screenType) is on screen: the code returned without showing it"
        }
        throw PetriRoutingError(.destinationNotOnScreen, entity: reach.call, reason: reason)
    }

    /// What covers `screen`, when it is in view in its containers in a shown window and only
    /// something over it hides it: the first full-screen presentation above it, the window in
    /// front of its window, or both (`AttachmentPreviewController("a.pdf") and window Lock
    /// (level statusBar)`); `nil` when it is not in view in its containers (another tab is
    /// selected, it is under the top of its stack).
    private func cover(of screen: UIViewController) -> String? {
        guard let window = screen.window, window.windowScene === launched.scene, !window.isHidden else { return nil }
        var link = screen.rootContainer
        guard link.visiblePath.containsIdentical(screen) else { return nil }
        var covers: [String] = []
        while let presented = link.presentedStorage {
            if !presented.modalPresentationStyle.isCard && !presented.modalPresentationStyle.keepsPresenterVisible {
                covers.append(presented.debugName)
                break
            }
            link = presented
        }
        if let front = launched.scene.windowCovering(window) {
            covers.append("window \(front.name) (level \(front.windowLevel))")
        }
        return covers.isEmpty ? nil : covers.joined(separator: " and ")
    }

    /// Why a view controller in the scene is not on screen.
    private func whyHidden(_ hidden: UIViewController) -> String {
        let scene = launched.scene
        if let window = hidden.window, let cover = scene.windowCovering(window) {
            return "\(cover.name) (level \(cover.windowLevel)) covers \(window.name)"
        } else if let window = hidden.window, let top = window.visibleViewControllers.last {
            return "\(top.debugName) is on top of it"
        }
        return "it is in \(hidden.window?.name ?? "no window") but not on screen"
    }

    /// A view controller as a check's message names it: its name, and what it shows when it is
    /// a container (`PeopleNavigationController (showing PeopleListViewController)`).
    private static func named(_ viewController: UIViewController) -> String {
        let shown = viewController.visiblePath.dropFirst().map(\.debugName)
        return viewController.debugName + (shown.isEmpty ? "" : " (showing \(shown.joined(separator: " > ")))")
    }
}

/// The dynamic type name of an object, for messages.
private enum TypeNameOf {
    static func object(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}
