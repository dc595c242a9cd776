/// A `Decodable` context that documents its own fields: help, examples, defaults and presets
/// by field name, given once with the type instead of at every screen that uses it.
///
/// ```swift
/// struct ProductContext: Decodable { let productID: Int }
/// extension ProductContext: DescribedContext {
///     static var parameterDetails: [String: ParameterDetails] {
///         ["productID": .init(help: "the product to show", example: 42)]
///     }
/// }
/// try catalog.register("shop.product", title: "Product", group: "Shop", route: routes.product)
/// ```
///
/// ``ContextSchema/init(decoding:details:)`` starts from these details; a screen's own
/// `details` replace them field by field.
public protocol DescribedContext: Decodable {
    /// Help, examples, defaults and presets of the fields, by field name.
    static var parameterDetails: [String: ParameterDetails] { get }
}
