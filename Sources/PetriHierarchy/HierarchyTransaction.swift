import PetriSupport

/// The state of every view controller of a window, captured so a failed navigation can put
/// everything back exactly as it was.
///
/// Captured: the window's root; each view controller's children, parent, presentation links,
/// context, title and ``PetriInspection/containerState``. Navigation-delegate notifications
/// raised while the transaction is open are held back and delivered only on commit.
///
/// Transactions nest (a navigation an interceptor runs inside another one): a nested
/// transaction that commits hands its held notifications to the one around it; one that rolls
/// back restores what it captured and leaves the one around it open.
@MainActor
package final class HierarchyTransaction {
    private struct Record {
        let viewController: UIViewController
        let children: [UIViewController]
        let parent: UIViewController?
        let presented: UIViewController?
        let presenting: UIViewController?
        let context: Any?
        let title: String?
        let containerState: AnyHashable?
        let hostingWindow: UIWindow?

        @MainActor init(capturing viewController: UIViewController) {
            self.viewController = viewController
            children = viewController.children
            parent = viewController.parent
            presented = viewController.presentedStorage
            presenting = viewController.presentingStorage
            context = viewController.context
            title = viewController.title
            containerState = viewController.restorableContainerState
            hostingWindow = viewController.hostingWindow
        }

        /// Whether the view controller is still as captured: the same children in the same
        /// order, the same parent and presentation links (the objects themselves), the same
        /// container state and title, and a context that prints the same.
        @MainActor func isUnchanged() -> Bool {
            let now = viewController
            return now.children.elementsEqual(children, by: ===) && now.parent === parent
                && now.presentedStorage === presented && now.presentingStorage === presenting
                && now.restorableContainerState == containerState && now.title == title
                && now.hostingWindow === hostingWindow
                && now.contextDescription == context.flatMap { ContextDump(walking: $0).treeText }
        }
    }

    private let window: UIWindow
    /// The transaction around this one, if it is nested.
    let parent: HierarchyTransaction?
    private let root: UIViewController?
    private let transitionCount: Int
    private let consoleCount: Int
    private let records: [Record]
    /// How many of ``records`` are the window's own view controllers (the rest are `extra`).
    private let windowRecordCount: Int
    var pendingNotifications: [@MainActor () -> Void] = []
    private(set) var isOpen = true

    /// The transaction holding notifications of view controllers in no window yet, while
    /// ``capturingOffWindowNotifications(_:)`` runs.
    private(set) static var capturingOffWindow: HierarchyTransaction?

    /// Runs `body` — synchronous, so no other task can interleave — with the notifications of
    /// view controllers that are in no window yet (built by the navigation) held by this
    /// transaction too.
    package func capturingOffWindowNotifications<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = Self.capturingOffWindow
        Self.capturingOffWindow = self
        defer { Self.capturingOffWindow = previous }
        return try body()
    }

    /// Whether navigations may run inside this transaction: it wraps the app's own code, which
    /// may call the router.
    package let acceptsNavigations: Bool

    /// - Parameter extra: View controllers in no window to capture too (the containers an
    ///   app's coordinators keep aside), with everything they contain.
    /// Runs `notification` once the change it tells of holds: when the transaction of `window`
    /// commits (never, if it rolls back), when the transaction building view controllers off
    /// window commits, or at once outside any.
    static func deliver(_ notification: @escaping @MainActor () -> Void, in window: UIWindow?) {
        if let window {
            window.deliver(notification)
        } else if let transaction = capturingOffWindow {
            transaction.pendingNotifications.append(notification)
        } else {
            notification()
        }
    }

    init(
        window: UIWindow, parent: HierarchyTransaction? = nil, extra: [UIViewController] = [],
        acceptsNavigations: Bool = false
    ) {
        self.window = window
        self.parent = parent
        self.acceptsNavigations = acceptsNavigations || parent?.acceptsNavigations == true
        root = window.rootViewController
        transitionCount = window.transitions.count
        consoleCount = window.consoleMessages.count
        // The window lists each of its view controllers once; only kept containers, which may
        // hold some of the window's, need a check for repeats.
        let inWindow = window.allViewControllers
        let kept = extra.flatMap(\.containedSubtree)
        var seen: Set<ObjectIdentifier> = kept.isEmpty ? [] : Set(inWindow.lazy.map(ObjectIdentifier.init))
        var records: [Record] = []
        records.reserveCapacity(inWindow.count + kept.count)
        for viewController in inWindow { records.append(Record(capturing: viewController)) }
        for viewController in kept where seen.insert(ObjectIdentifier(viewController)).inserted {
            records.append(Record(capturing: viewController))
        }
        self.records = records
        windowRecordCount = inWindow.count
    }

    /// The window's view controllers that were in a configuration UIKit discourages
    /// (``UIWindow/discouragedConfigurations``) when this transaction began: read from what it
    /// captured, without walking the window again.
    package var discouragedAtStart: Set<ObjectIdentifier> {
        var found = Set<ObjectIdentifier>()
        // The records are read where they are, not copied one by one (each copy retains the
        // view controllers it names); only a tab bar controller can break a rule.
        for index in 0..<windowRecordCount where records[index].viewController is UITabBarController {
            let viewController = records[index].viewController
            if UIWindow.discouragedRule(for: viewController, in: records[index].parent) != nil {
                found.insert(ObjectIdentifier(viewController))
            }
        }
        return found
    }

    private func close() {
        isOpen = false
    }

    /// Whether nothing changed since the transaction began: the window has the same root and
    /// the same view controllers, each in the place it had (children, parent, presentations,
    /// container state, title, context), and so has every view controller captured outside it.
    /// The objects themselves are compared, not how many there are or what they are called: a
    /// screen replaced by a new one of the same type and context is a change.
    package var isUnchanged: Bool {
        guard window.rootViewController === root else { return false }
        let inWindow = window.allViewControllers
        guard inWindow.count == windowRecordCount,
            zip(inWindow, records).allSatisfy({ $0 === $1.viewController })
        else { return false }
        return records.allSatisfy { $0.isUnchanged() }
    }

    /// Keeps the changes and delivers the notifications held back — or, when nested, hands them
    /// to the transaction around this one, which may still roll everything back.
    package func commit() {
        guard isOpen else { return }
        close()
        let notifications = pendingNotifications
        window.endTransaction(restoringRoot: window.rootViewController, transitionCount: nil, reopening: parent)
        if let parent {
            parent.pendingNotifications += notifications
        } else {
            for notification in notifications { notification() }
        }
    }

    /// Puts every captured view controller back as it was and detaches everything added since.
    ///
    /// Before the records are restored, every link between a captured view controller and one
    /// that was not captured is cut on both sides, wherever the other one now is (in the window,
    /// or in a container built during the transaction and never attached), so no discarded view
    /// controller keeps a restored one as its child or its presentation. Presentations among
    /// discarded view controllers are cut too: they leave the window, and a view controller
    /// outside a window presents nothing.
    package func rollback() {
        guard isOpen else { return }
        close()
        let known = Set(records.map { ObjectIdentifier($0.viewController) })
        func isKnown(_ viewController: UIViewController) -> Bool {
            known.contains(ObjectIdentifier(viewController))
        }
        for added in window.allViewControllers where !isKnown(added) {
            added.presentedStorage?.presentingStorage = nil
            added.presentedStorage = nil
            added.presentingStorage?.presentedStorage = nil
            added.presentingStorage = nil
        }
        for record in records {
            let viewController = record.viewController
            for child in viewController.children where !isKnown(child) && child.parent === viewController {
                child.parent = nil
            }
            if let parent = viewController.parent, !isKnown(parent) {
                parent.children.removeAll { $0 === viewController }
            }
            if let presented = viewController.presentedStorage, !isKnown(presented) {
                presented.presentingStorage = nil
            }
            if let presenting = viewController.presentingStorage, !isKnown(presenting) {
                presenting.presentedStorage = nil
            }
        }
        for record in records {
            let viewController = record.viewController
            viewController.children = record.children
            viewController.parent = record.parent
            viewController.presentedStorage = record.presented
            viewController.presentingStorage = record.presenting
            viewController.context = record.context
            viewController.title = record.title
            viewController.restorableContainerState = record.containerState
            viewController.hostingWindow = record.hostingWindow
            viewController.dismissalInProgress = false
        }
        window.endTransaction(
            restoringRoot: root, transitionCount: transitionCount, consoleCount: consoleCount, reopening: parent)
    }
}
