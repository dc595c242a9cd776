/// The shop's analytics client, recording in memory what it would send: the catalog owns one,
/// and the ``TrackScreenView`` post-routing tasks of its routes report to it.
@MainActor
public final class AnalyticsRecorder {
    /// One event, as it would be sent.
    public struct Event: Sendable, Equatable, CustomStringConvertible {
        /// The event's name in the analytics backend (`promotion_viewed`).
        public var name: String
        /// The screen's type name.
        public var screen: String
        /// The screen's context, as trees print it.
        public var parameters: String
        /// The view controller the navigation started from, where the user came from.
        public var origin: String

        public var description: String {
            "\(name) \(screen)(\(parameters)) from \(origin)"
        }
    }

    /// Every event recorded, oldest first.
    public private(set) var events: [Event] = []
    /// Every navigation the app's router made, as `ProductViewController: done` or
    /// `CheckoutViewController: failed`, oldest first (``AnalyticsRouter``).
    public private(set) var navigations: [String] = []

    /// Creates a recorder with no events.
    public init() {}

    /// Records `event`.
    func record(_ event: Event) {
        events.append(event)
    }

    /// Records a navigation to `destination` and whether it went through.
    func recordNavigation(to destination: String, succeeded: Bool) {
        navigations.append("\(destination): \(succeeded ? "done" : "failed")")
    }
}
