/// Turns a view controller's context into the short, deterministic text shown in trees.
enum ContextDescription {
    /// Describes `value`; `nil` and `Optional.none` describe as `nil` only when wrapped, so a
    /// missing context prints nothing.
    static func describe(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return describe(wrapped)
        }
        if value is Void { return nil }
        if let string = value as? String { return string.debugDescription }
        if let convertible = value as? any CustomStringConvertible { return convertible.description }
        return String(describing: value)
    }
}
