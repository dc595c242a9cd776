/// What the import understood of the app: its view controllers with their petri base class,
/// the value types that can be copied, and what must become opaque.
struct AppModel {
    let declarations: Declarations
    /// The app's view-controller classes, by name.
    let viewControllers: [String: ClassDeclaration]
    /// Each view-controller class's superclass: an app class or petri's UIKit class.
    let superclass: [String: String]
    /// The UIKit class each view controller descends from in the app, for the report.
    let uikitAncestor: [String: String]
    private let valuesByName: [String: ValueDeclaration]
    private let classNames: Set<String>

    init(_ declarations: Declarations) {
        self.declarations = declarations
        valuesByName = declarations.valuesByName
        let classes = Dictionary(declarations.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        classNames = Set(classes.keys)
        var superclass: [String: String] = [:]
        var ancestor: [String: String] = [:]
        // A class is a view controller when its first inherited type leads, through the app's
        // classes, to one of UIKit's view controllers.
        func resolve(_ name: String, seen: Set<String>) -> String? {
            if let known = ancestor[name] { return known }
            guard let declaration = classes[name], let first = declaration.inherited.first, !seen.contains(name) else {
                return nil
            }
            let base = first.split(separator: "<").first.map(String.init) ?? first
            if TypeNames.uikitViewControllers[base] != nil {
                superclass[name] = TypeNames.uikitViewControllers[base]
                ancestor[name] = base
                return base
            }
            guard let found = resolve(base, seen: seen.union([name])) else { return nil }
            superclass[name] = base
            ancestor[name] = found
            return found
        }
        for name in classes.keys.sorted() { _ = resolve(name, seen: []) }
        self.superclass = superclass
        uikitAncestor = ancestor
        viewControllers = classes.filter { superclass[$0.key] != nil }
    }

    /// The app's enum whose case `value` names (`ExampleScreenTypes.product`), if it is one:
    /// the type of a property the app wrote without one.
    func enumType(ofCase value: String?) -> String? {
        guard let value else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let type = self.value(parts[0]), type.kind == .enumeration else { return nil }
        let names = type.cases.flatMap { text in
            text.replacingOccurrences(of: "case ", with: "").split(separator: ",").map {
                String($0.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
        }
        return names.contains(parts[1]) ? parts[0] : nil
    }

    /// The value type `name`, if the app declares it.
    func value(_ name: String) -> ValueDeclaration? { valuesByName[name] }

    /// The file that declares the type `name`, if the app declares it.
    func file(declaring name: String) -> String? {
        valuesByName[name]?.place.file ?? declarations.classes.first { $0.name == name }?.place.file
            ?? declarations.protocols[name]?.place.file
    }

    /// Whether the app declares a class named `name`.
    func isClass(_ name: String) -> Bool { classNames.contains(name) }

    /// Whether `name` is a value type that can be copied: its stored properties (but private
    /// ones with a default value, which are left out) have types that are standard or
    /// themselves copyable, and so do its cases' associated values.
    /// With `withPetri`, petri's navigation types (`UIViewController`, `UIModalPresentationStyle`)
    /// are plain too (not its drawing, layout and views): what a copy that need not decode may hold.
    func isCopyable(_ name: String, seen: Set<String> = [], withPetri: Bool = false) -> Bool {
        guard let value = valuesByName[name] else { return false }
        if seen.contains(name) { return true }
        let seen = seen.union([name])
        let nestedNames = Set(value.nested.map(\.name))
        func typeIsPlain(_ text: String) -> Bool {
            TypeNames.mentioned(in: text).allSatisfy { mention in
                TypeNames.standard.contains(mention) || nestedNames.contains(mention)
                    || (withPetri && TypeNames.petri.contains(mention) && NavigationFiles.outsideTypes[mention] == nil)
                    || isCopyable(mention, seen: seen, withPetri: withPetri)
            }
        }
        for property in copiedProperties(of: value) {
            guard let type = property.type ?? Self.literalType(property.defaultValue) else { return false }
            if !typeIsPlain(type) { return false }
        }
        for enumCase in value.cases where enumCase.contains("(") {
            guard let open = enumCase.firstIndex(of: "("), !typeIsPlain(String(enumCase[open...])) else { continue }
            return false
        }
        // Conformances do not decide: the copy keeps those Swift synthesizes and drops the rest.
        return value.nested.allSatisfy { isCopyable($0.name, seen: seen, withPetri: withPetri) }
    }

    /// The stored properties copied: all but private ones with a default value.
    func copiedProperties(of value: ValueDeclaration) -> [StoredProperty] {
        value.properties.filter { !($0.access == "private" || $0.access == "fileprivate") || $0.defaultValue == nil }
    }

    /// The conformances a copy keeps: those Swift synthesizes.
    static let synthesizedConformances: Set<String> = [
        "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Sendable", "CaseIterable",
    ]

    /// The type of a literal default value, when the property has no annotation.
    static func literalType(_ text: String?) -> String? {
        guard let text else { return nil }
        if text == "true" || text == "false" { return "Bool" }
        if text.hasPrefix("\"") { return "String" }
        if Int(text) != nil { return "Int" }
        if Double(text) != nil { return "Double" }
        return nil
    }

    /// The app's protocol `name` and the app's protocols it inherits, transitively.
    func protocolLineage(_ name: String) -> [String] {
        var result: [String] = []
        var pending = [name]
        while let next = pending.popLast() {
            guard let proto = declarations.protocols[next], !result.contains(next) else { continue }
            result.append(next)
            pending += proto.inherited.map { $0.split(separator: "<").first.map(String.init) ?? $0 }
        }
        return result
    }

    /// Whether the app's extension applies to a type declared with `inherited`: it has no `where`
    /// clause, or each requirement of its clause is one the type's declaration shows (`Self:
    /// RawRepresentable, Self.RawValue == String` on `enum E: String`).
    static func extensionApplies(_ whereClause: String?, inherited: [String], isEnum: Bool, isClass: Bool) -> Bool {
        guard let whereClause else { return true }
        let rawType =
            isEnum
            ? inherited.first.flatMap {
                ["String", "Int", "Character", "Double", "Float", "UInt"].contains($0) ? $0 : nil
            } : nil
        let requirements = whereClause.replacingOccurrences(of: "where", with: "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return requirements.allSatisfy { requirement in
            let parts = requirement.components(separatedBy: requirement.contains("==") ? "==" : ":").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard parts.count == 2 else { return false }
            if requirement.contains("==") {
                return ["RawValue", "Self.RawValue"].contains(parts[0]) && rawType == parts[1]
            }
            guard parts[0] == "Self" else { return false }
            if parts[1] == "RawRepresentable" { return rawType != nil }
            if parts[1] == "AnyObject" { return isClass }
            return inherited.contains(parts[1])
        }
    }
}
