import SwiftParser
import SwiftSyntax

/// Finds an app's navigation files without their being listed: a file that imports
/// RouteComposer, declares a type whose name ends in `Coordinator`, `Router` or `Flow`, declares
/// a type conforming to a protocol whose name ends in `Coordinator` or `Coordinating`, or
/// declares such a protocol. Test files never are; nor, for importing RouteComposer, a view
/// controller's file. Also collects every name the app declares,
/// for the names its navigation files use that the app declares nowhere.
struct NavigationDiscovery {
    /// A navigation file, and why it is one.
    struct Found: Equatable, Sendable {
        var path: String
        /// Why, in words: `declares FeedCoordinator`, `imports RouteComposer`, `listed with --navigation`.
        var reasons: [String]
    }

    /// Every name the app declares anywhere: types, type aliases, generic parameters, functions,
    /// variables, enum cases.
    private(set) var declaredNames: Set<String> = []
    /// The app's generic types (a catalog cannot name them without their arguments).
    private(set) var genericTypes: Set<String> = []
    /// The files found, in path order, with why.
    private(set) var found: [Found] = []

    /// - Parameter viewControllers: the app's view controllers: a file declaring one is not
    ///   found for importing RouteComposer (its screens adopt `ContextAccepting`; their
    ///   stand-ins stand for them), only for declaring a coordinator.
    init(_ sources: AppSources, viewControllers: Set<String> = []) {
        for file in sources.swiftFiles {
            let scan = FileScan(viewMode: .sourceAccurate)
            scan.walk(Parser.parse(source: file.text))
            declaredNames.formUnion(scan.declared)
            genericTypes.formUnion(scan.generic)
            guard !Self.isTestFile(file.path) else { continue }
            var reasons: [String] = []
            if scan.modules.contains("RouteComposer"), !scan.types.contains(where: { viewControllers.contains($0.0) }) {
                reasons.append("imports RouteComposer")
            }
            for (name, inherited) in scan.types {
                if Self.hasNavigationName(name) {
                    reasons.append("declares `\(name)`")
                } else if let conformance = inherited.first(where: Self.isCoordinatorProtocol) {
                    reasons.append("declares `\(name)`, a `\(conformance)`")
                }
            }
            for name in scan.protocols where Self.isCoordinatorProtocol(name) {
                reasons.append("declares the protocol `\(name)`")
            }
            if !reasons.isEmpty { found.append(Found(path: file.path, reasons: reasons)) }
        }
    }

    /// Whether `path` is a test's: a folder ending in `Tests`, or a file ending in `Tests.swift`.
    static func isTestFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        return components.dropLast().contains { $0.hasSuffix("Tests") } || path.hasSuffix("Tests.swift")
    }

    /// `FeedCoordinator`, `AppRouter`, `CheckoutFlow`.
    static func hasNavigationName(_ name: String) -> Bool {
        ["Coordinator", "Router", "Flow"].contains { name.hasSuffix($0) }
    }

    /// `Coordinator`, `NavigationCoordinator`, `Coordinating`.
    static func isCoordinatorProtocol(_ name: String) -> Bool {
        let base = name.split(separator: "<").first.map(String.init) ?? name
        return base.hasSuffix("Coordinator") || base.hasSuffix("Coordinating")
    }

    /// One file's declarations and imports.
    private final class FileScan: SyntaxVisitor {
        var declared: Set<String> = []
        var generic: Set<String> = []
        var modules: [String] = []
        /// The types declared (not extensions), with what they inherit, in order.
        var types: [(String, [String])] = []
        var protocols: [String] = []

        private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        }

        private func type(
            _ name: TokenSyntax, _ clause: InheritanceClauseSyntax?, generic parameters: GenericParameterClauseSyntax?
        ) {
            declared.insert(name.text)
            types.append((name.text, inherited(clause)))
            if parameters != nil { generic.insert(name.text) }
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.path.first { modules.append(first.name.text) }
            return .skipChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            type(node.name, node.inheritanceClause, generic: node.genericParameterClause)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            type(node.name, node.inheritanceClause, generic: node.genericParameterClause)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            type(node.name, node.inheritanceClause, generic: node.genericParameterClause)
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            type(node.name, node.inheritanceClause, generic: node.genericParameterClause)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            protocols.append(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.identifier.text)
            return .visitChildren
        }
    }
}
