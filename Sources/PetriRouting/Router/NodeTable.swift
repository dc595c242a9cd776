/// A value for some of a route's nodes, by node index: empty, and allocating nothing, until a
/// node is given one. Most routes defer no find and have no tasks, and a table per navigation
/// for each would be an allocation for nothing.
struct NodeTable<Value> {
    private var values: [Value?] = []
    /// How many nodes the route has.
    let count: Int

    init(count: Int) {
        self.count = count
    }

    /// The value of node `index`, `nil` when it has none.
    subscript(index: Int) -> Value? {
        get { values.isEmpty ? nil : values[index] }
        set {
            if values.isEmpty {
                guard newValue != nil else { return }
                values = Array(repeating: nil, count: count)
            }
            values[index] = newValue
        }
    }
}
