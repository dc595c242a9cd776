public import PetriHierarchy
import PetriSupport

/// Builds nothing: a step with a nil factory only finds its view controller, and the route fails
/// when it is not there.
public struct PetriNilFactory<VC: UIViewController, Context>: PetriFactory, PetriNilEntity {
    public typealias ViewController = VC

    /// Creates a factory.
    public init() {}

    public func build(with context: Context) throws -> VC {
        throw PetriRoutingError(
            .factoryFailed, entity: TypeName.of(entity: self), reason: "a nil factory builds nothing")
    }
}
