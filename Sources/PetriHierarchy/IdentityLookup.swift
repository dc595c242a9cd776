/// Looking a view controller up in a list by identity, as UIKit compares view controllers.
///
/// The hierarchy asks "is this view controller one of these?" on every change; a closure such
/// as `contains { $0 === child }` retains each element it compares (through its side table,
/// since the hierarchy holds parents weakly) and checks it runs on the main actor. These compare
/// object identities and retain nothing.
extension Array where Element == UIViewController {
    /// Whether `viewController` itself is one of the first `end` elements (all of them by
    /// default).
    package nonisolated func containsIdentical(_ viewController: UIViewController, before end: Int? = nil) -> Bool {
        firstIndexIdentical(to: viewController, before: end) != nil
    }

    /// The position of `viewController` itself among the first `end` elements (all of them by
    /// default).
    package nonisolated func firstIndexIdentical(to viewController: UIViewController, before end: Int? = nil) -> Int? {
        let target = ObjectIdentifier(viewController)
        let limit = Swift.max(0, Swift.min(end ?? count, count))
        for index in 0..<limit where ObjectIdentifier(self[index]) == target {
            return index
        }
        return nil
    }
}
