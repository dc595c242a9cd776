/// Where a finder looks, relative to its starting point (RouteComposer's `SearchOptions`).
public struct SearchOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The starting view controller itself.
    public static let current = SearchOptions(rawValue: 1 << 0)
    /// The view controllers visible inside the starting one (selected tab, top of a stack).
    public static let visible = SearchOptions(rawValue: 1 << 1)
    /// Every view controller contained in the starting one, visible or not.
    public static let contained = SearchOptions(rawValue: 1 << 2)
    /// The view controllers presented above the starting one.
    public static let presented = SearchOptions(rawValue: 1 << 3)
    /// The view controllers below the starting one in the modal chain.
    public static let presenting = SearchOptions(rawValue: 1 << 4)
    /// The containers the starting view controller is in.
    public static let parent = SearchOptions(rawValue: 1 << 5)

    /// The starting view controller and what is visible in it.
    public static let currentVisibleOnly: SearchOptions = [.current, .visible]
    /// Everything contained in the starting view controller.
    public static let currentAllStack: SearchOptions = [.current, .contained]
    /// The starting view controller, what it contains and what it presents.
    public static let currentAndUp: SearchOptions = [.current, .contained, .presented]
    /// The starting view controller, what it contains and what presents it.
    public static let currentAndDown: SearchOptions = [.current, .contained, .presenting]
    /// Everything visible along the whole modal chain.
    public static let allVisible: SearchOptions = [.current, .visible, .presented, .presenting]
    /// Every view controller of the window.
    public static let fullStack: SearchOptions = [.current, .contained, .presented, .presenting]
}

/// Where a search starts (RouteComposer's starting point of a stack-iterating finder).
@MainActor
public enum SearchStartingPoint {
    /// The top of the modal chain (UIKit's topmost view controller).
    case topmost
    /// The window's root view controller.
    case root
    /// A view controller of your choosing; the search finds nothing when it is not in the window.
    case custom(ViewController)

    func viewController(in window: Window) -> ViewController? {
        switch self {
        case .topmost: window.topmostViewController
        case .root: window.rootViewController
        case .custom(let viewController): viewController.window === window ? viewController : nil
        }
    }
}

extension SearchOptions {
    /// The view controllers to look at from `start`, in search order, each once, as
    /// RouteComposer searches:
    ///
    /// 1. the start itself (`current`);
    /// 2. its containers, innermost first (`parent`);
    /// 3. what it shows (`visible`) or contains (`contained`): inside every container the visible
    ///    children come first (the selected tab, the top of a stack), then the others, so the
    ///    screen the user sees wins over one hidden in another tab;
    /// 4. what it presents (`presented`), nearest first, each with what it shows or contains;
    /// 5. what presents it (`presenting`), nearest first, each with what it shows or contains.
    @MainActor
    func candidates(from start: ViewController) -> [ViewController] {
        var result: [ViewController] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ viewController: ViewController) {
            if seen.insert(ObjectIdentifier(viewController)).inserted { result.append(viewController) }
        }
        func addContents(of viewController: ViewController) {
            if contains(.contained) {
                viewController.visibleFirstSubtree.dropFirst().forEach(add)
            } else if contains(.visible) {
                viewController.visiblePath.dropFirst().forEach(add)
            }
        }
        if contains(.current) { add(start) }
        if contains(.parent) {
            var parent = start.parent
            while let container = parent {
                add(container)
                parent = container.parent
            }
        }
        addContents(of: start)
        if contains(.presented) {
            for presented in start.presentedChain {
                add(presented)
                addContents(of: presented)
            }
        }
        if contains(.presenting) {
            var presenting = start.rootContainer.presentingViewController
            while let below = presenting {
                add(below.rootContainer)
                addContents(of: below.rootContainer)
                presenting = below.rootContainer.presentingViewController
            }
        }
        return result
    }
}

extension ViewController {
    /// This view controller and everything it contains, depth first, the visible children of
    /// each container before its other children.
    var visibleFirstSubtree: [ViewController] {
        var ordered = children
        if let container = self as? any ContainerViewController {
            let visible = container.visibleViewControllers.filter { candidate in children.contains { $0 === candidate } }
            ordered = visible + children.filter { child in !visible.contains { $0 === child } }
        }
        return [self] + ordered.flatMap(\.visibleFirstSubtree)
    }
}
