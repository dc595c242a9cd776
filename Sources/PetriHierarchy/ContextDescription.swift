import PetriSupport

/// Turns a view controller's context into the short, deterministic text shown in trees.
enum ContextDescription {
    /// Describes `value`; `nil` and `Optional.none` describe as `nil` only when wrapped, so a
    /// missing context prints nothing. A context whose description is empty (a filter with
    /// every field left out) prints nothing either, rather than empty parentheses; a `String`
    /// context is quoted, so the empty string still prints as `""`.
    static func describe(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return describe(wrapped)
        }
        if value is Void { return nil }
        if let string = value as? String { return ParameterText.quoted(string) }
        if let convertible = value as? any CustomStringConvertible {
            let description = convertible.description
            return description.isEmpty ? nil : description
        }
        return String(describing: value)
    }
}
