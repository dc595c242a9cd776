import PetriCatalog
import PetriRouting
import PetriCoordinators
import PetriHierarchy
import PetriSupport

// The Codable form of a snapshot: the versioned schema documented in docs/hierarchy-json.md.
// Every key is always written (`null` when it does not apply) so tools never have to guess
// whether a key is missing or empty; reading is lenient and gives a missing optional key its
// documented default. Instance identities are never written.
//
// `jsonValue` writes the same keys for `renderJSON()`; its exhaustive switches over the coding
// keys keep the two in step.

extension HierarchySnapshot: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case schemaVersion, window, root
    }

    /// Decodes a snapshot written with schema version ``schemaVersion``.
    /// - Throws: `DecodingError.dataCorrupted` when the document has another schema version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .schemaVersion)
        guard Self.readableSchemaVersions.contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "schemaVersion \(version) is not supported; this petri reads versions \(Self.readableSchemaVersions.lowerBound) to \(Self.readableSchemaVersions.upperBound)")
        }
        windowName = try container.decode(String.self, forKey: .window)
        root = try container.decodeIfPresent(Node.self, forKey: .root)
    }

    /// Encodes the schema version, the window's name and its root.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(windowName, forKey: .window)
        try container.encode(root, forKey: .root)
    }
}

extension HierarchySnapshot.Node: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, type, title, context, contextValue, children, selectedIndex, visible, canBeDismissed, presented
    }

    /// Decodes a node; only `kind` and `type` are required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decodeRawValue(Kind.self, forKey: .kind),
            typeName: try container.decode(String.self, forKey: .type),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            context: try container.decodeIfPresent(String.self, forKey: .context),
            children: try container.decodeIfPresent([Self].self, forKey: .children) ?? [],
            selectedIndex: try container.decodeIfPresent(Int.self, forKey: .selectedIndex),
            isVisible: try container.decodeIfPresent(Bool.self, forKey: .visible) ?? false,
            canBeDismissed: try container.decodeIfPresent(Bool.self, forKey: .canBeDismissed) ?? true,
            presented: try container.decodeIfPresent(HierarchySnapshot.Presentation.self, forKey: .presented)
        )
        if container.contains(.contextValue) {
            contextValue = try container.decodeIfPresent(JSONValue.self, forKey: .contextValue)
        }
    }

    /// Encodes every key of the node, `null` for those that do not apply.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(typeName, forKey: .type)
        try container.encode(title, forKey: .title)
        try container.encode(context, forKey: .context)
        try container.encode(contextValue ?? .null, forKey: .contextValue)
        try container.encode(children, forKey: .children)
        try container.encode(selectedIndex, forKey: .selectedIndex)
        try container.encode(isVisible, forKey: .visible)
        try container.encode(canBeDismissed, forKey: .canBeDismissed)
        try container.encode(presented, forKey: .presented)
    }
}

extension HierarchySnapshot.Presentation: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, viewController
    }

    /// Decodes a presentation; both keys are required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            style: try container.decodeRawValue(ModalPresentationStyle.self, forKey: .style),
            viewController: try container.decode(HierarchySnapshot.Node.self, forKey: .viewController)
        )
    }

    /// Encodes the style and the presented view controller.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(viewController, forKey: .viewController)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a string-backed enumeration; an unknown value is reported with the values allowed.
    fileprivate func decodeRawValue<Value>(_ type: Value.Type, forKey key: Key) throws -> Value
    where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        let name = try decode(String.self, forKey: key)
        guard let value = Value(rawValue: name) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "should be one of \(allowed), not \(name.debugDescription)")
        }
        return value
    }
}

extension HierarchySnapshot {
    /// The document ``renderJSON()`` prints: the same keys and values as ``encode(to:)``.
    var jsonValue: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: CodingKeys.allCases.map { key in
            let value: JSONValue = switch key {
            case .schemaVersion: .int(Self.schemaVersion)
            case .window: .string(windowName)
            case .root: root?.jsonValue ?? .null
            }
            return (key.stringValue, value)
        }))
    }
}

extension HierarchySnapshot.Node {
    /// This node as in ``encode(to:)``.
    var jsonValue: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: CodingKeys.allCases.map { key in
            let value: JSONValue = switch key {
            case .kind: .string(kind.rawValue)
            case .type: .string(typeName)
            case .title: title.map(JSONValue.string) ?? .null
            case .context: context.map(JSONValue.string) ?? .null
            case .contextValue: contextValue ?? .null
            case .children: .array(children.map(\.jsonValue))
            case .selectedIndex: selectedIndex.map(JSONValue.int) ?? .null
            case .visible: .bool(isVisible)
            case .canBeDismissed: .bool(canBeDismissed)
            case .presented: presented?.jsonValue ?? .null
            }
            return (key.stringValue, value)
        }))
    }
}

extension HierarchySnapshot.Presentation {
    /// This presentation as in ``encode(to:)``.
    var jsonValue: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: CodingKeys.allCases.map { key in
            let value: JSONValue = switch key {
            case .style: .string(style.rawValue)
            case .viewController: viewController.jsonValue
            }
            return (key.stringValue, value)
        }))
    }
}
