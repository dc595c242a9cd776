public import PetriHierarchy

/// Records every hierarchy operation a flow performs on a window from now on, for an app team's
/// tests (what a mock navigation controller would capture, without the mock): what was pushed,
/// popped, presented, dismissed, selected, in order, as one line each.
///
/// ```swift
/// let recorder = TransitionRecorder(window)
/// coordinator.start()
/// #expect(recorder.lines == ["setRoot ProductViewController(42) in Window"])
/// ```
///
/// Operations of a navigation that was rolled back are not recorded: the window forgets them.
@MainActor
public struct TransitionRecorder {
    /// The window recorded.
    public let window: UIWindow
    private let start: Int

    /// Starts recording `window`'s operations.
    public init(_ window: UIWindow) {
        self.window = window
        start = window.transitions.count
    }

    /// The operations since the recorder was made, oldest first.
    public var transitions: [Transition] {
        Array(window.transitions.dropFirst(min(start, window.transitions.count)))
    }

    /// The operations as lines: `push DetailScreen in UINavigationController (animated)`.
    public var lines: [String] { transitions.map(\.description) }
}
