import PetriRouting
import PetriSupport

/// How a screen's context is declared: its parameters and how to build the context from their
/// values.
///
/// From a `Decodable` context type, without listing the fields again:
/// ```swift
/// struct ProductContext: Decodable { let productID: Int; let sort: SortOrder; let coupon: String? }
/// let schema = ContextSchema(decoding: ProductContext.self, details: [
///     "productID": .init(help: "The product to show", example: 42),
///     "sort": .init(default: "price"),
/// ])
/// ```
/// Or explicitly, for any context type:
/// ```swift
/// let schema = ContextSchema(parameters: [
///     ContextParameter("productID", .int, example: 42),
///     ContextParameter("sort", SortOrder.self, default: .price),
/// ]) { values in
///     ProductScreenContext(id: try values.get("productID"), sort: try values.get("sort"))
/// }
/// let context = try schema.context(parsing: ["productID=42"])
/// ```
///
/// Declaring never fails or crashes: problems (a default that is not of its parameter's type,
/// two parameters with one name, a field type no parameter can hold) are kept in
/// ``declarationError``, which ``validated()`` throws and every use of the schema throws first.
public struct ContextSchema<Context>: Sendable {
    /// The parameters, in the order the user is asked for them.
    public var parameters: [ContextParameter] { declaration.value.parameters }
    /// What is wrong with the declaration, or `nil` when nothing is.
    package var declarationError: ContextDeclarationError? { declaration.value.error }
    /// The parameters and problems: derived from a `Decodable` type the first time they are
    /// asked for, so registering thousands of screens does not probe thousands of types.
    let declaration: SchemaDeclaration
    private let builder: @Sendable (ContextValues) throws -> Context

    /// A schema with explicit `parameters`, whose context `build` makes from their values.
    /// - Parameters:
    ///   - parameters: the parameters, in the order the user is asked for them.
    ///   - build: makes the context from values that passed the parameters' checks; throw from it
    ///     (e.g. a ``ParameterError`` from ``ContextValues/get(_:as:)``) to refuse.
    public init(parameters: [ContextParameter], build: @escaping @Sendable (ContextValues) throws -> Context) {
        var issues: [String] = []
        var seen = Set<String>()
        for parameter in parameters {
            if !seen.insert(parameter.name).inserted {
                issues.append("parameter \(ParameterText.quoted(parameter.name)) is declared twice")
            }
            issues += parameter.declarationIssues
        }
        declaration = SchemaDeclaration(
            parameters: parameters,
            error: issues.isEmpty ? nil : ContextDeclarationError(context: TypeName.of(Context.self), issues: issues))
        self.builder = build
    }

    /// A schema whose parameters are derived from the `Decodable` context type itself (see
    /// ``ContextParameter/derived(from:details:)``) and whose context is decoded from the values.
    /// - Parameters:
    ///   - type: the context type.
    ///   - details: help, example, default and presets per field name; they replace, field by
    ///     field, what a ``DescribedContext`` type gives itself.
    ///
    /// `SendableMetatype` lets the schema's `Sendable` closure name the type; every concrete type
    /// conforms to it.
    public init(decoding type: Context.Type, details: [String: ParameterDetails] = [:])
    where Context: Decodable & SendableMetatype {
        self.builder = { values in try values.decode(Context.self) }
        // Without details of the screen's own, the parameters are the type's: derived once for
        // every screen of that context type, and found without making a derivation to drop.
        if details.isEmpty, let shared = SchemaDeclaration.shared(by: Context.self) {
            declaration = shared
            return
        }
        let derive: @Sendable () -> SchemaDeclaration.Value = {
            // The type's own details first (DescribedContext), then the screen's, field by field.
            var merged = (Context.self as? any DescribedContext.Type)?.parameterDetails ?? [:]
            merged.merge(details) { _, screens in screens }
            let (parameters, issues) = ContextParameter.derive(from: type, details: merged)
            return (
                parameters,
                issues.isEmpty ? nil : ContextDeclarationError(context: TypeName.of(Context.self), issues: issues)
            )
        }
        declaration = details.isEmpty ? SchemaDeclaration.shared(by: Context.self, derive) : SchemaDeclaration(derive)
    }

    private init(declaration: SchemaDeclaration, builder: @escaping @Sendable (ContextValues) throws -> Context) {
        self.declaration = declaration
        self.builder = builder
    }

    /// This schema, or its ``declarationError`` — for registering a catalog that must fail fast.
    package func validated() throws(ContextDeclarationError) -> Self {
        if let declarationError { throw declarationError }
        return self
    }

    /// The parameter called `name`.
    public func parameter(named name: String) -> ContextParameter? {
        parameters.first { $0.name == name }
    }

    /// The values `pairs` give to the parameters.
    /// - Throws: ``declarationError``, else a ``ContextValuesError`` (see ``ContextValues``).
    public func values(parsing pairs: [(name: String, value: String)]) throws -> ContextValues {
        if let declarationError { throw declarationError }
        return try ContextValues(parsing: pairs, for: parameters)
    }

    /// The values `arguments` of the form `name=value` give to the parameters.
    /// - Throws: ``declarationError``, else a ``ContextValuesError`` (see ``ContextValues``).
    public func values(parsing arguments: [String]) throws -> ContextValues {
        if let declarationError { throw declarationError }
        return try ContextValues(parsing: arguments, for: parameters)
    }

    /// The context made from `values`.
    /// - Throws: ``declarationError``, else whatever building throws (usually a ``ParameterError``).
    public func build(_ values: ContextValues) throws -> Context {
        if let declarationError { throw declarationError }
        return try builder(values)
    }

    /// The context that `arguments` of the form `name=value` describe.
    public func context(parsing arguments: [String]) throws -> Context {
        try build(values(parsing: arguments))
    }

    /// The context that `pairs` describe.
    public func context(parsing pairs: [(name: String, value: String)]) throws -> Context {
        try build(values(parsing: pairs))
    }

    /// The same parameters with the built context passed through `transform`, e.g. to erase its
    /// type for a catalog entry: `schema.map { $0 as any Sendable }`.
    public func map<Mapped>(_ transform: @escaping @Sendable (Context) throws -> Mapped) -> ContextSchema<Mapped> {
        let builder = self.builder
        return ContextSchema<Mapped>(declaration: declaration) { values in
            try transform(builder(values))
        }
    }
}

extension ContextSchema where Context == Void {
    /// The schema of a screen that needs no context.
    public static var empty: ContextSchema<Void> {
        ContextSchema(parameters: []) { _ in () }
    }
}
