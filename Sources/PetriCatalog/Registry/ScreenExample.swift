/// A named, complete set of parameter values for a screen: `open shop.product sneakers` uses it,
/// and `check` and `export` open every example.
public struct ScreenExample: Sendable, Hashable {
    /// The example's name, unique within its screen.
    public var name: String
    /// The parameter values, as a user would type them (`productID: "42"`).
    public var values: [String: String]
    /// What the example shows.
    public var summary: String

    /// Creates an example.
    public init(_ name: String, _ values: [String: String] = [:], summary: String = "") {
        self.name = name
        self.values = values
        self.summary = summary
    }

    /// The values as `name=value` arguments, in name order.
    public var arguments: [String] {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}
