public import PetriHierarchy

/// Applies the navigation's context to every view controller of a step, whether it was just
/// built or found already on screen (RouteComposer's `PetriContextTask`): a product screen that is
/// reused for another product gets the new product id.
@MainActor
public protocol PetriContextTask {
    /// The type of view controller the task applies to.
    associatedtype ViewController: PetriHierarchy.UIViewController
    /// The context of the navigation.
    associatedtype Context

    /// Checks, before anything is built, that the task can apply `context`. Throwing refuses the
    /// navigation. The default does nothing.
    func prepare(with context: Context) throws

    /// Applies `context` to `viewController`.
    func perform(on viewController: ViewController, with context: Context) throws
}

extension PetriContextTask {
    public func prepare(with context: Context) throws {}
}
