import SwiftParser
import SwiftSyntax

/// Where a declaration is: file and line.
public struct SourcePlace: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public var description: String { "\(file):\(line)" }

    public static func < (lhs: SourcePlace, rhs: SourcePlace) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// A parameter of an initialiser, as written.
struct Parameter: Equatable {
    /// `firstName secondName: Type = default`, as written.
    var text: String
    /// The label callers write (`_` for none).
    var label: String
    /// The name inside the body.
    var name: String
    /// The type, as written.
    var type: String
}

/// An initialiser a class declares.
struct Initializer: Equatable {
    var parameters: [Parameter]
    var isFailable: Bool
    var isConvenience: Bool
    var isRequired: Bool
    /// Its access modifier as written (`public`, `private`…), if any.
    var access: String?
    var place: SourcePlace

    /// `init(coder:)` and `init(nibName:bundle:)`: UIKit's, which the stand-in declares its way.
    var isUIKits: Bool {
        let labels = parameters.map(\.label)
        return labels == ["coder"] || labels == ["nibName", "bundle"]
    }
}

/// A class the app declares.
struct ClassDeclaration {
    var name: String
    /// The types it inherits from, as written: the superclass first, if any, then protocols.
    var inherited: [String]
    var initializers: [Initializer]
    /// The names of the methods it declares (`setup(with:)`, `isTarget(for:)`…), to keep the
    /// conformances petri knows.
    var methods: [String: String]
    var isFinal: Bool
    var access: String?
    var place: SourcePlace
    /// Its properties, methods and subscripts, for the members a stand-in keeps.
    var members: [MemberDeclaration] = []
    /// The types declared inside it, as written (copied into the stand-in when plain).
    var nestedTypes: [NestedType] = []
    /// Its generic parameter clause as written (`<Value>`), if any.
    var generics: String = ""
    /// The class as written, without its doc comment: an opaque class whose body needs only
    /// what petri has is copied.
    var text: String = ""
    /// Its global actor (`@MainActor`), if one is written.
    var globalActor: String?
}

/// A type declared inside a class, as written.
struct NestedType: Equatable {
    var name: String
    var text: String
}

/// A protocol the app declares.
struct ProtocolDeclaration {
    var place: SourcePlace
    var isClassBound: Bool
    var inherited: [String]
    /// Its requirements.
    var members: [MemberDeclaration]
    /// Whether it declares associated types (so only a generic conformer could answer it).
    var hasAssociatedTypes = false
    /// Its associated types, as written (`associatedtype Model`).
    var associatedTypes: [String] = []
}

/// An extension the app declares.
struct ExtensionDeclaration {
    var extendedType: String
    var inherited: [String]
    /// `where Self: UIViewController`, as written, if any.
    var whereClause: String?
    var members: [MemberDeclaration]
    var place: SourcePlace
    /// The methods it declares, as ``ClassDeclaration/methods`` names them.
    var methods: [String: String] = [:]
    /// Whether it is `private` or `fileprivate`: its members are never written.
    var isPrivate = false
}

/// A stored property of a value type.
struct StoredProperty: Equatable {
    var name: String
    var type: String?
    var defaultValue: String?
    var isLet: Bool
    var access: String?
}

/// A struct or enum the app declares.
struct ValueDeclaration {
    enum Kind { case structure, enumeration }
    var kind: Kind
    var name: String
    /// `Outer.Inner` for a nested type.
    var qualifiedName: String
    var inherited: [String]
    var properties: [StoredProperty]
    /// An enum's cases, as written (`case catalog`, `case item(id: Int)`).
    var cases: [String]
    var nested: [ValueDeclaration]
    /// Whether it has custom initialisers, methods or computed properties, which are left out.
    var leavesOut: [String]
    var access: String?
    var place: SourcePlace
    /// Its static constants with a literal value, as written (`static let account = "account"`).
    var staticProperties: [String] = []
    /// Its computed properties and methods: a copy keeps, stubbed, those the navigation files use.
    var members: [MemberDeclaration] = []
}

/// A `DestinationStep` a configuration declares (`static var product: DestinationStep<…, …>`).
struct DestinationDeclaration: Equatable {
    /// The type that declares it.
    var owner: String
    var name: String
    var viewController: String
    var context: String
    /// A function taking parameters cannot be registered as is.
    var parameters: [String]
    var place: SourcePlace
}

/// Everything the import reads from the app's Swift files.
struct Declarations {
    var classes: [ClassDeclaration] = []
    var values: [ValueDeclaration] = []
    /// The protocols, with whether each is class-bound.
    var protocols: [String: ProtocolDeclaration] = [:]
    var destinations: [DestinationDeclaration] = []
    /// The modules each file imports.
    var imports: [String: [String]] = [:]
    /// Top-level functions, operators, constants and typealiases.
    var globals: [MemberDeclaration] = []
    var extensions: [ExtensionDeclaration] = []

    init(_ sources: AppSources) {
        for file in sources.swiftFiles {
            let tree = Parser.parse(source: file.text)
            let collector = DeclarationCollector(file: file.path, tree: tree)
            collector.walk(tree)
            classes += collector.classes
            values += collector.values
            for (name, entry) in collector.protocols { protocols[name] = protocols[name] ?? entry }
            destinations += collector.destinations
            imports[file.path] = collector.imports
            globals += collector.globals
            extensions += collector.extensions
        }
    }

    /// Every value type, nested ones included, by simple name (the first declared wins).
    var valuesByName: [String: ValueDeclaration] {
        var byName: [String: ValueDeclaration] = [:]
        func add(_ value: ValueDeclaration) {
            if byName[value.name] == nil { byName[value.name] = value }
            value.nested.forEach(add)
        }
        values.forEach(add)
        return byName
    }
}

/// Walks one file's syntax tree.
final class DeclarationCollector: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    var classes: [ClassDeclaration] = []
    var values: [ValueDeclaration] = []
    var protocols: [String: ProtocolDeclaration] = [:]
    var destinations: [DestinationDeclaration] = []
    var imports: [String] = []
    var globals: [MemberDeclaration] = []
    var extensions: [ExtensionDeclaration] = []
    /// The names of the types being visited, outermost first.
    private var owners: [String] = []

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func place(_ node: some SyntaxProtocol) -> SourcePlace {
        SourcePlace(file: file, line: node.startLocation(converter: converter).line)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        imports.append(node.path.map(\.name.text).joined(separator: "."))
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let members = node.memberBlock.members.flatMap { MemberDeclaration.read($0.decl, place: place($0)) }
        protocols[node.name.text] = ProtocolDeclaration(
            place: place(node), isClassBound: inherited.contains("AnyObject") || inherited.contains("class"),
            inherited: inherited, members: members,
            hasAssociatedTypes: node.primaryAssociatedTypeClause != nil
                || node.memberBlock.members.contains { $0.decl.is(AssociatedTypeDeclSyntax.self) },
            associatedTypes: node.memberBlock.members.compactMap {
                $0.decl.as(AssociatedTypeDeclSyntax.self)?.with(\.leadingTrivia, []).trimmedDescription
            })
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        var initializers: [Initializer] = []
        var methods: [String: String] = [:]
        var members: [MemberDeclaration] = []
        var nestedTypes: [NestedType] = []
        for member in node.memberBlock.members {
            members += MemberDeclaration.read(member.decl, place: place(member))
            if let nested = member.decl.asProtocol(NamedDeclSyntax.self),
                member.decl.is(EnumDeclSyntax.self) || member.decl.is(StructDeclSyntax.self)
                    || member.decl.is(TypeAliasDeclSyntax.self)
            {
                nestedTypes.append(
                    NestedType(name: nested.name.text, text: member.decl.with(\.leadingTrivia, []).trimmedDescription))
            }
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(Self.initializer(initializer, place: place(initializer)))
            }
        }
        methods = Self.methods(node.memberBlock)
        classes.append(
            ClassDeclaration(
                name: node.name.text,
                inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                initializers: initializers, methods: methods,
                isFinal: node.modifiers.contains { $0.name.text == "final" },
                access: Self.access(node.modifiers), place: place(node), members: members, nestedTypes: nestedTypes,
                generics: node.genericParameterClause?.trimmedDescription ?? "",
                text: node.with(\.leadingTrivia, []).trimmedDescription,
                globalActor: node.attributes.compactMap {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
                }.first { $0 == "MainActor" }.map { "@" + $0 }))
        owners.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        owners.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if owners.isEmpty { values.append(value(node)) }
        owners.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        owners.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if owners.isEmpty { values.append(value(node)) }
        owners.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        owners.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(
            ExtensionDeclaration(
                extendedType: node.extendedType.trimmedDescription,
                inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                whereClause: node.genericWhereClause?.trimmedDescription,
                members: node.memberBlock.members.flatMap { MemberDeclaration.read($0.decl, place: place($0)) },
                place: place(node),
                methods: Self.methods(node.memberBlock),
                isPrivate: node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }))
        owners.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }

    /// The methods of a member block, by name and labels (`isTarget(for:)`), each with its first
    /// parameter's type as written.
    static func methods(_ block: MemberBlockSyntax) -> [String: String] {
        var methods: [String: String] = [:]
        for member in block.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            methods["\(function.name.text)(\(labels))"] =
                function.signature.parameterClause.parameters.first.map { $0.type.trimmedDescription } ?? ""
        }
        return methods
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        owners.removeLast()
    }

    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
        globals += MemberDeclaration.read(DeclSyntax(node), place: place(node))
        return .skipChildren
    }

    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind {
        globals += MemberDeclaration.read(DeclSyntax(node), place: place(node))
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if owners.isEmpty { globals += MemberDeclaration.read(DeclSyntax(node), place: place(node)) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if owners.isEmpty { globals += MemberDeclaration.read(DeclSyntax(node), place: place(node)) }
        guard let owner = owners.last, node.modifiers.contains(where: { $0.name.text == "static" }) else {
            return .skipChildren
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type, let (viewController, context) = Self.destinationStep(type)
            else { continue }
            destinations.append(
                DestinationDeclaration(
                    owner: owner, name: name, viewController: viewController, context: context, parameters: [],
                    place: place(node)))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if owners.isEmpty { globals += MemberDeclaration.read(DeclSyntax(node), place: place(node)) }
        guard let owner = owners.last, node.modifiers.contains(where: { $0.name.text == "static" }),
            let type = node.signature.returnClause?.type, let (viewController, context) = Self.destinationStep(type)
        else { return .skipChildren }
        destinations.append(
            DestinationDeclaration(
                owner: owner, name: node.name.text, viewController: viewController, context: context,
                parameters: node.signature.parameterClause.parameters.map { $0.trimmedDescription }, place: place(node))
        )
        return .skipChildren
    }

    /// `DestinationStep<VC, Context>`'s two arguments.
    private static func destinationStep(_ type: TypeSyntax) -> (String, String)? {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "DestinationStep",
            let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 2
        else { return nil }
        let texts = arguments.map { $0.argument.trimmedDescription }
        return (texts[0], texts[1])
    }

    static func access(_ modifiers: DeclModifierListSyntax) -> String? {
        modifiers.first { ["public", "open", "internal", "fileprivate", "private", "package"].contains($0.name.text) }?
            .name.text
    }

    private static func initializer(_ node: InitializerDeclSyntax, place: SourcePlace) -> Initializer {
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            Parameter(
                text: parameter.trimmedDescription.hasSuffix(",")
                    ? String(parameter.trimmedDescription.dropLast()) : parameter.trimmedDescription,
                label: parameter.firstName.text,
                name: (parameter.secondName ?? parameter.firstName).text,
                type: parameter.type.trimmedDescription)
        }
        return Initializer(
            parameters: parameters, isFailable: node.optionalMark != nil,
            isConvenience: node.modifiers.contains { $0.name.text == "convenience" },
            isRequired: node.modifiers.contains { $0.name.text == "required" },
            access: access(node.modifiers), place: place)
    }

    private func value(_ node: StructDeclSyntax) -> ValueDeclaration {
        valueDeclaration(
            kind: .structure, name: node.name.text, qualified: node.name.text, inherited: node.inheritanceClause,
            members: node.memberBlock.members, modifiers: node.modifiers, place: place(node))
    }

    private func value(_ node: EnumDeclSyntax) -> ValueDeclaration {
        valueDeclaration(
            kind: .enumeration, name: node.name.text, qualified: node.name.text, inherited: node.inheritanceClause,
            members: node.memberBlock.members, modifiers: node.modifiers, place: place(node))
    }

    private func valueDeclaration(
        kind: ValueDeclaration.Kind, name: String, qualified: String, inherited: InheritanceClauseSyntax?,
        members: MemberBlockItemListSyntax, modifiers: DeclModifierListSyntax, place: SourcePlace
    ) -> ValueDeclaration {
        var properties: [StoredProperty] = []
        var cases: [String] = []
        var nested: [ValueDeclaration] = []
        var leavesOut: [String] = []
        var staticProperties: [String] = []
        var computed: [MemberDeclaration] = []
        for member in members {
            let decl = member.decl
            if decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) {
                computed += MemberDeclaration.read(decl, place: self.place(member)).filter {
                    $0.kind == .method || $0.hasBody
                }
            }
            if let variable = decl.as(VariableDeclSyntax.self) {
                if variable.modifiers.contains(where: { $0.name.text == "static" }) {
                    // A static constant with a literal value (`static let account = "account"`) is
                    // copied as written; any other is left out.
                    let literal = variable.bindings.allSatisfy { binding in
                        binding.accessorBlock == nil
                            && AppModel.literalType(binding.initializer?.value.trimmedDescription) != nil
                    }
                    if literal {
                        staticProperties.append(
                            variable.with(\.leadingTrivia, []).with(\.attributes, []).trimmedDescription)
                    } else {
                        leavesOut.append("static properties")
                    }
                    continue
                }
                for binding in variable.bindings {
                    guard let propertyName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        continue
                    }
                    if let accessor = binding.accessorBlock,
                        accessor.accessors.is(CodeBlockItemListSyntax.self)
                            || accessor.accessors.as(AccessorDeclListSyntax.self)?.contains(where: {
                                $0.accessorSpecifier.text == "get"
                            }) == true
                    {
                        leavesOut.append("computed properties")
                        continue
                    }
                    properties.append(
                        StoredProperty(
                            name: propertyName, type: binding.typeAnnotation?.type.trimmedDescription,
                            defaultValue: binding.initializer?.value.trimmedDescription,
                            isLet: variable.bindingSpecifier.text == "let", access: Self.access(variable.modifiers)))
                }
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                cases.append(enumCase.trimmedDescription)
            } else if let inner = decl.as(EnumDeclSyntax.self) {
                nested.append(
                    valueDeclaration(
                        kind: .enumeration, name: inner.name.text, qualified: qualified + "." + inner.name.text,
                        inherited: inner.inheritanceClause,
                        members: inner.memberBlock.members, modifiers: inner.modifiers, place: self.place(inner)))
            } else if let inner = decl.as(StructDeclSyntax.self) {
                nested.append(
                    valueDeclaration(
                        kind: .structure, name: inner.name.text, qualified: qualified + "." + inner.name.text,
                        inherited: inner.inheritanceClause,
                        members: inner.memberBlock.members, modifiers: inner.modifiers, place: self.place(inner)))
            } else if decl.is(InitializerDeclSyntax.self) {
                leavesOut.append("initialisers")
                // Kept for the conformances a copy may keep (a hosted view's `init(with:)`).
                computed += MemberDeclaration.read(decl, place: place)
            } else if decl.is(FunctionDeclSyntax.self) {
                leavesOut.append("methods")
            } else if decl.is(SubscriptDeclSyntax.self) {
                leavesOut.append("subscripts")
            }
        }
        var seen = Set<String>()
        return ValueDeclaration(
            kind: kind, name: name, qualifiedName: qualified,
            inherited: inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            properties: properties, cases: cases, nested: nested,
            leavesOut: leavesOut.filter { seen.insert($0).inserted },
            access: Self.access(modifiers), place: place, staticProperties: staticProperties, members: computed)
    }
}
