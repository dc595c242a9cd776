public import Foundation

// UIKit types that app code spells while petri has nothing to model for them: no views, no
// drawing, no device. Each compiles as in UIKit, keeps what is set on it and changes nothing in
// trees; each says so in its documentation.

/// A view (UIKit's `UIView`). Inert: petri models view controllers, not views; a view keeps its
/// frame, colours and subviews as set, and nothing of it is printed.
@MainActor
open class UIView {
    /// The view's frame, kept as set.
    public var frame: CGRect
    /// The view's bounds: its frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The background colour, kept as set.
    public var backgroundColor: UIColor?
    /// The tint colour, kept as set.
    public var tintColor: UIColor?
    /// Whether the view is hidden, kept as set.
    public var isHidden = false
    /// The view's opacity, kept as set.
    public var alpha: CGFloat = 1
    /// The view this one was added to.
    public private(set) weak var superview: UIView?
    /// The views added to this one, in order.
    public private(set) var subviews: [UIView] = []

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        InertUIKitUse.note(Self.self == UIView.self ? "UIView" : "UIView (\(Self.self))")
    }

    /// Creates a view petri makes for itself (a navigation controller's bar, a view
    /// controller's root view), which is not the app's use of a view.
    package init(unrecordedFrame frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view with an empty frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Adds `view` on top of this view's subviews, moving it from its previous superview.
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes this view from its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// A colour (UIKit's `UIColor`). Inert: petri draws nothing; a colour keeps its components.
public final class UIColor: Sendable, Equatable {
    /// The red, green, blue and alpha components, 0 to 1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Creates a colour from its components, as UIKit's `init(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey, as UIKit's `init(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Colours are equal when their components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The system background colour (white in light mode).
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The system label colour (black in light mode).
    public static let label = UIColor(white: 0, alpha: 1)
    /// The system tint (UIKit's blue).
    public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
}

/// An image (UIKit's `UIImage`). Inert: petri loads no images; an image keeps the name it was
/// asked for, and `init(named:)` always finds one (there are no asset catalogs headless).
public final class UIImage: Sendable {
    /// The asset or symbol name the image was created with.
    public let name: String

    /// An image from the app's assets, as UIKit's `init(named:)`: never `nil` in petri.
    public init?(named name: String) {
        InertUIKitUse.note("UIImage")
        self.name = name
    }

    /// An SF Symbol, as UIKit's `init(systemName:)`: never `nil` in petri.
    public init?(systemName name: String) {
        InertUIKitUse.note("UIImage")
        self.name = name
    }
}

/// The device (UIKit's `UIDevice`). petri answers as an iPhone on the iOS version UIKit's
/// behaviour is modelled on.
@MainActor
public final class UIDevice {
    /// The device the app runs on.
    public static var current: UIDevice {
        InertUIKitUse.note("UIDevice")
        return shared
    }
    private static let shared = UIDevice()

    /// A phone or a pad (UIKit's `UIUserInterfaceIdiom`).
    public enum Idiom: Sendable, Hashable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
        /// Not known.
        case unspecified
    }

    /// `.phone`.
    public let userInterfaceIdiom = Idiom.phone
    /// `"iOS"`.
    public let systemName = "iOS"
    /// `"17.0"`.
    public let systemVersion = "17.0"
    /// `"iPhone"`.
    public let model = "iPhone"
    /// `"petri"`.
    public let name = "petri"
}

/// A screen (UIKit's `UIScreen`). petri has one, the size of an iPhone 15, so an app that sizes
/// a window from `UIScreen.main.bounds` gets a plausible frame; nothing is laid out.
@MainActor
public final class UIScreen {
    /// The device's screen.
    public static let main = UIScreen()

    /// 393 × 852 points at the origin.
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// 3 pixels a point.
    public let scale: CGFloat = 3
}

/// How a presented view controller animates in (UIKit's `UIModalTransitionStyle`). Inert: see
/// ``UIViewController/modalTransitionStyle``.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
    /// Slides up from the bottom.
    case coverVertical
    /// Flips horizontally.
    case flipHorizontal
    /// Cross-fades.
    case crossDissolve
    /// Curls up.
    case partialCurl
}

/// Vends animators and presentation controllers for custom transitions (UIKit's
/// `UIViewControllerTransitioningDelegate`). Inert: petri has no animation and never calls it;
/// conform to it so that ``UIViewController/transitioningDelegate`` compiles as written.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {}

/// The navigation bar of a navigation controller (UIKit's `UINavigationBar`). Inert: kept as
/// set, never drawn.
@MainActor
public final class UINavigationBar: UIView {
    /// Whether large titles are preferred, kept as set.
    public var prefersLargeTitles = false
    /// Whether the bar is translucent, kept as set.
    public var isTranslucent = true
    /// The bar's background tint, kept as set.
    public var barTintColor: UIColor?
    /// The title's attributes, kept as set.
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's attributes, kept as set.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Appearances, kept as set.
    public var standardAppearance = UINavigationBarAppearance(unrecorded: ())
    /// Appearances, kept as set.
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    /// Appearances, kept as set.
    public var compactAppearance: UINavigationBarAppearance?

    /// Creates a bar.
    public init() {
        super.init(unrecordedFrame: .zero)
    }
}

/// The tab bar of a tab bar controller (UIKit's `UITabBar`). Inert: kept as set, never drawn;
/// trees print the tabs.
@MainActor
public final class UITabBar: UIView {
    /// Whether the bar is translucent, kept as set.
    public var isTranslucent = true
    /// The bar's background tint, kept as set.
    public var barTintColor: UIColor?
    /// The other items' tint, kept as set.
    public var unselectedItemTintColor: UIColor?
    /// Appearances, kept as set.
    public var standardAppearance = UITabBarAppearance(unrecorded: ())
    /// Appearances, kept as set.
    public var scrollEdgeAppearance: UITabBarAppearance?

    /// Creates a bar.
    public init() {
        super.init(unrecordedFrame: .zero)
    }
}

/// The arrow directions a popover may use (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates directions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// The presentation controller of a popover (UIKit's `UIPopoverPresentationController`),
/// reached through ``UIViewController/popoverPresentationController``. Its `delegate` is told
/// about the user's dismissal as any presentation controller's; the anchor is inert (petri has
/// no views to anchor to).
@MainActor
public final class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at, kept as set.
    public weak var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at, kept as set.
    public var sourceRect: CGRect = .zero
    /// The directions the arrow may take, kept as set.
    public var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// The presentation controller of a sheet (UIKit's `UISheetPresentationController`), reached
/// through ``UIViewController/sheetPresentationController``. Its `delegate` is told about the
/// user's swipe-down as any presentation controller's; the detents are kept and inert: petri
/// prints a sheet as a card whatever its height.
@MainActor
public final class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
    public struct Detent: Sendable, Hashable {
        /// The detent's identifier (`medium`, `large`, or the app's own).
        public let identifier: Identifier

        /// Names a detent.
        public struct Identifier: RawRepresentable, Sendable, Hashable {
            /// The name.
            public let rawValue: String
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier(rawValue: "medium")
            /// The large detent's.
            public static let large = Identifier(rawValue: "large")
        }

        /// About half the screen.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) }
        /// A detent of the app's own, named `identifier`; its height is not computed.
        public static func custom(identifier: Identifier? = nil, resolver: @escaping @Sendable (Any) -> CGFloat?)
            -> Detent
        {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom"))
        }
    }

    /// The heights the sheet may rest at, `[.large()]` unless set, as in UIKit.
    public var detents: [Detent] = [.large()]
    /// The detent the sheet rests at, kept as set.
    public var selectedDetentIdentifier: Detent.Identifier?
    /// Whether the grabber is shown, kept as set.
    public var prefersGrabberVisible = false
    /// The sheet's corner radius, kept as set.
    public var preferredCornerRadius: CGFloat?
}

extension UIView {
    /// How a view animates (UIKit's `UIView.AnimationOptions`). Inert: petri animates nothing;
    /// an action given options (RouteComposer's `replaceRoot(animationOptions:)`) keeps them.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allows user interaction while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Eases in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }
}

/// Core Animation's transaction (QuartzCore's `CATransaction`, which UIKit brings). Inert:
/// nothing is animated in the dish, so a transaction has nothing to group; a completion block
/// runs when the transaction is committed, as it would once the (absent) animations ended.
@MainActor
public final class CATransaction {
    private static var completionBlocks: [(() -> Void)?] = []

    private init() {}

    /// Begins a transaction.
    public static func begin() {
        completionBlocks.append(nil)
    }

    /// Commits the transaction begun last, running its completion block.
    public static func commit() {
        guard let block = completionBlocks.popLast() else { return }
        block?()
    }

    /// The block run when the transaction begun last is committed (at once without one).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard !completionBlocks.isEmpty else {
            block?()
            return
        }
        completionBlocks[completionBlocks.count - 1] = block
    }

    /// The animations' duration. Inert.
    public static func setAnimationDuration(_ duration: TimeInterval) {}

    /// Whether implicit animations are off. Inert.
    public static func setDisableActions(_ flag: Bool) {}
}
