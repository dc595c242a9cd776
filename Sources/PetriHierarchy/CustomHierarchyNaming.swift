/// A view controller that gives trees, the export and error messages a name of its own instead of
/// its type's: a generated screen numbered by its position, a test double standing in for the
/// screen it fakes.
///
/// ```swift
/// final class CheckoutStandIn: UIViewController, CustomHierarchyNaming {
///     var hierarchyName: String { "Checkout" }
/// }
/// // window.rootViewController = CheckoutStandIn(context: 42) prints `Checkout(42)`
/// ```
///
/// It was once `open var typeName` of ``UIViewController``, which took the name from every app's
/// view controller (docs/petri-only-members.md); ``PetriInspection/typeName`` reads the name printed.
@MainActor
public protocol CustomHierarchyNaming: UIViewController {
    /// The name printed in place of the type's name (the context still follows it).
    var hierarchyName: String { get }
}
