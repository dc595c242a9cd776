import PetriDish

/// A screen context of the shop: decoded from the Petri dish's parameters, printed in trees as
/// its fields (`productID: 42, sort: price`), absent optionals left out. Values print in the form
/// a user types them: text quoted, choices bare, dates as `2024-05-01`, UUIDs in upper case.
protocol ShopContext: Decodable, Equatable, Sendable, CustomStringConvertible {}

extension ShopContext {
    var description: String {
        Mirror(reflecting: self).children.compactMap { child -> String? in
            guard let label = child.label else { return nil }
            let value = child.value
            let valueMirror = Mirror(reflecting: value)
            if valueMirror.displayStyle == .optional {
                guard let wrapped = valueMirror.children.first?.value else { return nil }
                return "\(label): \(Self.format(wrapped))"
            }
            return "\(label): \(Self.format(value))"
        }.joined(separator: ", ")
    }

    private static func format(_ value: Any) -> String {
        if let string = value as? String { return string.debugDescription }
        if let representable = value as? any RawRepresentable, let raw = representable.rawValue as? String { return raw }
        if let convertible = value as? any ParameterValueConvertible { return convertible.parameterValue.canonicalString }
        return String(describing: value)
    }
}
