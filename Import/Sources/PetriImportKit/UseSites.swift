import SwiftParser
import SwiftSyntax

/// What some Swift text uses: the members it reaches (`x.foo`), the initialisers it calls with
/// their labels (`Logger(subsystem:category:)`), the operators, the names it refers to, and the
/// types it declares.
struct UseSites {
    /// Member names reached with a dot: `delegate`, `makeFeedViewController`, `shared`.
    var members: Set<String> = []
    /// For each capitalised name called, the argument labels of each call (`_` for none).
    var calls: [String: Set<[String]>] = [:]
    /// The operators used.
    var operators: Set<String> = []
    /// Every name referred to, types and values.
    var names: Set<String> = []
    /// The types, functions and generic parameters declared in the text.
    var declared: Set<String> = []
    /// How many generic arguments each type name is written with (`Driver<Bool>`: 1).
    var genericArity: [String: Int] = [:]

    init() {}

    init(_ texts: [String]) {
        for text in texts { add(text) }
    }

    mutating func add(_ text: String) {
        let tree = Parser.parse(source: text)
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        members.formUnion(visitor.sites.members)
        operators.formUnion(visitor.sites.operators)
        names.formUnion(visitor.sites.names)
        declared.formUnion(visitor.sites.declared)
        calls.merge(visitor.sites.calls) { $0.union($1) }
        genericArity.merge(visitor.sites.genericArity) { max($0, $1) }
    }

    private final class Visitor: SyntaxVisitor {
        var sites = UseSites()

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            sites.members.insert(node.declName.baseName.text)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            sites.names.insert(node.baseName.text)
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            // `@MainActor`, `@discardableResult`: attributes, not types.
            guard node.parent?.is(AttributeSyntax.self) != true else { return .visitChildren }
            sites.names.insert(node.name.text)
            if let arguments = node.genericArgumentClause?.arguments {
                sites.genericArity[node.name.text] = max(sites.genericArity[node.name.text] ?? 0, arguments.count)
            }
            return .visitChildren
        }

        /// `UIHostingController<ContentView>(rootView: …)`: generic arguments in an expression.
        override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                sites.genericArity[name] = max(
                    sites.genericArity[name] ?? 0, node.genericArgumentClause.arguments.count)
            }
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            sites.members.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee =
                node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(
                    DeclReferenceExprSyntax.self)?.baseName.text
            if let callee, callee.first?.isUppercase == true {
                let labels = node.arguments.map { $0.label?.text ?? "_" } + (node.trailingClosure == nil ? [] : ["_"])
                sites.calls[callee, default: []].insert(labels)
            }
            return .visitChildren
        }

        override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
            switch node.tokenKind {
            case .binaryOperator(let text), .prefixOperator(let text), .postfixOperator(let text):
                sites.operators.insert(text)
            default: break
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name, node.genericParameterClause)
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name, node.genericParameterClause)
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name, node.genericParameterClause)
        }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, nil) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name, node.genericParameterClause)
        }
        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, nil) }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name, node.genericParameterClause)
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            for parameter in node.genericParameterClause?.parameters ?? [] {
                sites.declared.insert(parameter.name.text)
            }
            return .visitChildren
        }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            for parameter in node.genericParameterClause?.parameters ?? [] {
                sites.declared.insert(parameter.name.text)
            }
            return .visitChildren
        }

        private func declare(_ name: TokenSyntax, _ generics: GenericParameterClauseSyntax?)
            -> SyntaxVisitorContinueKind
        {
            sites.declared.insert(name.text)
            for parameter in generics?.parameters ?? [] { sites.declared.insert(parameter.name.text) }
            return .visitChildren
        }
    }
}
