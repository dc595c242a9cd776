import PetriRouting
import PetriCoordinators
public import PetriHierarchy
import PetriSupport

extension HierarchySnapshot {
    /// One view controller of a captured hierarchy, with everything it contains and presents.
    ///
    /// Two nodes are equal when everything they would print is equal: the instance identity kept
    /// for ``HierarchyDiff`` is not compared (see ``HierarchySnapshot``).
    public struct Node: Sendable, Equatable {
        /// What sort of view controller a node is.
        public enum Kind: String, Sendable, Codable, CaseIterable {
            /// A screen: a view controller that is not a container.
            case screen
            /// A ``UINavigationController``.
            case navigation
            /// A ``UITabBarController``.
            case tabBar
            /// A ``UISplitViewController``.
            case split
            /// Any other ``ContainerViewController`` (a side menu, a pager).
            case container

            /// Whether nodes of this kind hold other view controllers by design.
            public var isContainer: Bool { self != .screen }
        }

        /// What sort of view controller this is.
        public var kind: Kind
        /// The view controller's ``PetriInspection/typeName``, e.g. `ProductViewController`.
        public var typeName: String
        /// The view controller's title, if any.
        public var title: String?
        /// The view controller's ``PetriInspection/contextDescription``, if it has a context.
        public var context: String?
        /// The contained view controllers, in order: a navigation stack bottom first, tabs in
        /// order, a split view's primary then secondary column.
        public var children: [Node]
        /// For a tab bar, the index of the selected tab; `nil` for every other kind.
        public var selectedIndex: Int?
        /// Whether the view controller is on the window's visible path
        /// (``PetriWindowInspection/visibleViewControllers``).
        public var isVisible: Bool
        /// Whether the view controller may be dismissed (``PetriInspection/canBeDismissed``).
        public var canBeDismissed: Bool

        /// The context as typed JSON (``JSONValue/reflecting(_:)``), for the `contextValue`
        /// key; `nil` when there is no context. Derived from the same context as ``context``.
        var contextValue: JSONValue?

        /// Holds the presentation, if any; an array so that a node can contain a node.
        private var presentationStorage: [Presentation]

        /// The process-local ``UIViewController/serialNumber`` of the captured instance; `nil` for
        /// a node built by hand or decoded from JSON. Never encoded, never compared.
        var identity: Int?

        /// What this view controller presents modally, if anything.
        public var presented: Presentation? {
            get { presentationStorage.first }
            set { presentationStorage = newValue.map { [$0] } ?? [] }
        }

        /// Creates a node by hand (for tests and tools that build expected hierarchies).
        public init(
            kind: Kind,
            typeName: String,
            title: String? = nil,
            context: String? = nil,
            children: [Node] = [],
            selectedIndex: Int? = nil,
            isVisible: Bool = false,
            canBeDismissed: Bool = true,
            presented: Presentation? = nil
        ) {
            self.kind = kind
            self.typeName = typeName
            self.title = title
            self.context = context
            self.children = children
            self.selectedIndex = selectedIndex
            self.isVisible = isVisible
            self.canBeDismissed = canBeDismissed
            presentationStorage = presented.map { [$0] } ?? []
            identity = nil
            contextValue = context.map(JSONValue.string)
        }

        /// The name used in one-line forms and diffs: the type name followed by the context,
        /// e.g. `ProductViewController(42)` (as ``PetriInspection/debugName``).
        public var name: String {
            guard let context else { return typeName }
            return "\(typeName)(\(context))"
        }

        /// The selected tab of a tab bar, or `nil` when this is not a tab bar or has no tabs.
        public var selectedChild: Node? {
            guard let selectedIndex, children.indices.contains(selectedIndex) else { return nil }
            return children[selectedIndex]
        }

        /// This node, everything it contains and everything presented from it, depth first:
        /// a node, then its children, then what it presents.
        public var allNodes: [Node] {
            [self] + children.flatMap(\.allNodes) + (presented?.viewController.allNodes ?? [])
        }

        /// Whether two nodes print the same: every property but the instance identity.
        public static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.kind == rhs.kind
                && lhs.typeName == rhs.typeName
                && lhs.title == rhs.title
                && lhs.context == rhs.context
                && lhs.selectedIndex == rhs.selectedIndex
                && lhs.isVisible == rhs.isVisible
                && lhs.canBeDismissed == rhs.canBeDismissed
                && lhs.children == rhs.children
                && lhs.presentationStorage == rhs.presentationStorage
        }
    }

    /// A modal presentation: the presented view controller and how it is shown.
    public struct Presentation: Sendable, Equatable {
        /// How the view controller is presented.
        public var style: ModalPresentationStyle
        /// The presented view controller (itself possibly presenting the next one).
        public var viewController: Node

        /// Creates a presentation.
        public init(style: ModalPresentationStyle, viewController: Node) {
            self.style = style
            self.viewController = viewController
        }
    }
}
