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
    /// The app's protocols the types written conform to (and those they inherit): their
    /// extensions give requirements, so they are written.
    private(set) var conformed: Set<String> = []

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
                written.append(
                    Written(
                        name: name, copied: true,
                        why: leftOut.isEmpty ? "" : "left out: " + leftOut.joined(separator: ", "), place: value.place))
            } else {
                let (text, why, place) = opaque(name)
                files.append(GeneratedFile(path: "Types/\(name).swift", text: text))
                written.append(Written(name: name, copied: why.hasPrefix("copied as written"), why: why, place: place))
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
            guard !result.contains(name), !TypeNames.standard.contains(name),
                TypeNames.uikitViewControllers[name] == nil,
                model.viewControllers[name] == nil, !nested.contains(name)
            else { continue }
            guard model.value(name) != nil || model.isClass(name) || model.declarations.protocols[name] != nil else {
                continue
            }
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
                pending += appConformances(of: value)
            }
            if model.value(name) == nil, let declaration = model.declarations.classes.first(where: { $0.name == name })
            {
                let kept = conformances(of: declaration)
                pending += kept.appProtocols
                if kept.keepsAny {
                    pending += declaration.nestedTypes.filter { $0.text.hasPrefix("typealias") }.flatMap {
                        TypeNames.mentioned(in: $0.text)
                    }
                }
            }
            if let value = model.value(name) {
                for enumCase in value.cases {
                    pending += TypeNames.mentioned(in: enumCase.drop { $0 != "(" }.description)
                }
            }
        }
        return result.sorted()
    }

    /// The computed properties and methods of `value` the navigation files use, with bodies
    /// that do nothing or return a plain value.
    private func usedMembers(of value: ValueDeclaration) -> [String] {
        var lines: [String] = []
        var seen: Set<String> = []
        let required = Set(
            appConformances(of: value).flatMap(model.protocolLineage).flatMap {
                model.declarations.protocols[$0]?.members.map(\.name) ?? []
            })
        for member in value.members
        where !member.isPrivate && (uses.members.contains(member.name) || required.contains(member.name))
            && seen.insert(member.head).inserted
        {
            let text: String?
            if member.kind == .property, let type = member.type {
                let getter =
                    stubs.value(of: type)
                    ?? "fatalError(\"petri import: \(value.name).\(member.name) is the app's code\")"
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
        guard model.isClass(name), model.value(name) == nil,
            let declaration = model.declarations.classes.first(where: { $0.name == name })
        else {
            return []
        }
        let extensions = model.declarations.extensions.filter {
            $0.extendedType == name && !navigationFiles.contains($0.place.file)
        }
        var seen: Set<String> = []
        // A class keeping conformances keeps the members it declares: they are what answers the
        // protocols' requirements (`build(with:)`, `isTarget(_:with:)`, `perform(with:completion:)`).
        let keepsOwn = conformances(of: declaration).keepsAny
        let own = Set(declaration.members.map(\.place))
        return (declaration.members + extensions.flatMap(\.members)).filter { member in
            [.property, .method].contains(member.kind) && !member.isPrivate && !member.isOverride
                && (uses.members.contains(member.name) || (keepsOwn && own.contains(member.place)))
                && seen.insert(member.kind == .property ? member.name : member.head).inserted
        }
    }

    private func leftOut(_ value: ValueDeclaration) -> [String] {
        var parts = value.leavesOut
        let dropped = value.properties.count - model.copiedProperties(of: value).count
        if dropped > 0 { parts.append("private stored properties with a default value") }
        let kept = appConformances(of: value) + routeComposerConformances(of: value).protocols
        let conformances = value.inherited.filter {
            !AppModel.synthesizedConformances.contains($0) && !TypeNames.standard.contains($0) && !kept.contains($0)
        }
        if !conformances.isEmpty { parts.append("conformance to " + conformances.joined(separator: ", ")) }
        return parts
    }

    private mutating func copy(_ value: ValueDeclaration) -> String {
        var lines = [
            "// Generated by petri import from \(value.place). Regenerate it; do not edit.", "import Foundation",
        ]
        // RouteComposer's names for a hosted view's protocols, not petri's own vocabulary's.
        if !routeComposerConformances(of: value).protocols.isEmpty { lines.append("import RouteComposer") }
        lines.append("")
        lines += declaration(value, indent: "", makeDecodable: decodable.contains(value.name))
        return lines.joined(separator: "\n") + "\n"
    }

    /// RouteComposer's protocols a value type (a SwiftUI view RouteComposer hosts) can adopt,
    /// with the names of their requirements, which the app's own members answer.
    static let routeComposerValueRequirements: [String: Set<String>] = [
        "ContextInstantiatable": ["init"], "ContextChecking": ["isTarget"], "ContextAcceptingView": ["setup"],
    ]

    /// RouteComposer's protocols a copied value type keeps, in a file that imports RouteComposer,
    /// and its members that answer them, as written.
    func routeComposerConformances(of value: ValueDeclaration) -> (protocols: [String], members: [MemberDeclaration]) {
        guard model.declarations.imports[value.place.file]?.contains("RouteComposer") == true else { return ([], []) }
        let protocols = value.inherited.filter { Self.routeComposerValueRequirements[$0] != nil }
        let names = protocols.reduce(into: Set<String>()) {
            $0.formUnion(Self.routeComposerValueRequirements[$1] ?? [])
        }
        let members = value.members.filter { names.contains($0.kind == .initializer ? "init" : $0.name) }
        let answered = protocols.filter { name in
            (Self.routeComposerValueRequirements[name] ?? []).allSatisfy { requirement in
                members.contains { ($0.kind == .initializer ? "init" : $0.name) == requirement }
            }
        }
        return (answered, answered.isEmpty ? [] : members)
    }

    private mutating func declaration(_ value: ValueDeclaration, indent: String, makeDecodable: Bool) -> [String] {
        var inherited = value.inherited.filter {
            AppModel.synthesizedConformances.contains($0) || TypeNames.standard.contains($0)
        }
        let kept = appConformances(of: value)
        inherited += kept
        let hosted = routeComposerConformances(of: value)
        inherited += hosted.protocols
        conformed.formUnion(kept.flatMap(model.protocolLineage))
        if makeDecodable, !inherited.contains("Decodable"), !inherited.contains("Codable") {
            inherited.append("Decodable")
        }
        // A catalog parameter holds an enum that lists its cases and has raw values.
        if makeDecodable, value.kind == .enumeration, ["String", "Int"].contains(value.inherited.first ?? ""),
            !value.cases.contains(where: { $0.contains("(") }), !inherited.contains("CaseIterable")
        {
            inherited.append("CaseIterable")
        }
        let keyword = value.kind == .structure ? "struct" : "enum"
        let access = value.access.map { ["public", "package"].contains($0) ? "\($0) " : "" } ?? ""
        var lines = ["\(indent)/// Copied from the app's `\(value.qualifiedName)` (\(value.place))."]
        lines.append(
            "\(indent)\(access)\(keyword) \(value.name)\(inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")) {"
        )
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
        // The members that answer RouteComposer's protocols, as written: a hosted view's
        // `init(with:)`, `isTarget(for:)` and `setup(with:)` touch only its own properties.
        for member in hosted.members {
            lines.append("")
            lines += member.text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + "    " + $0 }
        }
        for nested in value.nested {
            lines.append("")
            lines += declaration(nested, indent: indent + "    ", makeDecodable: makeDecodable)
        }
        lines.append("\(indent)}")
        return lines
    }

    /// An opaque stand-in for `name`, and why it is one.
    private mutating func opaque(_ name: String) -> (String, String, SourcePlace?) {
        var lines = [
            "// Generated by petri import. Regenerate it; do not edit.", "import Foundation", "import PetriHierarchy",
            "",
        ]
        let why: String
        let place: SourcePlace?
        if let value = model.value(name) {
            place = value.place
            let fields = unplainFields(value)
            why =
                fields.isEmpty && !value.cases.isEmpty
                ? "its cases carry values that are not plain"
                : "its fields are not plain values: " + fields.joined(separator: ", ")
            lines.append(
                "/// Opaque stand-in for the app's `\(name)` (\(value.place)): \(why)\(value.cases.isEmpty ? "" : "; its cases as written")."
            )
            // An enum keeps its cases (and, without associated values, its raw type and
            // synthesized conformances); the types they carry are written too.
            let inherited =
                value.cases.contains(where: { $0.contains("(") })
                ? []
                : value.inherited.filter {
                    AppModel.synthesizedConformances.contains($0) || TypeNames.standard.contains($0)
                }
            let access = value.access.map { ["public", "package"].contains($0) ? "\($0) " : "" } ?? ""
            let body = value.cases.map { "    \($0)" } + value.staticProperties.map { "    \($0)" }
            lines.append(
                "\(access)\(value.kind == .structure ? "struct" : "enum") \(name)\(inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")) {\(body.isEmpty ? "}" : "")"
            )
            if !body.isEmpty { lines += body + ["}"] }
        } else if let proto = model.declarations.protocols[name] {
            place = proto.place
            why = "a protocol: its requirements are the app's"
            // Its requirements as written; what it inherits from outside petri is most likely
            // one of UIKit's delegate protocols, which are class-bound.
            let kept = proto.inherited.filter {
                model.declarations.protocols[$0] != nil || TypeNames.petri.contains($0) || $0 == "AnyObject"
            }
            let inherited =
                kept.count < proto.inherited.count && !kept.contains("AnyObject") ? kept + ["AnyObject"] : kept
            let requirements = opaqueMembers(name)
            lines.append("/// Stand-in for the app's protocol `\(name)` (\(proto.place)), its requirements as written.")
            lines.append("protocol \(name)\(inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")) {")
            lines += proto.associatedTypes.map { "    " + $0 }
            for requirement in requirements {
                lines += requirement.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
            lines.append("}")
        } else {
            let declaration = model.declarations.classes.first { $0.name == name }
            place = declaration?.place
            let kept = declaration.map(conformances) ?? ClassConformances()
            conformed.formUnion(kept.appProtocols.flatMap(model.protocolLineage))
            if kept.protocols.contains(where: TypeNames.routeComposerProtocols.contains) {
                lines.insert("import RouteComposer", at: 3)
            }
            if let declaration, let text = copiedAsWritten(declaration, kept) {
                lines.append(
                    "/// Copied from the app's class `\(name)` (\(declaration.place)): its body needs only what petri has."
                )
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                return (
                    lines.joined(separator: "\n") + "\n", "copied as written: its body needs only what petri has", place
                )
            }
            let inherited = kept.superclass.map { [$0] } ?? []
            let protocols = kept.protocols + kept.appProtocols
            why =
                "a class that is not a view controller: its behaviour is the app's"
                + (protocols.isEmpty
                    ? ""
                    : "; keeps its conformance\(protocols.count == 1 ? "" : "s") to "
                        + protocols.joined(separator: ", ") + ", its members stubbed")
                + (kept.leftOut.isEmpty ? "" : "; left out: conformance to " + kept.leftOut.joined(separator: ", "))
            lines.append(
                "/// Opaque stand-in for the app's class `\(name)`\(declaration.map { " (\($0.place))" } ?? ""), with the members the navigation"
            )
            lines.append(
                "/// files reach\(protocols.isEmpty ? "" : " and those answering its protocols") doing nothing, and any other member an inert `PetriAnything`."
            )
            if let actor = declaration?.globalActor { lines.append(actor) }
            lines.append("@dynamicMemberLookup")
            lines.append(
                "class \(name)\(declaration?.generics ?? "")\((inherited + protocols).isEmpty ? "" : ": " + (inherited + protocols).joined(separator: ", ")) {"
            )
            // The associated types, as the app names them (`typealias Context = String`).
            if kept.keepsAny, let declaration {
                for alias in declaration.nestedTypes where alias.text.hasPrefix("typealias") {
                    lines.append("    " + alias.text)
                }
                if declaration.nestedTypes.contains(where: { $0.text.hasPrefix("typealias") }) { lines.append("") }
            }
            lines.append(kept.superclass == nil ? "    init() {}" : "    override init() {}")
            for member in opaqueMembers(name) {
                guard let text = opaqueMember(member, owner: name, keepsConformances: kept.keepsAny) else { continue }
                lines.append("")
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
            for labels in (uses.calls[name] ?? []).sorted(by: { $0.joined() < $1.joined() }) where !labels.isEmpty {
                lines.append("")
                lines.append(
                    "    init(\(labels.enumerated().map { "\($0.element) _\($0.offset): Any" }.joined(separator: ", "))) {}"
                )
            }
            lines.append("")
            lines.append(
                "    subscript(dynamicMember member: String) -> PetriAnything { get { PetriAnything() } set {} }")
            lines.append("    static subscript(dynamicMember member: String) -> PetriAnything { PetriAnything() }")
            lines.append("}")
            usesAnything = true
        }
        return (lines.joined(separator: "\n") + "\n", why, place)
    }

    /// What an opaque class keeps of what it inherits: `NSObject` as its superclass, petri's
    /// protocols (UIKit's names; RouteComposer's where its file imports RouteComposer) and the
    /// app's protocols whose requirements its members or the protocols' extensions give.
    struct ClassConformances {
        var superclass: String?
        var protocols: [String] = []
        var appProtocols: [String] = []
        var leftOut: [String] = []
        var keepsAny: Bool { !protocols.isEmpty || !appProtocols.isEmpty }
    }

    /// petri's protocols a class that is not a view controller cannot conform to.
    private static let viewControllerProtocols: Set<String> = [
        "ContextAccepting", "Dismissible", "DismissibleWithRuntimeStorage", "CustomContainerViewController",
        "RoutingInterceptable",
    ]

    func conformances(of declaration: ClassDeclaration) -> ClassConformances {
        let extensions = model.declarations.extensions.filter {
            $0.extendedType == declaration.name && !navigationFiles.contains($0.place.file)
        }
        let inherited = declaration.inherited + extensions.flatMap(\.inherited)
        let importsRouteComposer = model.declarations.imports[declaration.place.file]?.contains("RouteComposer") == true
        var kept = ClassConformances()
        let own = Set((declaration.members + extensions.flatMap(\.members)).map(\.name))
        for (index, written) in inherited.enumerated() {
            let name = written.split(separator: "<").first.map(String.init) ?? written
            if index == 0, name == "NSObject" {
                kept.superclass = name
            } else if model.declarations.protocols[name] != nil {
                let lineage = model.protocolLineage(name)
                let given = own.union(
                    model.declarations.extensions.filter {
                        lineage.contains($0.extendedType) && !$0.isPrivate
                            && AppModel.extensionApplies(
                                $0.whereClause, inherited: inherited, isEnum: false, isClass: true)
                    }.flatMap(\.members).map(\.name))
                let met = lineage.flatMap { model.declarations.protocols[$0]?.members ?? [] }
                    .allSatisfy { $0.isOptionalRequirement || $0.kind == .typeAlias || given.contains($0.name) }
                if met { kept.appProtocols.append(name) } else { kept.leftOut.append(name) }
            } else if !Self.viewControllerProtocols.contains(name),
                TypeNames.uikitProtocols.contains(name)
                    || (importsRouteComposer && TypeNames.routeComposerProtocols.contains(name))
            {
                kept.protocols.append(name)
            } else {
                kept.leftOut.append(name)
            }
        }
        return kept
    }

    /// The app's protocols a copied value type keeps: those whose requirements its members, or
    /// the protocols' extensions that apply to it, give (`enum LocalizedStrings: String,
    /// Localizable`, with `extension Localizable where Self: RawRepresentable, RawValue == String`).
    func appConformances(of value: ValueDeclaration) -> [String] {
        let own = Set(value.members.map(\.name) + value.properties.map(\.name))
        return value.inherited.filter { name in
            guard model.declarations.protocols[name] != nil else { return false }
            let lineage = model.protocolLineage(name)
            let given = own.union(
                model.declarations.extensions.filter {
                    lineage.contains($0.extendedType) && !$0.isPrivate
                        && AppModel.extensionApplies(
                            $0.whereClause, inherited: value.inherited, isEnum: value.kind == .enumeration,
                            isClass: false)
                }.flatMap(\.members).map(\.name))
            return lineage.flatMap { model.declarations.protocols[$0]?.members ?? [] }
                .allSatisfy { $0.isOptionalRequirement || $0.kind == .typeAlias || given.contains($0.name) }
        }
    }

    /// The class as written, when it can run in the dish: it keeps all it inherits, names only
    /// the standard library's, Foundation's and petri's types (and the app's protocols it
    /// conforms to), reaches no member the app declares elsewhere, and needs no Objective-C.
    private func copiedAsWritten(_ declaration: ClassDeclaration, _ kept: ClassConformances) -> String? {
        guard kept.leftOut.isEmpty, !declaration.text.isEmpty,
            !["@objc", "@IB", "dynamic ", "@NSManaged"].contains(where: declaration.text.contains)
        else { return nil }
        let sites = UseSites([declaration.text])
        let foreign = sites.names.filter { name in
            name.first?.isUppercase == true && !TypeNames.standard.contains(name)
                && !TypeNames.foundation.contains(name)
                && !TypeNames.petri.contains(name) && !sites.declared.contains(name)
                && !kept.appProtocols.contains(name)
        }
        guard foreign.isEmpty else { return nil }
        // A member reached (`viewController.colorHex`) that the app declares elsewhere may be
        // left out of what is written.
        var elsewhere: Set<String> = []
        for other in model.declarations.classes where other.name != declaration.name {
            elsewhere.formUnion(other.members.map(\.name))
        }
        for value in model.declarations.values {
            elsewhere.formUnion(value.members.map(\.name) + value.properties.map(\.name))
        }
        for other in model.declarations.extensions where other.extendedType != declaration.name {
            elsewhere.formUnion(other.members.map(\.name))
        }
        let ownNames = Set(declaration.members.map(\.name))
        guard sites.members.subtracting(ownNames).isDisjoint(with: elsewhere),
            sites.names.isDisjoint(with: model.declarations.globals.map(\.name))
        else { return nil }
        return declaration.text
    }

    /// A member of an opaque class with a body that does nothing. A class keeping conformances
    /// keeps a property's value when it needs only petri (`let iterator: StackIterator =
    /// DefaultStackIterator(…)`), and gives one of a type without a plain value a getter.
    private func opaqueMember(_ member: MemberDeclaration, owner: String, keepsConformances: Bool) -> String? {
        guard keepsConformances, member.kind == .property, !member.isOverride else {
            return StandInWriter.stub(member, stubs: stubs, owner: owner)
        }
        if let value = member.defaultValue, !member.hasBody, !member.isStatic {
            let sites = UseSites([value])
            let foreign = sites.names.filter { name in
                name.first?.isUppercase == true && !TypeNames.standard.contains(name)
                    && !TypeNames.foundation.contains(name) && !TypeNames.petri.contains(name)
            }
            if foreign.isEmpty, member.type != nil || AppModel.literalType(value) != nil {
                return "\(member.isLet ? "let" : "var") \(member.name)\(member.type.map { ": \($0)" } ?? "") = \(value)"
            }
        }
        guard let type = member.type, !type.hasSuffix("?"), !type.hasSuffix("!"), stubs.value(of: type) == nil,
            AppModel.literalType(member.defaultValue) == nil
        else {
            return StandInWriter.stub(member, stubs: stubs, owner: owner)
        }
        let getter = "fatalError(\"petri import: \(owner).\(member.name) is the app's code\")"
        return
            "\(member.isStatic ? "static " : "")var \(member.name): \(type) { \(member.isLet ? getter : "get { \(getter) } set {}") }"
    }

    private func unplainFields(_ value: ValueDeclaration) -> [String] {
        model.copiedProperties(of: value).compactMap { property in
            guard let type = property.type ?? AppModel.literalType(property.defaultValue) else {
                return "\(property.name) (no type written)"
            }
            let plain = TypeNames.mentioned(in: type).allSatisfy {
                TypeNames.standard.contains($0) || model.isCopyable($0)
            }
            return plain ? nil : "\(property.name): \(type)"
        }
    }
}
