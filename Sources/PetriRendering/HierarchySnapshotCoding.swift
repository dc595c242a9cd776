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
        case schemaVersion, window, level, keyWindow, coveredBy, root, windowsInFront
    }

    /// Decodes a snapshot written with schema version ``schemaVersion``.
    /// - Throws: `DecodingError.dataCorrupted` when the document has another schema version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .schemaVersion)
        guard Self.readableSchemaVersions.contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription:
                    "schemaVersion \(version) is not supported; this petri reads versions \(Self.readableSchemaVersions.lowerBound) to \(Self.readableSchemaVersions.upperBound)"
            )
        }
        try self.init(windowIn: container)
    }

    /// Decodes one window's keys (a window in front has no `schemaVersion`).
    private init(windowIn container: KeyedDecodingContainer<CodingKeys>) throws {
        let levelName = try container.decodeIfPresent(String.self, forKey: .level) ?? "normal"
        guard let level = UIWindow.Level(name: levelName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .level, in: container,
                debugDescription:
                    "should be normal, statusBar or alert (with +n), or a number, not \(levelName.debugDescription)")
        }
        self.init(
            windowName: try container.decode(String.self, forKey: .window),
            root: try container.decodeIfPresent(Node.self, forKey: .root),
            level: level,
            isKeyWindow: try container.decodeIfPresent(Bool.self, forKey: .keyWindow) ?? true,
            coveredBy: try container.decodeIfPresent(String.self, forKey: .coveredBy),
            windowsInFront: try container.decodeIfPresent([WindowInFront].self, forKey: .windowsInFront)?.map(
                \.snapshot) ?? [])
    }

    /// A window in front, as the document nests it.
    private struct WindowInFront: Decodable {
        let snapshot: HierarchySnapshot
        init(from decoder: any Decoder) throws {
            snapshot = try HierarchySnapshot(windowIn: decoder.container(keyedBy: CodingKeys.self))
        }
    }

    /// Encodes the schema version, the window, its root and the windows in front.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encode(into: &container, nested: false)
    }

    private func encode(into container: inout KeyedEncodingContainer<CodingKeys>, nested: Bool) throws {
        for key in CodingKeys.allCases {
            switch key {
            case .schemaVersion: if !nested { try container.encode(Self.schemaVersion, forKey: key) }
            case .window: try container.encode(windowName, forKey: key)
            case .level: try container.encode(level.description, forKey: key)
            case .keyWindow: try container.encode(isKeyWindow, forKey: key)
            case .coveredBy: try container.encode(coveredBy, forKey: key)
            case .root: try container.encode(root, forKey: key)
            case .windowsInFront:
                var list = container.nestedUnkeyedContainer(forKey: key)
                for window in windowsInFront {
                    var nestedContainer = list.nestedContainer(keyedBy: CodingKeys.self)
                    try window.encode(into: &nestedContainer, nested: true)
                }
            }
        }
    }
}

extension UIWindow.Level {
    /// Reads a level as ``description`` writes it: `normal`, `statusBar`, `alert`, one of them
    /// with `+n`, or a number.
    /// Reads a level as trees and `--json` print it: `normal`, `statusBar`, `alert`, a number,
    /// or one of those followed by terms as the app wrote them (`statusBar+1000`, `alert-1`,
    /// `statusBar+10-5`), kept so.
    init?(name: String) {
        let named: [String: UIWindow.Level] = ["normal": .normal, "statusBar": .statusBar, "alert": .alert]
        if let level = named[name] { self = level; return }
        if let number = Double(name) { self.init(rawValue: number); return }
        guard let firstSign = name.firstIndex(where: { $0 == "+" || $0 == "-" }),
            var level = named[String(name[..<firstSign])]
                ?? Double(name[..<firstSign]).map(UIWindow.Level.init(rawValue:))
        else { return nil }
        var rest = name[firstSign...]
        while let sign = rest.first {
            let term = rest.dropFirst().prefix { $0 != "+" && $0 != "-" }
            guard let value = Double(term) else { return nil }
            level = sign == "+" ? level + value : level - value
            rest = rest.dropFirst(1 + term.count)
        }
        self = level
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
        jsonValue(nested: false)
    }

    private func jsonValue(nested: Bool) -> JSONValue {
        .object(
            Dictionary(
                uniqueKeysWithValues: CodingKeys.allCases.compactMap { key in
                    let value: JSONValue
                    switch key {
                    case .schemaVersion:
                        if nested { return nil }
                        value = .int(Self.schemaVersion)
                    case .window: value = .string(windowName)
                    case .level: value = .string(level.description)
                    case .keyWindow: value = .bool(isKeyWindow)
                    case .coveredBy: value = coveredBy.map(JSONValue.string) ?? .null
                    case .root: value = root?.jsonValue ?? .null
                    case .windowsInFront: value = .array(windowsInFront.map { $0.jsonValue(nested: true) })
                    }
                    return (key.stringValue, value)
                }))
    }
}

extension HierarchySnapshot.Node {
    /// This node as in ``encode(to:)``.
    var jsonValue: JSONValue {
        .object(
            Dictionary(
                uniqueKeysWithValues: CodingKeys.allCases.map { key in
                    let value: JSONValue =
                        switch key {
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
        .object(
            Dictionary(
                uniqueKeysWithValues: CodingKeys.allCases.map { key in
                    let value: JSONValue =
                        switch key {
                        case .style: .string(style.rawValue)
                        case .viewController: viewController.jsonValue
                        }
                    return (key.stringValue, value)
                }))
    }
}
