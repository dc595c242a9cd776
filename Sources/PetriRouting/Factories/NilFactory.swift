public import PetriHierarchy
import PetriSupport

/// Builds nothing: a step with a nil factory only finds its view controller, and the route fails
/// when it is not there.
public struct NilFactory<VC: UIViewController, Context>: Factory, NilEntity {
    public typealias ViewController = VC

    /// Creates a factory.
    public init() {}

    public func build(with context: Context) throws -> VC {
        throw RoutingError(.factoryFailed, entity: TypeName.of(entity: self), reason: "a nil factory builds nothing")
    }
}
