import PetriCatalog
import PetriRouting
public import PetriHierarchy

/// What changed between two snapshots of a window, typically taken before and after a
/// navigation.
///
/// View controllers are matched by instance: a view controller captured in both snapshots is the
/// same one even when it moved. When either snapshot has no instance identities (it was decoded
/// from JSON or built by hand), view controllers are matched by their place in the hierarchy and
/// their type instead, so nothing is ever reported as moved.
///
/// Changes come in the order a router makes them: what disappeared, tab selections, moves, what
/// appeared, and finally changes of context, title and dismissibility. Within each group they
/// follow the hierarchy depth first (see ``HierarchySnapshot/Node/allNodes``). When a container
/// appears or disappears with everything it contains, only the container is reported; each
/// presentation of a modal chain is reported on its own. Visibility is not reported: it follows
/// from the structure and the tab selections that are.
public struct HierarchyDiff: Sendable, Equatable {
    /// The changes, in the order described above.
    public var changes: [Change]

    /// Whether the two snapshots show the same hierarchy.
    public var isEmpty: Bool { changes.isEmpty }

    /// Creates a diff from explicit changes (for tests and tools).
    public init(changes: [Change]) {
        self.changes = changes
    }

    /// Compares `before` with `after`.
    public init(from before: HierarchySnapshot, to after: HierarchySnapshot) {
        let matchByInstance = before.hasIdentities && after.hasIdentities
        let old = DiffIndex(before, matchByInstance: matchByInstance)
        let new = DiffIndex(after, matchByInstance: matchByInstance)
        var changes: [Change] = []

        for entry in old.entries where new[entry.key] == nil && !old.parentIsMissing(entry, from: new) {
            changes.append(.disappeared(entry.node, from: entry.place))
        }
        for entry in new.entries {
            guard let previous = old[entry.key],
                let from = previous.node.selectedIndex, let to = entry.node.selectedIndex, from != to
            else { continue }
            if entry.node.kind == .container {
                let child = { (index: Int) -> Reference in
                    guard entry.node.children.indices.contains(index) else {
                        return Reference(typeName: "child \(index)")
                    }
                    let node = entry.node.children[index]
                    return Reference(typeName: node.typeName, context: node.context, title: node.title)
                }
                changes.append(.childShown(entry.reference, from: child(from), to: child(to)))
            } else {
                changes.append(.tabSelected(entry.reference, from: from, to: to))
            }
        }
        for entry in new.entries {
            guard let previous = old[entry.key], previous.slot != entry.slot else { continue }
            changes.append(.moved(entry.reference.withoutPosition, from: previous.place, to: entry.place))
        }
        for entry in new.entries where old[entry.key] == nil && !new.parentIsMissing(entry, from: old) {
            changes.append(.appeared(entry.node, at: entry.place))
        }
        for entry in new.entries {
            guard let previous = old[entry.key] else { continue }
            if previous.node.context != entry.node.context {
                changes.append(.contextChanged(entry.reference, from: previous.node.context, to: entry.node.context))
            }
            if previous.node.title != entry.node.title {
                changes.append(.titleChanged(entry.reference, from: previous.node.title, to: entry.node.title))
            }
            if previous.node.canBeDismissed != entry.node.canBeDismissed {
                changes.append(.dismissibilityChanged(entry.reference, canBeDismissed: entry.node.canBeDismissed))
            }
        }
        changes += Self.windowChanges(from: before, to: after)
        self.changes = changes
    }

    /// The windows in front that went away, those that appeared, what changed in those in
    /// both (matched by name), and the key window's move.
    private static func windowChanges(from before: HierarchySnapshot, to after: HierarchySnapshot) -> [Change] {
        var changes: [Change] = []
        let newNames = Set(after.windowsInFront.map(\.windowName))
        for window in before.windowsInFront where !newNames.contains(window.windowName) {
            changes.append(.windowRemoved(window.windowName))
        }
        for window in after.windowsInFront.reversed() {
            if let old = before.windowsInFront.first(where: { $0.windowName == window.windowName }) {
                changes += HierarchyDiff(from: old, to: window).changes.map { .inWindow(window.windowName, $0) }
            } else {
                changes.append(.windowAdded(window.windowName, level: window.level, root: window.root))
            }
        }
        let oldKey = before.windows.first(where: \.isKeyWindow)?.windowName
        let newKey = after.windows.first(where: \.isKeyWindow)?.windowName
        if oldKey != newKey, let newKey {
            changes.append(.keyWindowChanged(from: oldKey, to: newKey))
        }
        return changes
    }
}

extension HierarchyDiff {
    /// One change between two snapshots.
    public enum Change: Sendable, Equatable {
        /// A view controller that was not in the hierarchy before (pushed, presented, added as a
        /// tab, set as root), with everything it contains. What it presents, if anything, is
        /// another change.
        case appeared(HierarchySnapshot.Node, at: Place)
        /// A view controller that left the hierarchy (popped, dismissed, removed), with
        /// everything it contained. What it presented, if anything, is another change.
        case disappeared(HierarchySnapshot.Node, from: Place)
        /// A view controller still in the hierarchy, somewhere else: another container, another
        /// position in the same one, or presented differently.
        case moved(Reference, from: Place, to: Place)
        /// A tab bar selected another tab.
        case tabSelected(Reference, from: Int, to: Int)
        /// A custom container shows another of its children (a side menu's section, a pager's
        /// page).
        case childShown(Reference, from: Reference, to: Reference)
        /// A view controller's context changed (a context task reused it for another product).
        /// The reference names it as it is after the change.
        case contextChanged(Reference, from: String?, to: String?)
        /// A view controller's title changed. The reference names it as it is after the change.
        case titleChanged(Reference, from: String?, to: String?)
        /// A view controller started or stopped refusing to be dismissed.
        case dismissibilityChanged(Reference, canBeDismissed: Bool)
        /// A window appeared in front of the app's (a lock screen), with its root.
        case windowAdded(String, level: UIWindow.Level, root: HierarchySnapshot.Node?)
        /// A window in front of the app's went away.
        case windowRemoved(String)
        /// Another window became the key window.
        case keyWindowChanged(from: String?, to: String)
        /// A change inside a window in front of the app's, named.
        indirect case inWindow(String, Change)
    }

    /// Where a view controller is in a hierarchy, relative to its container or presenter.
    public enum Place: Sendable, Equatable {
        /// The window's root view controller.
        case windowRoot
        /// At `index` of a navigation stack of `count` view controllers (the top is `count - 1`).
        case navigationStack(Reference, index: Int, count: Int)
        /// The tab at `index` of a tab bar.
        case tab(Reference, index: Int)
        /// A column of a split view.
        case splitColumn(Reference, SplitColumn)
        /// At `index` among the children of a custom container (or of a screen with children).
        case container(Reference, index: Int)
        /// Presented modally by a view controller.
        case presented(by: Reference, style: ModalPresentationStyle)
    }

    /// A column of a split view.
    public enum SplitColumn: String, Sendable, Equatable {
        /// The primary (master) column.
        case primary
        /// The secondary (detail) column.
        case secondary
    }

    /// A view controller named in a change: its name and enough of its place to tell it from
    /// others of the same type.
    public struct Reference: Sendable, Equatable {
        /// Where a view controller sits in its own container, when that helps name it.
        public enum Position: Sendable, Equatable {
            /// The tab at this index of a tab bar.
            case tab(Int)
            /// A column of a split view.
            case column(SplitColumn)
        }

        /// The type name.
        public var typeName: String
        /// The context description, if any.
        public var context: String?
        /// The title, if any.
        public var title: String?
        /// Its place in a tab bar or split view, if it is a tab or a column.
        public var position: Position?

        /// Creates a reference.
        public init(typeName: String, context: String? = nil, title: String? = nil, position: Position? = nil) {
            self.typeName = typeName
            self.context = context
            self.title = title
            self.position = position
        }

        /// The same reference without its position.
        var withoutPosition: Reference {
            Reference(typeName: typeName, context: context, title: title)
        }
    }
}

extension HierarchySnapshot {
    /// Whether every node was captured from a view controller instance.
    var hasIdentities: Bool {
        allNodes.allSatisfy { $0.identity != nil }
    }
}

/// The nodes of one snapshot, in depth-first order, keyed for matching against another.
private struct DiffIndex {
    /// What matches a node across snapshots.
    enum Key: Hashable {
        /// The captured instance's serial number.
        case instance(Int)
        /// The place in the hierarchy and the type names along it, when there are no identities.
        case path(String)
    }

    /// How a node hangs off its parent; compared to detect moves.
    enum Relation: Equatable {
        case root
        case child(Int)
        case presented(ModalPresentationStyle)
    }

    struct Slot: Equatable {
        var parent: Key?
        var relation: Relation
    }

    struct Entry {
        var key: Key
        var node: HierarchySnapshot.Node
        var slot: Slot
        var place: HierarchyDiff.Place
        var reference: HierarchyDiff.Reference
    }

    private(set) var entries: [Entry] = []
    private var positions: [Key: Int] = [:]

    init(_ snapshot: HierarchySnapshot, matchByInstance: Bool) {
        guard let root = snapshot.root else { return }
        visit(root, parent: nil, relation: .root, path: "root", matchByInstance: matchByInstance)
    }

    subscript(key: Key) -> Entry? {
        positions[key].map { entries[$0] }
    }

    /// Whether `entry`'s container is absent from `other`, so that the change of `entry` is
    /// already told by the change of its container. A presented view controller has no
    /// container: its presentation or dismissal is always told on its own.
    func parentIsMissing(_ entry: Entry, from other: DiffIndex) -> Bool {
        guard case .child = entry.slot.relation, let parent = entry.slot.parent else { return false }
        return other[parent] == nil
    }

    private mutating func visit(
        _ node: HierarchySnapshot.Node,
        parent: (key: Key, node: HierarchySnapshot.Node, reference: HierarchyDiff.Reference)?,
        relation: Relation,
        path: String,
        matchByInstance: Bool
    ) {
        let nodePath = "\(path):\(node.typeName)"
        let key: Key = if matchByInstance, let identity = node.identity { .instance(identity) } else { .path(nodePath) }
        var position: HierarchyDiff.Reference.Position?
        let place: HierarchyDiff.Place
        switch (relation, parent) {
        case let (.presented(style), parent?):
            place = .presented(by: parent.reference, style: style)
        case let (.child(index), parent?):
            switch parent.node.kind {
            case .navigation:
                place = .navigationStack(parent.reference, index: index, count: parent.node.children.count)
            case .tabBar:
                place = .tab(parent.reference, index: index)
                position = .tab(index)
            case .split:
                let column: HierarchyDiff.SplitColumn = index == 0 ? .primary : .secondary
                place = .splitColumn(parent.reference, column)
                position = .column(column)
            case .container, .screen:
                place = .container(parent.reference, index: index)
            }
        default:
            place = .windowRoot
        }
        let reference = HierarchyDiff.Reference(
            typeName: node.typeName, context: node.context, title: node.title, position: position)

        positions[key] = entries.count
        entries.append(
            Entry(
                key: key, node: node, slot: Slot(parent: parent?.key, relation: relation),
                place: place, reference: reference))

        for (index, child) in node.children.enumerated() {
            visit(
                child, parent: (key, node, reference), relation: .child(index),
                path: "\(nodePath)/\(index)", matchByInstance: matchByInstance)
        }
        if let presentation = node.presented {
            visit(
                presentation.viewController, parent: (key, node, reference),
                relation: .presented(presentation.style), path: "\(nodePath)/presented",
                matchByInstance: matchByInstance)
        }
    }
}
