import PetriDish

/// After a navigation succeeded, tells analytics that a screen was shown, with its context and
/// the screen the navigation started from (the first view controller of the routing stack).
struct TrackScreenView<Screen: PetriDish.UIViewController, Context>: PetriPostRoutingTask {

    /// Where the event is recorded.
    let analytics: AnalyticsRecorder
    /// The event's name.
    let event: String

    func perform(on viewController: Screen, with context: Context, routingStack: [PetriDish.UIViewController]) {
        analytics.record(
            AnalyticsRecorder.Event(
                name: event, screen: viewController.typeName, parameters: viewController.petri.contextDescription ?? "",
                origin: routingStack.first?.petri.debugName ?? "nothing"))
    }
}
