public import PetriHierarchy

/// Where a finder looks, relative to its starting point (RouteComposer's `PetriSearchOptions`).
public struct PetriSearchOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The starting view controller itself.
    public static let current = PetriSearchOptions(rawValue: 1 << 0)
    /// The view controllers visible inside the starting one (selected tab, top of a stack).
    public static let visible = PetriSearchOptions(rawValue: 1 << 1)
    /// Every view controller contained in the starting one, visible or not.
    public static let contained = PetriSearchOptions(rawValue: 1 << 2)
    /// The view controllers presented above the starting one.
    public static let presented = PetriSearchOptions(rawValue: 1 << 3)
    /// The view controllers below the starting one in the modal chain.
    public static let presenting = PetriSearchOptions(rawValue: 1 << 4)
    /// The containers the starting view controller is in.
    public static let parent = PetriSearchOptions(rawValue: 1 << 5)

    /// The starting view controller and what is visible in it.
    public static let currentVisibleOnly: PetriSearchOptions = [.current, .visible]
    /// Everything contained in the starting view controller.
    public static let currentAllStack: PetriSearchOptions = [.current, .contained]
    /// The starting view controller, what it contains and what it presents.
    public static let currentAndUp: PetriSearchOptions = [.current, .contained, .presented]
    /// The starting view controller, what it contains and what presents it.
    public static let currentAndDown: PetriSearchOptions = [.current, .contained, .presenting]
    /// Everything visible along the whole modal chain.
    public static let allVisible: PetriSearchOptions = [.current, .visible, .presented, .presenting]
    /// Every view controller of the window.
    public static let fullStack: PetriSearchOptions = [.current, .contained, .presented, .presenting]
}

/// Where a search starts (RouteComposer's starting point of a stack-iterating finder).
@MainActor
public enum SearchStartingPoint {
    /// The top of the modal chain (UIKit's topmost view controller).
    case topmost
    /// The window's root view controller.
    case root
    /// A view controller of your choosing; the search finds nothing when it is not in the window.
    case custom(UIViewController)
    /// The top of the modal chain of the scene's window named `name`, rather than the key
    /// window the router searches (a lock window, a call window); the route then happens there.
    case topmostOfWindow(named: String)
    /// The root of the scene's window named `name`.
    case rootOfWindow(named: String)

    package func viewController(in window: UIWindow) -> UIViewController? {
        switch self {
        case .topmost: window.topmostViewController
        case .root: window.rootViewController
        case .custom(let viewController): viewController.window === window ? viewController : nil
        case .topmostOfWindow(let name): Self.window(named: name, from: window)?.topmostViewController
        case .rootOfWindow(let name): Self.window(named: name, from: window)?.rootViewController
        }
    }

    /// The window named `name`: `window` itself, or another of its scene.
    private static func window(named name: String, from window: UIWindow) -> UIWindow? {
        window.name == name ? window : window.windowScene?.window(named: name)
    }
}

extension PetriSearchOptions {
    /// The view controllers a search from `start` tests, in order, each once — exactly as
    /// RouteComposer 2.22 searches (`UIViewController.findViewController(in:options:…)`):
    ///
    /// 1. a view controller being dismissed is skipped, with everything beyond it;
    /// 2. the view controller itself is tested only when `current` is among the options;
    /// 3. with `parent`, its parents, innermost first, each with `[current, parent]`: no
    ///    siblings, no presentations;
    /// 4. with `visible` or `contained`, a container's children — the visible ones first, then,
    ///    with `contained`, the others — each with `current` added (`[current, visible]` when
    ///    `visible` was given, else `[current, contained]`, plus `presented` when it was given);
    /// 5. with `presented`, what it presents, with the same options less `presenting`;
    /// 6. with `presenting`, what presents it, with the same options less `presented`.
    ///
    /// So `presented` or `presenting` alone walk the modal chain without testing anything, and
    /// only containers (navigation, tab bar, split, custom) have children to search.
    @MainActor
    package func candidates(from start: UIViewController) -> [UIViewController] {
        var result: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ viewController: UIViewController, _ options: PetriSearchOptions) {
            guard !viewController.isBeingDismissed else { return }
            if options.contains(.current), seen.insert(ObjectIdentifier(viewController)).inserted {
                result.append(viewController)
            }
            if options.contains(.parent), let parent = viewController.parent {
                visit(parent, [.current, .parent])
            }
            if let container = viewController as? any ContainerViewController,
                options.contains(.visible) || options.contains(.contained)
            {
                let children = viewController.children
                var list = container.visibleViewControllers.filter { children.containsIdentical($0) }
                if options.contains(.contained) {
                    list += children.filter { !list.containsIdentical($0) }
                }
                var childOptions: PetriSearchOptions =
                    options.contains(.visible) ? [.current, .visible] : [.current, .contained]
                if options.contains(.presented) { childOptions.insert(.presented) }
                for child in list { visit(child, childOptions) }
            }
            if options.contains(.presented), let presented = viewController.presentedViewController {
                visit(presented, options.subtracting(.presenting))
            }
            if options.contains(.presenting), let presenting = viewController.presentingViewController {
                visit(presenting, options.subtracting(.presented))
            }
        }
        visit(start, self)
        return result
    }
}

extension PetriSearchOptions: CustomStringConvertible {
    /// The options it holds, in declaration order, separated by commas ("current, visible"), as
    /// RouteComposer prints them.
    public var description: String {
        let names: [(PetriSearchOptions, String)] = [
            (.current, "current"), (.visible, "visible"), (.contained, "contained"),
            (.presented, "presented"), (.presenting, "presenting"), (.parent, "parent"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
