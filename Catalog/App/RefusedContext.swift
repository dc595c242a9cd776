/// Why a factory or a context task refused a context before anything changed: a value the types
/// allow but the screen does not (a sixth star, a ninth photo).
struct RefusedContext: Error, CustomStringConvertible {
    /// What was wrong and what would be right.
    let description: String
}
