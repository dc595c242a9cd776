/// Writes the value types the app's view controllers and routes take, copied when their fields
/// are plain, and an opaque stand-in for each type that cannot be copied.
struct TypeWriter {
    let model: AppModel
    /// The types the stand-ins and the navigation files need, by simple name.
    let needed: [String]
    /// The contexts of the destinations the catalog skeleton registers: they are also made
    /// `Decodable`, so the catalog can decode them from an example.
    let decodable: Set<String>
    /// The navigation files copied: the types they declare come with them.
    let navigationFiles: Set<String>
    /// What the navigation files use: an opaque class keeps the members they reach.
    var uses = UseSites()
    /// The values and bodies stubs write.
    var stubs = Stubs(viewControllers: [], notBuildable: [])
    /// Whether an opaque class was written that looks up what it lacks in `PetriAnything`.
    private(set) var usesAnything = false

    /// A type written, for the report.
    struct Written: Equatable {
        var name: String
        var copied: Bool
        var why: String
        var place: SourcePlace?
    }

    private(set) var written: [Written] = []

    mutating func files() -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for name in closure() {
            if let value = model.value(name), copies(name) {
                let leftOut = leftOut(value)
                files.append(GeneratedFile(path: "Types/\(name).swift", text: copy(value)))
                written.append(Written(name: name, copied: true, why: leftOut.isEmpty ? "" : "left out: " + leftOut.joined(separator: ", "), place: value.place))
            } else {
                let (text, why, place) = opaque(name)
                files.append(GeneratedFile(path: "Types/\(name).swift", text: text))
                written.append(Written(name: name, copied: false, why: why, place: place))
            }
        }
        return files
    }

    /// The needed types and those the copied ones mention, sorted, once each; nested types are
    /// written inside their outer type.
    private func closure() -> [String] {
        var result: Set<String> = []
        var pending = needed
        let nested = Set(model.declarations.values.flatMap { $0.nested.map(\.name) })
        while let name = pending.popLast() {
            guard !result.contains(name), !TypeNames.standard.contains(name), TypeNames.uikitViewControllers[name] == nil,
                  model.viewControllers[name] == nil, !nested.contains(name) else { continue }
            guard model.value(name) != nil || model.isClass(name) || model.declarations.protocols[name] != nil else { continue }
            guard !navigationFiles.contains(model.file(declaring: name) ?? "") else { continue }
            result.insert(name)
            pending += opaqueMembers(name).flatMap(\.mentioned)
            if let proto = model.declarations.protocols[name] {
                pending += proto.inherited.filter { model.declarations.protocols[$0] != nil }
            }
            if let value = model.value(name), copies(name) {
                for property in model.copiedProperties(of: value) {
                    pending += TypeNames.mentioned(in: property.type ?? "")
                }
            }
            if let value = model.value(name) {
                for enumCase in value.cases { pending += TypeNames.mentioned(in: enumCase.drop { $0 != "(" }.description) }
            }
        }
        return result.sorted()
    }

    /// The computed properties and methods of `value` the navigation files use, with bodies
    /// that do nothing or return a plain value.
    private func usedMembers(of value: ValueDeclaration) -> [String] {
        var lines: [String] = []
        var seen: Set<String> = []
        for member in value.members where !member.isPrivate && uses.members.contains(member.name) && seen.insert(member.head).inserted {
            let text: String?
            if member.kind == .property, let type = member.type {
                let getter = stubs.value(of: type) ?? "fatalError(\"petri import: \(value.name).\(member.name) is the app's code\")"
                text = "\(member.isStatic ? "static " : "")var \(member.name): \(type) { \(getter) }"
            } else {
                text = StandInWriter.stub(member, stubs: stubs, owner: value.name)
            }
            guard let text else { continue }
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        return lines
    }

    /// Whether the value type `name` is copied: its fields are plain, or, when no catalog decodes
    /// it, petri's types.
    private func copies(_ name: String) -> Bool {
        model.isCopyable(name) || (!decodable.contains(name) && model.isCopyable(name, withPetri: true))
    }

    /// The members an opaque class or protocol keeps: a protocol's requirements, the members of
    /// a class (and its extensions) the navigation files reach.
    func opaqueMembers(_ name: String) -> [MemberDeclaration] {
        if let proto = model.declarations.protocols[name] {
            return proto.members.filter { !$0.isOptionalRequirement && $0.kind != .typeAlias }
        }
        guard model.isClass(name), model.value(name) == nil, let declaration = model.declarations.classes.first(where: { $0.name == name }) else {
            return []
        }
        let extensions = model.declarations.extensions.filter { $0.extendedType == name && !navigationFiles.contains($0.place.file) }
        var seen: Set<String> = []
        return (declaration.members + extensions.flatMap(\.members)).filter { member in
            [.property, .method].contains(member.kind) && !member.isPrivate && !member.isOverride && uses.members.contains(member.name)
                && seen.insert(member.kind == .property ? member.name : member.head).inserted
        }
    }

    private func leftOut(_ value: ValueDeclaration) -> [String] {
        var parts = value.leavesOut
        let dropped = value.properties.count - model.copiedProperties(of: value).count
        if dropped > 0 { parts.append("private stored properties with a default value") }
        let conformances = value.inherited.filter { !AppModel.synthesizedConformances.contains($0) && !TypeNames.standard.contains($0) }
        if !conformances.isEmpty { parts.append("conformance to " + conformances.joined(separator: ", ")) }
        return parts
    }

    private func copy(_ value: ValueDeclaration) -> String {
        var lines = ["// Generated by petri import from \(value.place). Regenerate it; do not edit.", "import Foundation", ""]
        lines += declaration(value, indent: "", makeDecodable: decodable.contains(value.name))
        return lines.joined(separator: "\n") + "\n"
    }

    private func declaration(_ value: ValueDeclaration, indent: String, makeDecodable: Bool) -> [String] {
        var inherited = value.inherited.filter { AppModel.synthesizedConformances.contains($0) || TypeNames.standard.contains($0) }
        if makeDecodable, !inherited.contains("Decodable"), !inherited.contains("Codable") { inherited.append("Decodable") }
        // A catalog parameter holds an enum that lists its cases and has raw values.
        if makeDecodable, value.kind == .enumeration, ["String", "Int"].contains(value.inherited.first ?? ""),
           !value.cases.contains(where: { $0.contains("(") }), !inherited.contains("CaseIterable") {
            inherited.append("CaseIterable")
        }
        let keyword = value.kind == .structure ? "struct" : "enum"
        let access = value.access.map { ["public", "package"].contains($0) ? "\($0) " : "" } ?? ""
        var lines = ["\(indent)/// Copied from the app's `\(value.qualifiedName)` (\(value.place))."]
        lines.append("\(indent)\(access)\(keyword) \(value.name)\(inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")) {")
        for property in model.copiedProperties(of: value) {
            let access = property.access.map { $0 == "private(set)" || $0 == "internal" ? "" : "\($0) " } ?? ""
            let type = property.type.map { ": \($0)" } ?? ""
            let initial = property.defaultValue.map { " = \($0)" } ?? ""
            lines.append("\(indent)    \(access)\(property.isLet ? "let" : "var") \(property.name)\(type)\(initial)")
        }
        for enumCase in value.cases {
            lines.append("\(indent)    \(enumCase)")
        }
        for property in value.staticProperties {
            lines.append("\(indent)    \(property)")
        }
        lines += usedMembers(of: value).map { indent + $0 }
        for nested in value.nested {
            lines.append("")
            lines += declaration(nested, indent: indent + "    ", makeDecodable: makeDecodable)
        }
        lines.append("\(indent)}")
        return lines
    }

    /// An opaque stand-in for `name`, and why it is one.
    private mutating func opaque(_ name: String) -> (String, String, SourcePlace?) {
        var lines = ["// Generated by petri import. Regenerate it; do not edit.", "import Foundation", "import PetriHierarchy", ""]
        let why: String
        let place: SourcePlace?
        if let value = model.value(name) {
            place = value.place
            let fields = unplainFields(value)
            why = fields.isEmpty && !value.cases.isEmpty ? "its cases carry values that are not plain"
                : "its fields are not plain values: " + fields.joined(separator: ", ")
            lines.append("/// Opaque stand-in for the app's `\(name)` (\(value.place)): \(why)\(value.cases.isEmpty ? "" : "; its cases as written").")
            // An enum keeps its cases (and, without associated values, its raw type and
            // synthesized conformances); the types they carry are written too.
            let inherited = value.cases.contains(where: { $0.contains("(") }) ? []
                : value.inherited.filter { AppModel.synthesizedConformances.contains($0) || TypeNames.standard.contains($0) }
            let access = value.access.map { ["public", "package"].contains($0) ? "\($0) " : "" } ?? ""
            let body = value.cases.map { "    \($0)" } + value.staticProperties.map { "    \($0)" }
            lines.append("\(access)\(value.kind == .structure ? "struct" : "enum") \(name)\(inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")) {\(body.isEmpty ? "}" : "")")
            if !body.isEmpty { lines += body + ["}"] }
        } else if let proto = model.declarations.protocols[name] {
            place = proto.place
            why = "a protocol: its requirements are the app's"
            // Its requirements as written; what it inherits from outside petri is most likely
            // one of UIKit's delegate protocols, which are class-bound.
            let kept = proto.inherited.filter { model.declarations.protocols[$0] != nil || TypeNames.petri.contains($0) || $0 == "AnyObject" }
            let inherited = kept.count < proto.inherited.count && !kept.contains("AnyObject") ? kept + ["AnyObject"] : kept
            let requirements = opaqueMembers(name)
            lines.append("/// Stand-in for the app's protocol `\(name)` (\(proto.place)), its requirements as written.")
            lines.append("protocol \(name)\(inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")) {")
            for requirement in requirements {
                lines += requirement.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
            lines.append("}")
        } else {
            let declaration = model.declarations.classes.first { $0.name == name }
            place = declaration?.place
            why = "a class that is not a view controller: its behaviour is the app's"
            lines.append("/// Opaque stand-in for the app's class `\(name)`\(declaration.map { " (\($0.place))" } ?? ""), with the members the navigation")
            lines.append("/// files reach doing nothing, and any other member an inert `PetriAnything`.")
            lines.append("@dynamicMemberLookup")
            lines.append("class \(name)\(declaration?.generics ?? "") {")
            lines.append("    init() {}")
            for member in opaqueMembers(name) {
                guard let text = StandInWriter.stub(member, stubs: stubs, owner: name) else { continue }
                lines.append("")
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
            for labels in (uses.calls[name] ?? []).sorted(by: { $0.joined() < $1.joined() }) where !labels.isEmpty {
                lines.append("")
                lines.append("    init(\(labels.enumerated().map { "\($0.element) _\($0.offset): Any" }.joined(separator: ", "))) {}")
            }
            lines.append("")
            lines.append("    subscript(dynamicMember member: String) -> PetriAnything { get { PetriAnything() } set {} }")
            lines.append("    static subscript(dynamicMember member: String) -> PetriAnything { PetriAnything() }")
            lines.append("}")
            usesAnything = true
        }
        return (lines.joined(separator: "\n") + "\n", why, place)
    }

    private func unplainFields(_ value: ValueDeclaration) -> [String] {
        model.copiedProperties(of: value).compactMap { property in
            guard let type = property.type ?? AppModel.literalType(property.defaultValue) else {
                return "\(property.name) (no type written)"
            }
            let plain = TypeNames.mentioned(in: type).allSatisfy { TypeNames.standard.contains($0) || model.isCopyable($0) }
            return plain ? nil : "\(property.name): \(type)"
        }
    }
}
