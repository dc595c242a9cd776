/// What a flow declares the leak audit will find after each of its walks, which `check` holds it to.
///
/// A flow is expected to leave nothing behind. One that leaks on purpose — kept to show what the
/// audit catches, or a known leak waiting for its fix — says so, with why:
///
/// ```swift
/// let clinging = FlowEntry(
///     id: "flow.reviews.clinging", title: "Reviews (leaky)", group: "Flows", summary: "a review that holds its parent",
///     walks: [FlowEntry.Walk("open and done", [.send("open"), .send("done")])],
///     location: CodeLocation(file: #fileID, line: #line)
/// ) { window, _ in ReviewsCoordinator(window: window) }
/// try catalog.register(flow: clinging.expecting(.leaks(because: "the review's coordinator holds its parent strongly")))
/// ```
///
/// `check` then passes its walks when the audit flags a leak (listing them as warnings), and
/// fails them when it finds none.
public enum FlowExpectation: Sendable, Hashable {
    /// Nothing outlives the flow: every walk ends without a leak. The default.
    case noLeaks
    /// The audit finds a leak after every walk, for the reason given.
    case leaks(because: String)

    /// Whether the audit is expected to find a leak.
    public var expectsLeaks: Bool {
        if case .leaks = self { return true }
        return false
    }
}
