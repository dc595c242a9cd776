import Synchronization

/// The members of UIKit that petri keeps but does not model — views, the navigation bar,
/// transition styles, popover anchors, the device — that an app's code used while a piece of
/// work ran: what `petri check` reports as "inert UIKit", so a team knows which of its code
/// compiles in the dish without showing in its trees.
///
/// ```swift
/// let (navigation, inert) = await InertUIKitUse.recording {
///     try await dish.open("shop.home", values: ContextValues())
/// }
/// // inert == ["UINavigationBar.prefersLargeTitles"] for an app that sets it
/// ```
///
/// Use is recorded for the task that runs `body` and the tasks it starts; outside a recording,
/// nothing is kept.
public final class InertUIKitUse: Sendable {
    /// The members used, each once; guarded, since an image or a device may be asked for off
    /// the main actor.
    private let used = Mutex<Set<String>>([])

    @TaskLocal private static var current: InertUIKitUse?

    private init() {}

    /// The members used so far, sorted.
    public var members: [String] { used.withLock { $0.sorted() } }

    /// Runs `body`, returning what it returns and the inert members it used, sorted.
    public static func recording<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> (result: Result, members: [String]) {
        let use = InertUIKitUse()
        let result = try await $current.withValue(use) { try await body() }
        return (result, use.members)
    }

    /// Notes that the app used `member` (`UIView`, `UINavigationBar.prefersLargeTitles`).
    package static func note(_ member: String) {
        guard let current else { return }
        current.used.withLock { _ = $0.insert(member) }
    }
}
