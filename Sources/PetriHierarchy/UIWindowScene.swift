/// The windows of one app, as UIKit's `UIWindowScene` holds them: the app's window, and above
/// it the windows an app adds for a lock screen, a call banner or an alert.
///
/// ```swift
/// let scene = UIWindowScene()
/// let window = UIWindow(windowScene: scene)
/// window.rootViewController = tabBarController
/// window.makeKeyAndVisible()
///
/// let lock = UIWindow(windowScene: scene)
/// lock.windowLevel = .statusBar
/// lock.rootViewController = PINViewController()
/// lock.makeKeyAndVisible()
/// ```
///
/// Windows are ordered by ``UIWindow/windowLevel``; among windows of the same level, the one
/// made visible last is in front, as in UIKit. One window is the key window: the one
/// ``UIWindow/makeKeyAndVisible()`` was last called on.
@MainActor
public final class UIWindowScene {
    /// Every window of the scene in the order they joined it.
    private var members: [UIWindow] = []
    /// Raised each time a window is made visible, so the last one shown is in front of others
    /// of its level.
    private var showCount = 0

    /// The iOS the scene behaves as (``IOSVersion/current`` unless the app's deployment target
    /// says otherwise): before iOS 13, a view controller presented with the
    /// ``ModalPresentationStyle/automatic`` style is shown full screen, as UIKit showed it then.
    public var systemVersion: IOSVersion

    /// Creates a scene with no window, behaving as `systemVersion`.
    public init(systemVersion: IOSVersion = .current) {
        self.systemVersion = systemVersion
    }

    /// The scene's windows, back to front: by level, then by when they were last shown.
    public var windows: [UIWindow] {
        members.enumerated()
            .sorted {
                ($0.element.windowLevel, $0.element.shownOrder, $0.offset) < (
                    $1.element.windowLevel, $1.element.shownOrder, $1.offset
                )
            }
            .map(\.element)
    }

    /// The key window: the one that receives the user's touches and keyboard, and that routes
    /// search by default.
    public var keyWindow: UIWindow? {
        members.first(where: \.isKeyWindow)
    }

    /// The windows a user sees, front to back: shown, with a root view controller, down to and
    /// including the first opaque one (which covers every window behind it).
    public var visibleWindows: [UIWindow] {
        var visible: [UIWindow] = []
        for window in windows.reversed() where !window.isHidden && window.rootViewController != nil {
            visible.append(window)
            if window.isOpaque { break }
        }
        return visible
    }

    /// The window in front of `window` that hides it, if any: the frontmost shown, opaque window
    /// with a root view controller above it.
    public func windowCovering(_ window: UIWindow) -> UIWindow? {
        let ordered = windows
        guard let index = ordered.firstIndex(where: { $0 === window }) else { return nil }
        return ordered[(index + 1)...].last { !$0.isHidden && $0.isOpaque && $0.rootViewController != nil }
    }

    /// Whether `viewController` is on screen: in a window that is shown and that no opaque
    /// window in front of it covers, on the window's visible path — or in view in its
    /// containers under sheets only (page and form sheets, popovers), which UIKit shows as
    /// cards with the presenter dimmed behind them.
    public func isOnScreen(_ viewController: UIViewController) -> Bool {
        guard let window = viewController.window, window.windowScene === self, !window.isHidden,
            windowCovering(window) == nil
        else { return false }
        if window.visibleViewControllers.containsIdentical(viewController) { return true }
        // Under sheets: visible in its own presentation link, and every link above it a card.
        var link = viewController.rootContainer
        guard link.visiblePath.containsIdentical(viewController) else { return false }
        while let presented = link.presentedStorage {
            guard presented.modalPresentationStyle.isCard || presented.modalPresentationStyle.keepsPresenterVisible
            else { return false }
            link = presented
        }
        return true
    }

    /// The window named `name`, if the scene has one.
    public func window(named name: String) -> UIWindow? {
        members.first { $0.name == name }
    }

    // MARK: - Membership

    func add(_ window: UIWindow) {
        guard !members.contains(where: { $0 === window }) else { return }
        members.append(window)
    }

    func remove(_ window: UIWindow) {
        members.removeAll { $0 === window }
    }

    func makeKey(_ window: UIWindow) {
        for member in members where member !== window { member.isKeyWindow = false }
    }

    func bringToFront(_ window: UIWindow) {
        showCount += 1
        window.shownOrder = showCount
    }

    /// `name`, or, when a window of the scene already has it, `name 2`, `name 3`…
    func unusedName(_ name: String) -> String {
        guard members.contains(where: { $0.name == name }) else { return name }
        var number = 2
        while members.contains(where: { $0.name == "\(name) \(number)" }) { number += 1 }
        return "\(name) \(number)"
    }

    // MARK: - Transactions

    /// The state of the scene's windows (which are members, their levels, which is shown and
    /// which is key), to put back when something that spans windows fails.
    package struct WindowsState {
        fileprivate let members: [UIWindow]
        fileprivate let showCount: Int
        fileprivate let windows:
            [(window: UIWindow, level: UIWindow.Level, isHidden: Bool, isKey: Bool, isOpaque: Bool, shownOrder: Int)]
        /// The windows back to front, as ``UIWindowScene/windows`` orders them.
        fileprivate let order: [UIWindow]
    }

    /// The windows' state now.
    package var windowsState: WindowsState {
        WindowsState(
            members: members, showCount: showCount,
            windows: members.map { ($0, $0.windowLevel, $0.isHidden, $0.isKeyWindow, $0.isOpaque, $0.shownOrder) },
            order: windows)
    }

    /// Whether the windows are as `state` captured them: the same windows, in the same order
    /// front to back, each with the same level, shown or hidden, key or not, opaque or not.
    package func isUnchanged(since state: WindowsState) -> Bool {
        guard members.elementsEqual(state.members, by: ===), windows.elementsEqual(state.order, by: ===) else {
            return false
        }
        return state.windows.allSatisfy { saved in
            saved.window.windowLevel == saved.level && saved.window.isHidden == saved.isHidden
                && saved.window.isKeyWindow == saved.isKey && saved.window.isOpaque == saved.isOpaque
        }
    }

    /// Puts the windows back as `state` captured them: a window added since leaves the scene.
    package func restore(_ state: WindowsState) {
        for window in members where !state.members.contains(where: { $0 === window }) {
            window.windowScene = nil
        }
        members = state.members
        showCount = state.showCount
        for saved in state.windows {
            saved.window.windowScene = self
            saved.window.windowLevel = saved.level
            saved.window.isHidden = saved.isHidden
            saved.window.isKeyWindow = saved.isKey
            saved.window.isOpaque = saved.isOpaque
            saved.window.shownOrder = saved.shownOrder
        }
    }
}

extension UIWindow {
    /// A window's place in front of or behind other windows, as UIKit's `UIWindow.Level`: the
    /// app's windows are `.normal`, a lock screen sits at `.statusBar`, an alert at `.alert`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The level's value; windows with a higher one are in front.
        public var rawValue: Double
        /// How the app wrote it, when it was arithmetic on a level (`statusBar+1000`): trees print
        /// that, not the level the sum happens to equal (`alert`).
        private var spelling: String?

        /// Creates a level.
        public init(rawValue: Double) {
            self.rawValue = rawValue
        }

        /// Levels are equal when their values are, however they were written.
        public static func == (lhs: Level, rhs: Level) -> Bool {
            lhs.rawValue == rhs.rawValue
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(rawValue)
        }

        /// The app's windows (0).
        public static let normal = Level(rawValue: 0)
        /// Above the status bar (1000): a lock screen.
        public static let statusBar = Level(rawValue: 1000)
        /// An alert's window (2000).
        public static let alert = Level(rawValue: 2000)

        public static func < (lhs: Level, rhs: Level) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// The level `rhs` above `lhs`, as UIKit's `+` on levels: `.statusBar + 1000`.
        public static func + (lhs: Level, rhs: Double) -> Level {
            var level = Level(rawValue: lhs.rawValue + rhs)
            level.spelling = lhs.description + (rhs < 0 ? "-" : "+") + Self.number(abs(rhs))
            return level
        }

        /// The level `rhs` below `lhs`, as UIKit's `-` on levels: `.alert - 1`.
        public static func - (lhs: Level, rhs: Double) -> Level {
            var level = Level(rawValue: lhs.rawValue - rhs)
            level.spelling = lhs.description + (rhs < 0 ? "+" : "-") + Self.number(abs(rhs))
            return level
        }

        private static func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }

        /// As the app wrote it (`statusBar+1000`, `alert-1`); else `normal`, `statusBar`, `alert`,
        /// `statusBar+1`, or the number.
        public var description: String {
            if let spelling { return spelling }
            let named: [(String, Level)] = [("normal", .normal), ("statusBar", .statusBar), ("alert", .alert)]
            if let exact = named.first(where: { $0.1 == self }) { return exact.0 }
            let number = rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
            if let below = named.last(where: { $0.1 < self }), rawValue - below.1.rawValue < 100 {
                let offset = rawValue - below.1.rawValue
                return below.0 + "+" + (offset == offset.rounded() ? String(Int(offset)) : String(offset))
            }
            return number
        }
    }
}
