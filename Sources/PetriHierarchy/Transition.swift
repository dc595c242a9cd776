/// One change a window went through, recorded in ``UIWindow/transitions``.
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

    /// Creates a record.
    public init(kind: Kind, subject: String, target: String?, animated: Bool) {
        self.kind = kind
        self.subject = subject
        self.target = target
        self.animated = animated
    }

    public var description: String {
        var text = "\(kind.rawValue) \(subject)"
        if let target { text += " in \(target)" }
        if animated { text += " (animated)" }
        return text
    }
}
