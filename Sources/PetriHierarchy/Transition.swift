/// What made a change: the app's code, the user's gesture, or a router's navigation (a deep
/// link). Coordinators learn from it why a flow ended.
public enum TransitionCause: String, Sendable, Equatable {
    /// The app's own code (a coordinator's call, a context task).
    case code
    /// The system back button.
    case backButton
    /// The user's swipe from the left edge, finished.
    case swipeBack
    /// The user's swipe down on a sheet, finished.
    case swipeDown
    /// A router's navigation (a route, a deep link).
    case route
}

/// One change a window went through, recorded in ``PetriWindowInspection/transitions``.
///
/// Headless, transitions take no time; they are recorded with their `animated` flag so tests and
/// traces can tell what a user would have seen animate.
public struct Transition: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, Equatable {
        case setRoot, present, dismiss, push, pop, setViewControllers, selectTab
        case setPrimary, showDetail, replaceChildren, makeVisible
    }

    /// What happened.
    public var kind: Kind
    /// The view controller the change was about (the pushed, presented, shown one).
    public var subject: String
    /// The container, presenter or window the change happened in.
    public var target: String?
    /// Whether the change was animated.
    public var animated: Bool
    /// The window it happened in; `nil` for a container in no window (a navigation controller
    /// a coordinator keeps while another tab shows).
    public var window: String?
    /// The UIKit call that made it and where it was called: its file and line for a call that
    /// takes them (`pushViewController(_:animated:) at Messenger/ChatsCoordinator.swift:31`);
    /// for a property setter or `present(_:animated:completion:)` (UIKit's signature, which an
    /// app may override), the app's function that made it, read from the call stack while a
    /// trace listens (`selectedIndex = … in Messenger.MessengerApp.showChats()`), or why it
    /// could not be read.
    public var callSite: String?
    /// What made the change.
    public var cause: TransitionCause

    /// Creates a record.
    public init(
        kind: Kind, subject: String, target: String?, animated: Bool, window: String? = nil, callSite: String? = nil,
        cause: TransitionCause = .code
    ) {
        self.kind = kind
        self.subject = subject
        self.target = target
        self.animated = animated
        self.window = window
        self.callSite = callSite
        self.cause = cause
    }

    /// The change with where it happened and the call that made it, as a trace prints it:
    /// `push ChatViewController(7) in UINavigationController (animated) · detached · at Chats.swift:31`.
    public var located: String {
        var text = description
        if window == nil { text += " · in no window" }
        if let callSite { text += " · \(callSite)" }
        return text
    }

    public var description: String {
        var text = "\(kind.rawValue) \(subject)"
        if let target { text += " in \(target)" }
        if animated { text += " (animated)" }
        return text
    }
}
