/// Writes a headless stand-in for each of the app's view controllers: the same name, the same
/// superclass chain mapped to petri's classes, the same initialisers with their bodies replaced
/// (the context stored, the title from the class), and the conformances petri knows.
struct StandInWriter {
    let model: AppModel
    /// The navigation files copied: the view controllers they declare come with them.
    let navigationFiles: Set<String>
    /// What the navigation files use: a stand-in keeps the members they reach.
    var uses = UseSites()
    /// The values and bodies stubs write.
    var stubs = Stubs(viewControllers: [], notBuildable: [])

    /// The members of petri's view controllers an app's subclass may override.
    static let overridable: Set<String> = [
        "present", "viewWillDisappear", "willMove", "didMove", "isBeingDismissed", "isModalInPresentation",
        "presentedViewController", "presentingViewController", "viewControllers",
    ]

    /// The type names the members written mention, for the types to write.
    private(set) var mentioned: [String] = []
    /// The app's protocols the stand-ins conform to.
    private(set) var conformed: Set<String> = []

    /// The protocols petri knows, with what the stand-in writes for them.
    private static let knownConformances: Set<String> = ["ContextAccepting", "ContextChecking"]

    /// What each stand-in left out, for the report.
    private(set) var notes: [String: [String]] = [:]

    mutating func files() -> [GeneratedFile] {
        model.viewControllers.keys.sorted().filter { !navigationFiles.contains(model.viewControllers[$0]!.place.file) }.map { name in
            let (text, leftOut) = standIn(model.viewControllers[name]!)
            notes[name] = leftOut
            return GeneratedFile(path: "StandIns/\(name).swift", text: text)
        }
    }

    /// The app's protocol `name` and the app's protocols it inherits, transitively.
    func protocolLineage(_ name: String) -> [String] {
        var result: [String] = []
        var pending = [name]
        while let next = pending.popLast() {
            guard let proto = model.declarations.protocols[next], !result.contains(next) else { continue }
            result.append(next)
            pending += proto.inherited.map { $0.split(separator: "<").first.map(String.init) ?? $0 }
        }
        return result
    }

    /// Whether the app's class `name` is a view controller with an app superclass.
    private func hasAppSuperclass(_ name: String) -> Bool {
        guard let base = model.superclass[name] else { return false }
        return model.viewControllers[base] != nil
    }

    private mutating func standIn(_ declaration: ClassDeclaration) -> (String, [String]) {
        let name = declaration.name
        let superclass = model.superclass[name]!
        let fromApp = hasAppSuperclass(name)
        let title = TypeNames.title(of: name)
        var leftOut: [String] = []
        let extensions = model.declarations.extensions.filter { $0.extendedType == name && !navigationFiles.contains($0.place.file) }
        let inherited = Array(declaration.inherited.dropFirst()) + extensions.flatMap(\.inherited)
        // petri's protocols, and the app's own (copied with their requirements).
        // A conformance is kept when the class or the protocol's extensions give every requirement.
        let names = Set((declaration.members + extensions.flatMap(\.members)).map(\.name))
        // A protocol's requirements include those of the app's protocols it inherits, and its
        // extensions (and theirs) may give them.
        let appProtocols = inherited.filter { name in
            guard model.declarations.protocols[name] != nil, !Self.knownConformances.contains(name) else { return false }
            let lineage = protocolLineage(name)
            let given = names.union(model.declarations.extensions.filter { lineage.contains($0.extendedType) }.flatMap(\.members).map(\.name))
            return lineage.flatMap { model.declarations.protocols[$0]?.members ?? [] }
                .allSatisfy { $0.isOptionalRequirement || $0.kind == .typeAlias || given.contains($0.name) }
        }
        conformed.formUnion(appProtocols.flatMap(protocolLineage))
        let conformances = inherited.filter { Self.knownConformances.contains($0) } + appProtocols
        for other in inherited where !conformances.contains(other) {
            leftOut.append("conformance to \(other)")
        }
        mentioned += appProtocols
        // The first class of the chain that is the app's declares the initialiser petri's
        // `ClassFactory` calls; its subclasses inherit the conformance.
        // An app superclass as written, with its generic arguments (`AnyContextCheckingViewController<MainScreenContext>`).
        let writtenSuperclass = fromApp ? declaration.inherited.first ?? superclass : superclass
        let inherits = [writtenSuperclass] + (fromApp ? [] : ["NibInstantiable"]) + conformances
        let ancestor = model.uikitAncestor[name] ?? superclass
        var lines: [String] = []
        lines.append("// Generated by petri import from \(declaration.place). Regenerate it; do not edit.")
        lines.append("import Foundation")
        lines.append(!conformances.contains(where: Self.knownConformances.contains) ? "import PetriHierarchy" : "import RouteComposer")
        lines.append("")
        let kind = ancestor == superclass || fromApp ? "" : " (a \(ancestor) in the app: petri models its place in the hierarchy)"
        lines.append("/// Stand-in for the app's `\(name)`\(kind).")
        let access = declaration.access.map { $0 == "open" ? "open " : $0 == "public" ? "public " : "" } ?? ""
        // A generic class keeps its parameters (`AnyContextCheckingViewController<Context: Equatable>`).
        lines.append("\(access)\(declaration.isFinal ? "final " : "")class \(name)\(declaration.generics): \(inherits.joined(separator: ", ")) {")
        // A public class's initialisers are public: `NibInstantiable`'s is a public requirement.
        let initAccess = access.isEmpty ? "" : "public "
        // The initialiser UIKit calls for a storyboard, a nib or a class.
        // UIKit's designated initialiser, overridden (and required) on a direct subclass of
        // UIKit's class; a subclass of the app's stand-in overrides a required one.
        lines.append("    \(initAccess)required\(fromApp ? "" : " override") init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {")
        if fromApp {
            lines.append("        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)")
            lines.append("        title = \(Self.literal(title))")
        } else {
            lines.append("        super.init(title: \(Self.literal(title)))")
        }
        lines.append("    }")
        for initializer in declaration.initializers where !initializer.isUIKits {
            lines.append("")
            lines.append(contentsOf: self.initializer(initializer, title: title, fromApp: fromApp))
            mentioned += initializer.parameters.flatMap { TypeNames.mentioned(in: $0.type) }
        }
        // `X()` where the app's class takes no arguments (UIKit's inherited `init()`).
        if !declaration.initializers.contains(where: { $0.parameters.isEmpty }) {
            lines.append("")
            lines.append("    \(initAccess)convenience init() {")
            lines.append("        self.init(nibName: nil, bundle: nil)")
            lines.append("    }")
        }
        // UIKit's container initialiser, which a subclass inherits in the app.
        if ancestor == "UINavigationController" || ancestor == "UIImagePickerController",
           !declaration.initializers.contains(where: { $0.parameters.map(\.label) == ["rootViewController"] }) {
            lines.append("")
            // petri's is designated: a direct subclass overrides it.
            lines.append("    \(fromApp ? "" : "override ")convenience init(rootViewController: UIViewController) {")
            lines.append("        self.init(nibName: nil, bundle: nil)")
            lines.append("        viewControllers = [rootViewController]")
            lines.append("    }")
        }
        if declaration.initializers.contains(where: { $0.parameters.map(\.label) == ["coder"] }) {
            leftOut.append("init(coder:): the dish has no archives")
        }
        let (memberLines, memberNotes) = members(of: declaration, extensions: extensions, protocols: appProtocols)
        lines += memberLines
        leftOut += memberNotes
        // Its methods, and those of its extensions that are not copied with a navigation file
        // (`extension ProductViewController: ContextChecking { func isTarget(for:) }`).
        let methods = extensions.reduce(declaration.methods) { $0.merging($1.methods) { own, _ in own } }
        if conformances.contains("ContextAccepting"), let context = methods["setup(with:)"] {
            lines.append("")
            lines.append("    func setup(with context: \(context)) throws {")
            lines.append("        petri.context = context")
            lines.append("    }")
        }
        if conformances.contains("ContextChecking"), let context = methods["isTarget(for:)"] {
            lines.append("")
            lines.append("    func isTarget(for context: \(context)) -> Bool {")
            lines.append("        petri.context.map { String(describing: $0) == String(describing: context) } ?? false")
            lines.append("    }")
        }
        lines.append("}")
        return (lines.joined(separator: "\n") + "\n", leftOut)
    }

    /// The properties, methods and nested types the navigation files reach, or the app's
    /// protocols require, with bodies that do nothing; and what was left out.
    private mutating func members(of declaration: ClassDeclaration, extensions: [ExtensionDeclaration], protocols: [String]) -> ([String], [String]) {
        let requirements = protocols.flatMap(protocolLineage).flatMap { model.declarations.protocols[$0]?.members.filter { !$0.isOptionalRequirement } ?? [] }
        let required = Set(requirements.map(\.name))
        var lines: [String] = []
        var leftOut: [String] = []
        var written: Set<String> = []
        let all = declaration.members + extensions.flatMap(\.members)
        for member in all where [.property, .method].contains(member.kind) && !member.isPrivate {
            guard uses.members.contains(member.name) || required.contains(member.name) else { continue }
            // `let screenType = ExampleScreenTypes.product`: one of the app's enum's cases.
            if member.kind == .property, member.type == nil, let type = model.enumType(ofCase: member.defaultValue), let value = member.defaultValue {
                guard written.insert(member.name).inserted else { continue }
                lines += ["", "    \(member.isStatic ? "static " : "")var \(member.name): \(type) = \(value)"]
                mentioned.append(type)
                continue
            }
            if member.isOverride && !Self.overridable.contains(member.name) {
                leftOut.append("override \(member.name): petri's view controller has no \(member.name) to override")
                continue
            }
            guard written.insert(member.kind == .property ? member.name : member.head).inserted else { continue }
            // A requirement's type must be the protocol's: not made implicitly unwrapped.
            let requirement = requirements.first { $0.kind == .property && $0.name == member.name }
            if member.kind == .property, !member.isStatic, !member.isOverride, let requirement, let type = member.type ?? requirement.type,
               !type.hasSuffix("?"), !type.hasSuffix("!"), stubs.value(of: type) == nil, AppModel.literalType(member.defaultValue) == nil {
                lines.append("")
                let getter = "fatalError(\"petri import: \(declaration.name).\(member.name) is the app's code\")"
                let settable = requirement.text.contains("set }") || requirement.text.contains("set}")
                lines.append("    var \(member.name): \(type) { \(settable ? "get { \(getter) } set {}" : getter) }")
                mentioned += member.mentioned
            } else if let text = Self.stub(member, stubs: stubs, owner: declaration.name) {
                lines.append("")
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                mentioned += member.mentioned
            } else {
                leftOut.append("\(member.name): its type is not written")
            }
        }
        for nested in declaration.nestedTypes where uses.names.contains(nested.name) || uses.members.contains(nested.name) || mentioned.contains(nested.name) {
            lines.append("")
            lines += nested.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            mentioned += UseSites([nested.text]).names.filter { $0.first?.isUppercase == true }.sorted()
        }
        return (lines, leftOut)
    }

    /// A member written again with a body that does nothing (an override calls its super).
    static func stub(_ member: MemberDeclaration, stubs: Stubs, owner: String) -> String? {
        switch member.kind {
        case .property:
            guard let type = member.type else { return nil }
            let head = (member.isOverride ? "override " : "") + (member.isStatic ? "static " : "") + (member.isWeak ? "weak " : "")
            if member.isOverride {
                return "\(head)var \(member.name): \(type) {\n    get { super.\(member.name) }\n    set { super.\(member.name) = newValue }\n}"
            }
            // A literal or one of the type's own cases (`.list`) needs nothing from the app.
            if let literal = member.defaultValue, AppModel.literalType(literal) != nil
                || (literal.hasPrefix(".") && literal.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }) {
                return "\(head)var \(member.name): \(type) = \(literal)"
            }
            if type.hasSuffix("?") || type.hasSuffix("!") { return "\(head)var \(member.name): \(type)" }
            if let value = stubs.value(of: type) {
                return "\(head)var \(member.name): \(type) = \(value)"
            }
            if member.isStatic { return "\(head)var \(member.name): \(type) { fatalError(\"petri import: \(owner).\(member.name) is the app's code\") }" }
            return "\(head)var \(member.name): \(type.contains("->") || type.contains("&") ? "(\(type))" : type)!"
        case .method:
            if member.isOverride {
                let arguments = member.parameters.map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" }.joined(separator: ", ")
                return "override \(member.head) {\n    super.\(member.name)(\(arguments))\n}"
            }
            return "\(member.head) \(stubs.body(returning: member.type, what: "\(owner).\(member.name)", generics: member.genericNames))"
        default:
            return nil
        }
    }

    /// An initialiser with the app's parameters, storing the first that is a context value as
    /// the view controller's context.
    private func initializer(_ initializer: Initializer, title: String, fromApp: Bool) -> [String] {
        let contextParameter = initializer.parameters.first { parameter in
            let mentioned = TypeNames.mentioned(in: parameter.type)
            return mentioned.contains { model.isCopyable($0) }
        }
        var modifiers: [String] = []
        if let access = initializer.access, access != "internal" { modifiers.append(access == "open" ? "public" : access) }
        if initializer.isConvenience { modifiers.append("convenience") }
        if initializer.isRequired { modifiers.append("required") }
        let head = (modifiers + ["init\(initializer.isFailable ? "?" : "")"]).joined(separator: " ")
        var lines = ["    \(head)(\(initializer.parameters.map(\.text).joined(separator: ", "))) {"]
        if initializer.isConvenience {
            lines.append("        self.init(nibName: nil, bundle: nil)")
            if let contextParameter { lines.append("        context = \(contextParameter.name)") }
        } else if fromApp {
            lines.append("        super.init(nibName: nil, bundle: nil)")
            lines.append("        title = \(Self.literal(title))")
            if let contextParameter { lines.append("        context = \(contextParameter.name)") }
        } else {
            lines.append("        super.init(title: \(Self.literal(title))\(contextParameter.map { ", context: \($0.name)" } ?? ""))")
        }
        lines.append("    }")
        return lines
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
