public import PetriHierarchy

/// Builds a view controller with a closure: the everyday factory.
///
/// ```swift
/// ClosureFactory { (productID: Int) in ProductViewController(productID: productID) }
/// ```
public struct ClosureFactory<VC: UIViewController, Context>: PetriFactory {
    public typealias ViewController = VC
    private let make: @MainActor (Context) throws -> VC
    private let check: (@MainActor (Context) throws -> Void)?

    /// Creates a factory.
    /// - Parameters:
    ///   - prepare: Checks the context before anything changes; throw to refuse.
    ///   - build: Builds the view controller.
    public init(
        prepare: (@MainActor (Context) throws -> Void)? = nil,
        build: @escaping @MainActor (Context) throws -> VC
    ) {
        check = prepare
        make = build
    }

    public func prepare(with context: Context) throws {
        try check?(context)
    }

    public func build(with context: Context) throws -> VC {
        try make(context)
    }
}

extension ClosureFactory: ChecklessPreparation {
    var checksNothing: Bool { check == nil }
}
