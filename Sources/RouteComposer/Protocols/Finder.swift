/// Finds a view controller already in the hierarchy that can show the context (RouteComposer's
/// `Finder`). It searches the key window: during a navigation, the window the route runs in.
@MainActor
public protocol Finder {
    /// What it finds.
    associatedtype ViewController: UIViewController
    /// The context it is asked about.
    associatedtype Context

    /// The view controller that can show `context`, or `nil` when there is none.
    func findViewController(with context: Context) throws -> ViewController?
}

extension Finder {
    /// The view controller found, or `nil` when there is none or the search failed.
    public func getViewController(with context: Context) -> ViewController? {
        try? findViewController(with: context)
    }
}

extension Finder where Context == Any? {
    /// Searches without a context.
    public func findViewController() throws -> ViewController? { try findViewController(with: nil) }
    /// The view controller found without a context, or `nil`.
    public func getViewController() -> ViewController? { getViewController(with: nil) }
}

extension Finder where Context == Void {
    /// Searches without a context.
    public func findViewController() throws -> ViewController? { try findViewController(with: ()) }
    /// The view controller found without a context, or `nil`.
    public func getViewController() -> ViewController? { getViewController(with: ()) }
}
