public import Foundation

// The bars' items as app code and coordinators set them: titles, bar buttons, tab bar items,
// appearances. Inert: petri draws no bars; each keeps what is set on it and changes nothing in
// trees. Setting them is recorded as inert UIKit (`InertUIKitUse`), which `check` reports.

#if !canImport(ObjectiveC)
/// A method's name for target–action (Objective-C's `Selector`), which Linux has no runtime
/// for: `petri import` writes `Selector("close")` where the app wrote `#selector(close)`.
/// Inert: petri never sends it.
public struct Selector: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, as written.
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { name }
}
#endif

/// An action with a handler (UIKit's `UIAction`), as a bar button item's or a menu's primary
/// action. Inert: kept, never performed by petri.
@MainActor
public final class UIAction {
    /// The title.
    public let title: String
    /// The image.
    public let image: UIImage?
    /// What the action does.
    public let handler: (UIAction) -> Void

    /// An action titled `title` that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}

/// A button in a navigation bar or a toolbar (UIKit's `UIBarButtonItem`). Inert: kept as set.
@MainActor
open class UIBarButtonItem {
    /// UIKit's bar button styles.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// UIKit's system items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            pageCurl, close
    }

    /// The title, if any.
    public var title: String?
    /// The image, if any.
    public var image: UIImage?
    /// The style.
    public var style: Style = .plain
    /// The system item it was created as, if any.
    public let systemItem: SystemItem?
    /// The target of its action (weak, as in UIKit).
    public weak var target: AnyObject?
    /// Its action's selector.
    public var action: Selector?
    /// Its primary action, if any.
    public var primaryAction: UIAction?
    /// Whether it is enabled.
    public var isEnabled = true
    /// Its tint colour.
    public var tintColor: UIColor?
    /// The view it shows instead, if any.
    public var customView: UIView?

    private init(item systemItem: SystemItem?) {
        self.systemItem = systemItem
        InertUIKitUse.note("UIBarButtonItem")
    }

    /// An empty item.
    public convenience init() {
        self.init(item: nil)
    }

    /// An item titled `title` that sends `action` to `target`.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(item: nil)
        (self.title, self.style, self.target, self.action) = (title, style, target, action)
    }

    /// An item showing `image` that sends `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(item: nil)
        (self.image, self.style, self.target, self.action) = (image, style, target, action)
    }

    /// A system item that sends `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init(item: systemItem)
        (self.target, self.action) = (target, action)
    }

    /// A system item with a primary action.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(item: systemItem)
        self.primaryAction = primaryAction
    }

    /// An item with a title or an image and a primary action.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(item: nil)
        (self.title, self.image, self.primaryAction) = (title, image, primaryAction)
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init(item: nil)
        self.customView = customView
    }
}

/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`). Inert: kept as
/// set; trees print the view controller's ``UIViewController/title``.
@MainActor
public final class UINavigationItem {
    /// How large titles show.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    /// The title, if set.
    public var title: String?
    /// A line above the title.
    public var prompt: String?
    /// The back button's title for the next screen.
    public var backButtonTitle: String?
    /// The back button for the next screen.
    public var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    public var hidesBackButton = false
    /// The leading items.
    public var leftBarButtonItems: [UIBarButtonItem]?
    /// The trailing items.
    public var rightBarButtonItems: [UIBarButtonItem]?
    /// How the large title shows.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// A view in place of the title.
    public var titleView: UIView?
    /// The search controller shown in the bar.
    public var searchController: UISearchController?
    /// Whether the search bar hides when scrolling.
    public var hidesSearchBarWhenScrolling = true
    /// Appearances, kept as set.
    public var standardAppearance: UINavigationBarAppearance?
    /// Appearances, kept as set.
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    /// Appearances, kept as set.
    public var compactAppearance: UINavigationBarAppearance?

    /// The first leading item.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item titled `title`.
    public init(title: String = "") {
        self.title = title.isEmpty ? nil : title
    }

    /// Sets the leading items.
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items.
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading item.
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item.
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

/// A tab's item in a tab bar (UIKit's `UITabBarItem`). Inert: kept as set; trees print the tab's
/// view controller.
@MainActor
public final class UITabBarItem {
    /// UIKit's system tab items.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed
    }

    /// The title.
    public var title: String?
    /// The image.
    public var image: UIImage?
    /// The image when selected.
    public var selectedImage: UIImage?
    /// The tag.
    public var tag = 0
    /// The badge.
    public var badgeValue: String?
    /// The system item it was created as, if any.
    public let systemItem: SystemItem?
    /// Appearances, kept as set.
    public var standardAppearance: UITabBarAppearance?
    /// Appearances, kept as set.
    public var scrollEdgeAppearance: UITabBarAppearance?

    /// An item with a title and images.
    public init(title: String?, image: UIImage?, selectedImage: UIImage? = nil) {
        (self.title, self.image, self.selectedImage, systemItem) = (title, image, selectedImage, nil)
    }

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        (self.title, self.image, self.tag, systemItem) = (title, image, tag, nil)
    }

    /// A system item.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        (self.systemItem, self.tag) = (systemItem, tag)
    }
}

/// The look of a bar (UIKit's `UIBarAppearance`). Inert: kept as set.
@MainActor
open class UIBarAppearance {
    /// The background colour.
    public var backgroundColor: UIColor?
    /// The shadow colour.
    public var shadowColor: UIColor?
    /// The background image.
    public var backgroundImage: UIImage?

    /// A default appearance.
    public init() {}

    /// UIKit's opaque background.
    public func configureWithOpaqueBackground() {}
    /// UIKit's default background.
    public func configureWithDefaultBackground() {}
    /// UIKit's transparent background.
    public func configureWithTransparentBackground() {}
}

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`). Inert.
@MainActor
public final class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() {
        super.init()
        InertUIKitUse.note("UINavigationBarAppearance")
    }

    /// The bar's own appearance, which is petri's, not the app's use.
    init(unrecorded: Void) {
        super.init()
    }
}

/// A tab bar's look (UIKit's `UITabBarAppearance`). Inert.
@MainActor
public final class UITabBarAppearance: UIBarAppearance {
    public override init() {
        super.init()
        InertUIKitUse.note("UITabBarAppearance")
    }

    /// The bar's own appearance, which is petri's, not the app's use.
    init(unrecorded: Void) {
        super.init()
    }
}

/// A font (UIKit's `UIFont`). Inert: kept by name and size.
public final class UIFont: Sendable {
    /// UIKit's font weights.
    public struct Weight: Sendable, Hashable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    /// The font's name.
    public let fontName: String
    /// The point size.
    public let pointSize: CGFloat

    /// A named font.
    public init?(name: String, size: CGFloat) {
        (fontName, pointSize) = (name, size)
    }

    private init(system size: CGFloat) {
        (fontName, pointSize) = ("system", size)
    }

    /// The system font.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: size) }
    /// The system font with a weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(system: size) }
    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: size) }
}

extension NSAttributedString.Key {
    /// UIKit's text colour attribute.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// UIKit's font attribute.
    public static let font = NSAttributedString.Key("NSFont")
}
