import PetriDish
import PetriSupport

/// The screens and flows a `check` composes, as `--group`, `--tag` and `--filter` choose them,
/// the same in the REPL and on the command line. A selection that matches nothing is a mistake
/// (a mistyped tag in CI would otherwise pass with "0 passed, 0 failed"): ``validate(in:)`` names
/// it, with near misses among the catalog's groups, tags and ids.
@MainActor
struct CheckSelection {
    /// Only the entries of this group and its subgroups.
    var group: String?
    /// Only the screens with this tag (flows have no tags).
    var tag: String?
    /// Only the entries whose id contains this text.
    var filter: String?

    init(group: String? = nil, tag: String? = nil, filter: String? = nil) {
        self.group = group
        self.tag = tag
        self.filter = filter
    }

    init(_ options: CheckOptions) {
        self.init(group: options.group, tag: options.tag, filter: options.filter)
    }

    /// Whether the selection chooses `entry`.
    func includes(_ entry: ScreenEntry) -> Bool {
        Self.matches(group: group, entry.group) && (tag.map { entry.tags.contains($0) } ?? true)
            && (filter.map { entry.id.contains($0) } ?? true)
    }

    /// Whether the selection chooses `flow`: never when a tag is given, as flows have none.
    func includes(_ flow: FlowEntry) -> Bool {
        Self.matches(group: group, flow.group) && tag == nil && (filter.map { flow.id.contains($0) } ?? true)
    }

    /// Checks that the selection chooses at least one screen or flow of `catalog`, and one in
    /// `variant` when the check runs in one.
    /// - Throws: ``ShellError/invalid(_:)`` naming the part of the selection that matches
    ///   nothing, with near misses, or the parts that match nothing together, or the variant.
    func validate(in catalog: ScreenCatalog, variant: String? = nil) throws {
        if let group, !(catalog.entries.map(\.group) + catalog.flows.map(\.group)).contains(where: { Self.matches(group: group, $0) }) {
            let groups = Set(catalog.entries.map(\.group) + catalog.flows.map(\.group)).sorted()
            throw ShellError.invalid("no group is called \(UserText.quoted(group)) (--group)" + Self.advice(for: group, among: groups, named: "groups"))
        }
        if let tag, !catalog.entries.contains(where: { $0.tags.contains(tag) }) {
            let tags = Set(catalog.entries.flatMap(\.tags)).sorted()
            throw ShellError.invalid("no screen has the tag \(UserText.quoted(tag)) (--tag)" + Self.advice(for: tag, among: tags, named: "tags"))
        }
        if let filter, !(catalog.entries.map(\.id) + catalog.flows.map(\.id)).contains(where: { $0.contains(filter) }) {
            let ids = catalog.entries.map(\.id) + catalog.flows.map(\.id)
            throw ShellError.invalid("no screen or flow id contains \(UserText.quoted(filter)) (--filter)" + Self.advice(for: filter, among: ids, named: nil))
        }
        let parts = [group.map { "--group \(UserText.quoted($0))" }, tag.map { "--tag \(UserText.quoted($0))" }, filter.map { "--filter \(UserText.quoted($0))" }]
            .compactMap { $0 }
        guard catalog.entries.contains(where: includes) || catalog.flows.contains(where: includes) else {
            // Each part chooses something alone, but not together.
            throw ShellError.invalid(
                "no screen or flow matches \(ParameterText.list(parts, conjunction: "and")) together; each matches some alone: drop one to widen the check")
        }
        if let variant, !parts.isEmpty, !catalog.flows.contains(where: includes),
           !catalog.entries.contains(where: { includes($0) && $0.isAvailable(in: variant) }) {
            throw ShellError.invalid(
                "no screen that \(ParameterText.list(parts, conjunction: "and")) \(parts.count == 1 ? "chooses" : "choose") is in the variant \(UserText.quoted(variant)): "
                    + "check it without --variant, or in another")
        }
    }

    /// Whether an entry of `entryGroup` is in `group` or one of its subgroups (any, when `nil`).
    private static func matches(group: String?, _ entryGroup: String) -> Bool {
        guard let group else { return true }
        return entryGroup == group || entryGroup.hasPrefix(group + "/")
    }

    /// " — did you mean …?" when something is near `word`; else, for a short list, what there is.
    private static func advice(for word: String, among candidates: [String], named: String?) -> String {
        let suggestions = NearMiss.suggestions(for: word, among: candidates)
        if !suggestions.isEmpty { return NearMiss.didYouMean(suggestions) }
        guard let named else { return "" }
        if candidates.isEmpty { return "; the catalog has no \(named)" }
        let shown = candidates.prefix(12).joined(separator: ", ")
        return " (\(named): \(shown)\(candidates.count > 12 ? ", …" : ""))"
    }
}
