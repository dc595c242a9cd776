import Foundation

/// Encodes an `Encodable` value straight into a ``JSONValue``: the value `JSONEncoder` would
/// write, read back by ``JSONValue/init(parsing:)``, without writing and reading the text.
///
/// It follows `JSONEncoder`'s default strategies: a `URL` is its absolute string, `Data` is
/// Base64, a `Date` is its own encoding (seconds since 2001), a `Decimal` a number; a number
/// with no fraction is a whole number, as reading it back makes it; a floating-point number
/// JSON cannot hold (infinity, NaN) is an error. Keys are the coding keys' string values.
package struct JSONValueEncoder {
    package init() {}

    /// `value` as a JSON value.
    /// - Throws: `EncodingError.invalidValue` for a non-finite number, or what `value`'s own
    ///   encoding throws.
    package func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        try Self.box(value, at: [])
    }

    /// What `value` is in JSON, at `path` (for errors).
    fileprivate static func box<Value: Encodable>(_ value: Value, at path: [any CodingKey]) throws -> JSONValue {
        // The types JSONEncoder writes its own way, told by identity: a cast for every value
        // would cost more than encoding most of them.
        if Value.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
        if Value.self == Data.self, let data = value as? Data { return .string(data.base64EncodedString()) }
        if Value.self == Decimal.self, let decimal = value as? Decimal {
            return try number(Double(truncating: decimal as NSNumber), text: decimal.description, at: path)
        }
        let encoder = Encoder(codingPath: path)
        try value.encode(to: encoder)
        return encoder.root.value
    }

    /// A number as `JSONEncoder` writes it and the parser reads it back: whole when it has no
    /// fraction and fits an `Int`. `text` is what `JSONEncoder` writes (a `Float`'s own
    /// description, read back as a `Double`).
    fileprivate static func number(_ value: Double, text: String? = nil, at path: [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: path, debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        let read = text.flatMap(Double.init) ?? value
        if read == read.rounded(), let whole = Int(exactly: read) { return .int(whole) }
        return .double(read)
    }

    /// An integer as the parser reads `JSONEncoder`'s digits back: a whole number when it fits
    /// an `Int`, else the nearest `Double` (the standard library's defaults for the other widths
    /// would encode them through this encoder again, endlessly).
    fileprivate static func integer<Integer: BinaryInteger>(_ value: Integer) -> JSONValue {
        if let whole = Int(exactly: value) { return .int(whole) }
        return .double(Double(value))
    }

    /// A container's value as it is being built: containers nested in it are filled later, so
    /// each is a reference the parent keeps.
    fileprivate final class Slot {
        /// A member or element: a value known at once, or a container still being filled.
        enum Child {
            case value(JSONValue)
            case nested(Slot)

            var value: JSONValue {
                switch self {
                case let .value(value): value
                case let .nested(slot): slot.value
                }
            }
        }

        enum Content {
            case value(JSONValue)
            case array([Child])
            case object([String: Child])
        }
        var content: Content

        init(_ content: Content) { self.content = content }

        var value: JSONValue {
            switch content {
            case let .value(value): value
            case let .array(children): .array(children.map(\.value))
            case let .object(children): .object(children.mapValues(\.value))
            }
        }

        /// Makes this slot an object if nothing was encoded in it yet.
        func becomeObject() {
            if case .object = content { return }
            content = .object([:])
        }

        func setMember(_ key: String, _ child: Child) {
            guard case var .object(children) = content else { content = .object([key: child]); return }
            content = .value(.null)  // lets the dictionary be changed in place
            children[key] = child
            content = .object(children)
        }

        func appendElement(_ child: Child) {
            guard case var .array(children) = content else { content = .array([child]); return }
            content = .value(.null)
            children.append(child)
            content = .array(children)
        }
    }

    fileprivate final class Encoder: Swift.Encoder {
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any] = [:]
        let root: Slot

        init(codingPath: [any CodingKey], root: Slot = Slot(.value(.null))) {
            self.codingPath = codingPath
            self.root = root
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            root.becomeObject()
            return KeyedEncodingContainer(KeyedContainer<Key>(slot: root, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = root.content {} else { root.content = .array([]) }
            return UnkeyedContainer(slot: root, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleValueContainer(slot: root, codingPath: codingPath)
        }
    }

    fileprivate struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { slot.setMember(key.stringValue, .value(.null)) }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(.bool(value)))
        }
        mutating func encode(_ value: String, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(.string(value)))
        }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(try JSONValueEncoder.number(value, at: codingPath + [key])))
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            slot.setMember(
                key.stringValue,
                .value(try JSONValueEncoder.number(Double(value), text: "\(value)", at: codingPath + [key])))
        }
        mutating func encode(_ value: Int, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(.int(value)))
        }
        mutating func encode(_ value: Int8, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(JSONValueEncoder.integer(value)))
        }
        mutating func encode(_ value: Int16, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(JSONValueEncoder.integer(value)))
        }
        mutating func encode(_ value: Int32, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(JSONValueEncoder.integer(value)))
        }
        mutating func encode(_ value: Int64, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(JSONValueEncoder.integer(value)))
        }
        mutating func encode(_ value: UInt, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(JSONValueEncoder.integer(value)))
        }
        mutating func encode(_ value: UInt8, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(JSONValueEncoder.integer(value)))
        }
        mutating func encode(_ value: UInt16, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(JSONValueEncoder.integer(value)))
        }
        mutating func encode(_ value: UInt32, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(JSONValueEncoder.integer(value)))
        }
        mutating func encode(_ value: UInt64, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(JSONValueEncoder.integer(value)))
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            slot.setMember(key.stringValue, .value(try JSONValueEncoder.box(value, at: codingPath + [key])))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = Slot(.object([:]))
            slot.setMember(key.stringValue, .nested(nested))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: nested, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = Slot(.array([]))
            slot.setMember(key.stringValue, .nested(nested))
            return UnkeyedContainer(slot: nested, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Swift.Encoder { superEncoder(named: "super") }
        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> any Swift.Encoder {
            let nested = Slot(.value(.null))
            slot.setMember(name, .nested(nested))
            return Encoder(codingPath: codingPath, root: nested)
        }
    }

    fileprivate struct UnkeyedContainer: UnkeyedEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]
        var count: Int {
            if case let .array(slots) = slot.content { return slots.count }
            return 0
        }

        private var indexKey: any CodingKey { IndexKey(intValue: count) }

        mutating func encodeNil() throws { slot.appendElement(.value(.null)) }
        mutating func encode(_ value: Bool) throws { slot.appendElement(.value(.bool(value))) }
        mutating func encode(_ value: String) throws { slot.appendElement(.value(.string(value))) }
        mutating func encode(_ value: Double) throws {
            slot.appendElement(.value(try JSONValueEncoder.number(value, at: codingPath + [indexKey])))
        }
        mutating func encode(_ value: Float) throws {
            slot.appendElement(
                .value(try JSONValueEncoder.number(Double(value), text: "\(value)", at: codingPath + [indexKey])))
        }
        mutating func encode(_ value: Int) throws { slot.appendElement(.value(.int(value))) }
        mutating func encode(_ value: Int8) throws { slot.appendElement(.value(JSONValueEncoder.integer(value))) }
        mutating func encode(_ value: Int16) throws { slot.appendElement(.value(JSONValueEncoder.integer(value))) }
        mutating func encode(_ value: Int32) throws { slot.appendElement(.value(JSONValueEncoder.integer(value))) }
        mutating func encode(_ value: Int64) throws { slot.appendElement(.value(JSONValueEncoder.integer(value))) }
        mutating func encode(_ value: UInt) throws { slot.appendElement(.value(JSONValueEncoder.integer(value))) }
        mutating func encode(_ value: UInt8) throws { slot.appendElement(.value(JSONValueEncoder.integer(value))) }
        mutating func encode(_ value: UInt16) throws { slot.appendElement(.value(JSONValueEncoder.integer(value))) }
        mutating func encode(_ value: UInt32) throws { slot.appendElement(.value(JSONValueEncoder.integer(value))) }
        mutating func encode(_ value: UInt64) throws { slot.appendElement(.value(JSONValueEncoder.integer(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            slot.appendElement(.value(try JSONValueEncoder.box(value, at: codingPath + [indexKey])))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            let nested = Slot(.object([:]))
            let key = indexKey
            slot.appendElement(.nested(nested))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: nested, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = Slot(.array([]))
            let key = indexKey
            slot.appendElement(.nested(nested))
            return UnkeyedContainer(slot: nested, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Swift.Encoder {
            let nested = Slot(.value(.null))
            let key = indexKey
            slot.appendElement(.nested(nested))
            return Encoder(codingPath: codingPath + [key], root: nested)
        }
    }

    fileprivate struct SingleValueContainer: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { slot.content = .value(.null) }
        mutating func encode(_ value: Bool) throws { slot.content = .value(.bool(value)) }
        mutating func encode(_ value: String) throws { slot.content = .value(.string(value)) }
        mutating func encode(_ value: Double) throws {
            slot.content = .value(try JSONValueEncoder.number(value, at: codingPath))
        }
        mutating func encode(_ value: Float) throws {
            slot.content = .value(try JSONValueEncoder.number(Double(value), text: "\(value)", at: codingPath))
        }
        mutating func encode(_ value: Int) throws { slot.content = .value(.int(value)) }
        mutating func encode(_ value: Int8) throws { slot.content = .value(JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int16) throws { slot.content = .value(JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int32) throws { slot.content = .value(JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int64) throws { slot.content = .value(JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt) throws { slot.content = .value(JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt8) throws { slot.content = .value(JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt16) throws { slot.content = .value(JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt32) throws { slot.content = .value(JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt64) throws { slot.content = .value(JSONValueEncoder.integer(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            slot.content = .value(try JSONValueEncoder.box(value, at: codingPath))
        }
    }

    /// An array element's position in a coding path.
    fileprivate struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "Index \(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { return nil }
    }
}
