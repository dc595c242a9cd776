import SwiftSyntax

/// A member (or a top-level declaration) the app declares: a property, a method, a subscript, an
/// operator, a precedence group or a typealias, with what a stand-in needs to write it again.
struct MemberDeclaration: Equatable {
    enum Kind: Equatable {
        case property, method, subscriptMember, initializer, operatorDeclaration, precedenceGroup, typeAlias
    }
    var kind: Kind
    /// The name callers use: `delegate`, `start`, `&>`.
    var name: String
    var isStatic: Bool
    var isOverride: Bool
    var isPrivate: Bool
    /// A property's type (written or read from a literal); a method's return type.
    var type: String?
    var isLet: Bool
    var isWeak: Bool
    var defaultValue: String?
    /// The declaration without its body, attributes, doc comment and access modifiers: `func
    /// makeFeed(title: String) -> FeedViewController`, `var delegate: FeedDelegate?`.
    var head: String
    /// The declaration as written, without its doc comment and attributes Linux lacks.
    var text: String
    /// Whether it has a body (a function, a computed property).
    var hasBody: Bool
    /// The generic parameters it declares.
    var genericNames: [String]
    /// Whether a protocol requirement is `optional`.
    var isOptionalRequirement: Bool
    var place: SourcePlace
    /// A method's parameters: the label callers write and the name inside the body.
    var parameters: [(label: String, name: String)] = []

    static func == (lhs: MemberDeclaration, rhs: MemberDeclaration) -> Bool {
        lhs.text == rhs.text && lhs.place == rhs.place
    }

    /// The attributes the dish has no use for, or which need the Objective-C runtime.
    private static let droppedAttributes: Set<String> = [
        "objc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "nonobjc", "NSManaged", "available",
    ]

    /// The members `decl` declares (a `var` with several bindings declares several).
    static func read(_ decl: DeclSyntax, place: SourcePlace) -> [MemberDeclaration] {
        func modifierNames(_ modifiers: DeclModifierListSyntax) -> [String] { modifiers.map(\.name.text) }
        func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
        }
        func clean<T: SyntaxProtocol>(_ node: T) -> String {
            // Attributes the dish lacks go; the doc comment goes.
            var text = node.with(\.leadingTrivia, []).trimmedDescription
            for attribute in droppedAttributes {
                text = text.replacingOccurrences(of: "@\(attribute) ", with: "").replacingOccurrences(
                    of: "@\(attribute)\n", with: "")
            }
            return text
        }
        func strip(_ modifiers: DeclModifierListSyntax, keep: Set<String>) -> DeclModifierListSyntax {
            DeclModifierListSyntax(
                modifiers.filter { keep.contains($0.name.text) }.map {
                    $0.with(\.leadingTrivia, []).with(\.trailingTrivia, .space)
                })
        }
        let keep: Set<String> = [
            "static", "class", "mutating", "nonmutating", "weak", "lazy", "prefix", "postfix", "infix", "convenience",
            "required",
        ]
        if let function = decl.as(FunctionDeclSyntax.self) {
            let modifiers = modifierNames(function.modifiers)
            let head = function.with(\.body, nil).with(\.attributes, []).with(
                \.modifiers, strip(function.modifiers, keep: keep)
            )
            .with(\.leadingTrivia, []).trimmedDescription
            var member = MemberDeclaration(
                kind: .method, name: function.name.text,
                isStatic: modifiers.contains("static") || modifiers.contains("class"),
                isOverride: modifiers.contains("override"), isPrivate: isPrivate(function.modifiers),
                type: function.signature.returnClause?.type.trimmedDescription, isLet: false, isWeak: false,
                defaultValue: nil,
                head: head, text: clean(function), hasBody: function.body != nil,
                genericNames: function.genericParameterClause?.parameters.map(\.name.text) ?? [],
                isOptionalRequirement: modifiers.contains("optional"), place: place)
            member.parameters = function.signature.parameterClause.parameters.map {
                ($0.firstName.text, ($0.secondName ?? $0.firstName).text)
            }
            return [member]
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            let modifiers = modifierNames(variable.modifiers)
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                // A type written, a literal's, or the type a call builds (`Logger(subsystem:…)`).
                let built = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(
                    DeclReferenceExprSyntax.self)?.baseName.text
                let type =
                    binding.typeAnnotation?.type.trimmedDescription ?? AppModel.literalType(
                        binding.initializer?.value.trimmedDescription)
                    ?? built.flatMap { $0.first?.isUppercase == true ? $0 : nil }
                let computed =
                    binding.accessorBlock.map { block in
                        block.accessors.is(CodeBlockItemListSyntax.self)
                            || block.accessors.as(AccessorDeclListSyntax.self)?.contains {
                                $0.accessorSpecifier.text == "get"
                            } == true
                    } ?? false
                let settable =
                    binding.accessorBlock.map { block in
                        block.accessors.as(AccessorDeclListSyntax.self)?.contains { $0.accessorSpecifier.text == "set" }
                            == true
                    } ?? true
                return MemberDeclaration(
                    kind: .property, name: name, isStatic: modifiers.contains("static") || modifiers.contains("class"),
                    isOverride: modifiers.contains("override"), isPrivate: isPrivate(variable.modifiers), type: type,
                    isLet: variable.bindingSpecifier.text == "let" || (computed && !settable),
                    isWeak: modifiers.contains("weak"),
                    defaultValue: binding.initializer?.value.trimmedDescription,
                    head:
                        "\(modifiers.contains("static") || modifiers.contains("class") ? "static " : "")var \(name)\(type.map { ": \($0)" } ?? "")",
                    text: clean(variable), hasBody: computed, genericNames: [],
                    isOptionalRequirement: modifiers.contains("optional"), place: place)
            }
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            let head = subscriptDecl.with(\.accessorBlock, nil).with(\.attributes, []).with(
                \.modifiers, strip(subscriptDecl.modifiers, keep: keep)
            )
            .with(\.leadingTrivia, []).trimmedDescription
            return [
                MemberDeclaration(
                    kind: .subscriptMember, name: "subscript",
                    isStatic: subscriptDecl.modifiers.contains { $0.name.text == "static" },
                    isOverride: false, isPrivate: isPrivate(subscriptDecl.modifiers),
                    type: subscriptDecl.returnClause.type.trimmedDescription,
                    isLet: true, isWeak: false, defaultValue: nil, head: head, text: clean(subscriptDecl),
                    hasBody: true,
                    genericNames: subscriptDecl.genericParameterClause?.parameters.map(\.name.text) ?? [],
                    isOptionalRequirement: false, place: place)
            ]
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            let head = initializer.with(\.body, nil).with(\.attributes, []).with(
                \.modifiers, strip(initializer.modifiers, keep: keep)
            )
            .with(\.leadingTrivia, []).trimmedDescription
            return [
                MemberDeclaration(
                    kind: .initializer, name: "init", isStatic: false, isOverride: false,
                    isPrivate: isPrivate(initializer.modifiers), type: nil,
                    isLet: false, isWeak: false, defaultValue: nil, head: head, text: clean(initializer),
                    hasBody: initializer.body != nil,
                    genericNames: initializer.genericParameterClause?.parameters.map(\.name.text) ?? [],
                    isOptionalRequirement: false, place: place)
            ]
        }
        if let operatorDecl = decl.as(OperatorDeclSyntax.self) {
            return [
                MemberDeclaration(
                    kind: .operatorDeclaration, name: operatorDecl.name.text, isStatic: false, isOverride: false,
                    isPrivate: false, type: nil,
                    isLet: true, isWeak: false, defaultValue: nil, head: clean(operatorDecl), text: clean(operatorDecl),
                    hasBody: false,
                    genericNames: [], isOptionalRequirement: false, place: place)
            ]
        }
        if let group = decl.as(PrecedenceGroupDeclSyntax.self) {
            return [
                MemberDeclaration(
                    kind: .precedenceGroup, name: group.name.text, isStatic: false, isOverride: false, isPrivate: false,
                    type: nil,
                    isLet: true, isWeak: false, defaultValue: nil, head: clean(group), text: clean(group),
                    hasBody: false,
                    genericNames: [], isOptionalRequirement: false, place: place)
            ]
        }
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
            return [
                MemberDeclaration(
                    kind: .typeAlias, name: alias.name.text, isStatic: false, isOverride: false,
                    isPrivate: isPrivate(alias.modifiers),
                    type: alias.initializer.value.trimmedDescription, isLet: true, isWeak: false, defaultValue: nil,
                    head: clean(alias.with(\.modifiers, [])), text: clean(alias), hasBody: false,
                    genericNames: alias.genericParameterClause?.parameters.map(\.name.text) ?? [],
                    isOptionalRequirement: false, place: place)
            ]
        }
        return []
    }

    /// The type names its signature mentions, less its own generic parameters.
    var mentioned: [String] {
        TypeNames.mentioned(in: kind == .property ? (type ?? "") : signatureTypes).filter { !genericNames.contains($0) }
    }

    /// The types in a method's signature: the parameters' and the result's.
    private var signatureTypes: String {
        guard let open = head.firstIndex(of: "(") else { return type ?? "" }
        // Parameter names are lowercase, so reading the text after the name is enough.
        return String(head[open...]).split(separator: ":").dropFirst().joined(separator: " ")
    }
}

/// Bodies and values a stand-in writes where the app's code cannot run in the dish.
struct Stubs {
    /// The view controllers that stand-ins exist for, and petri's.
    var viewControllers: Set<String>
    /// The types that cannot be built with `Type()`: the app's value types and protocols, the
    /// standard library's, Foundation's and petri's. Any other simple name is an opaque class or
    /// a universal stand-in, which can.
    var notBuildable: Set<String>
    /// petri's types whose name a module the app imports also has: the module's is meant.
    var alsoBuildable: Set<String> = []
    /// The app's protocols that have an inert conformer (``InertConformers``).
    var inertConformers: Set<String> = []

    /// A value of `type` that needs nothing from the app, if there is one.
    func value(of type: String) -> String? {
        let type = type.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        if type.hasPrefix("Optional<") { return "nil" }
        switch type {
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "CGFloat", "TimeInterval":
            return "0"
        case "String", "Substring": return "\"\""
        case "Void", "()": return "()"
        default: break
        }
        if type.hasPrefix("[") && type.hasSuffix("]") {
            var depth = 0
            for character in type.dropFirst().dropLast() {
                if "[(<".contains(character) {
                    depth += 1
                } else if "])>".contains(character) {
                    depth -= 1
                } else if character == ":" && depth == 0 {
                    return "[:]"
                }
            }
            return "[]"
        }
        if type == "Self" { return "(Self.self as! NibInstantiable.Type).init(nibName: nil, bundle: nil) as! Self" }
        if viewControllers.contains(type) { return "\(type)(nibName: nil, bundle: nil)" }
        if inertConformers.contains(type) { return "\(InertConformers.name(of: type))()" }
        if type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !notBuildable.contains(type),
            !TypeNames.standard.contains(type),
            !TypeNames.foundation.contains(type), !TypeNames.petri.contains(type) || alsoBuildable.contains(type)
        {
            return "\(type)()"
        }
        return nil
    }

    /// A body for a function returning `type` (`nil` for none): a value when one needs nothing
    /// from the app, else a fatal error naming what is the app's.
    func body(returning type: String?, what: String, generics: [String] = []) -> String {
        guard let type, type != "Void", type != "()" else { return "{}" }
        if !generics.contains(type), let value = value(of: type) { return "{ \(value) }" }
        // A generic result (a dependency container's `resolve<T>() -> T`): whatever inert value
        // of the type the caller asks for the output can make (``PetriInertValues``).
        if generics.contains(type) { return "{ PetriInert.value(of: \(type).self, \"\(what)\") }" }
        return "{ fatalError(\"petri import: \(what) is the app's code\") }"
    }
}

extension Stubs {
    /// The stubs for `model`'s app.
    static func forApp(_ model: AppModel, navigationFiles: Set<String>) -> Stubs {
        let declarations = model.declarations
        var notBuildable = Set(declarations.valuesByName.keys).union(declarations.protocols.keys)
        notBuildable.formUnion(declarations.classes.filter { navigationFiles.contains($0.place.file) }.map(\.name))
        notBuildable.formUnion(declarations.globals.filter { $0.kind == .typeAlias }.map(\.name))
        let viewControllers = Set(model.viewControllers.keys).union([
            "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        ])
        let imported = Set(declarations.imports.values.joined())
        var stubs = Stubs(
            viewControllers: viewControllers, notBuildable: notBuildable,
            alsoBuildable: Set(TypeNames.collisions.filter { imported.contains($0.value) }.keys),
            inertConformers: InertConformers.eligible(declarations.protocols))
        // Only the conformers that can be written with these values, to a fixed point.
        while true {
            let writable = stubs.inertConformers.filter {
                InertConformers.file(for: $0, protocols: declarations.protocols, stubs: stubs) != nil
            }
            if writable == stubs.inertConformers { break }
            stubs.inertConformers = writable
        }
        return stubs
    }
}
