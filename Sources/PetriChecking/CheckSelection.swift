public import PetriCatalog
import PetriSupport

/// The screens and flows a check composes, as `petri check`'s `--group`, `--tag` and `--filter`
/// choose them (``CatalogCheck/selection``). A selection that matches nothing is a mistake (a
/// mistyped tag in CI would otherwise pass with "0 passed, 0 failed"):
/// ``validate(in:variant:)`` names it, with near misses among the catalog's groups, tags and ids.
///
/// ```swift
/// var check = CatalogCheck(catalog: catalog)
/// check.selection = CheckSelection(group: "Shop")
/// try check.selection.validate(in: catalog)
/// ```
@MainActor
public struct CheckSelection: Sendable, Equatable {
    /// Only the entries of this group and its subgroups.
    public var group: String?
    /// Only the screens with this tag (flows have no tags).
    public var tag: String?
    /// Only the entries whose id contains this text.
    public var filter: String?

    /// Chooses the entries of `group`, with `tag`, whose id contains `filter`; everything when
    /// none is given.
    public init(group: String? = nil, tag: String? = nil, filter: String? = nil) {
        self.group = group
        self.tag = tag
        self.filter = filter
    }

    /// Whether the selection chooses `entry`.
    public func includes(_ entry: ScreenEntry) -> Bool {
        Self.matches(group: group, entry.group) && (tag.map { entry.tags.contains($0) } ?? true)
            && (filter.map { entry.id.contains($0) } ?? true)
    }

    /// Whether the selection chooses `flow`: never when a tag is given, as flows have none.
    public func includes(_ flow: FlowEntry) -> Bool {
        Self.matches(group: group, flow.group) && tag == nil && (filter.map { flow.id.contains($0) } ?? true)
    }

    /// Checks that the selection chooses at least one screen or flow of `catalog`, and one in
    /// `variant` when the check runs in one.
    /// - Throws: ``CheckSelectionError`` naming the part of the selection that matches nothing,
    ///   with near misses, or the parts that match nothing together, or the variant.
    public func validate(in catalog: ScreenCatalog, variant: String? = nil) throws(CheckSelectionError) {
        if let group,
            !(catalog.entries.map(\.group) + catalog.flows.map(\.group)).contains(where: {
                Self.matches(group: group, $0)
            })
        {
            let groups = Set(catalog.entries.map(\.group) + catalog.flows.map(\.group)).sorted()
            throw CheckSelectionError(
                "no group is called \(UserText.quoted(group)) (--group)"
                    + Self.advice(for: group, among: groups, named: "groups"))
        }
        if let tag, !catalog.entries.contains(where: { $0.tags.contains(tag) }) {
            let tags = Set(catalog.entries.flatMap(\.tags)).sorted()
            throw CheckSelectionError(
                "no screen has the tag \(UserText.quoted(tag)) (--tag)"
                    + Self.advice(for: tag, among: tags, named: "tags"))
        }
        if let filter, !(catalog.entries.map(\.id) + catalog.flows.map(\.id)).contains(where: { $0.contains(filter) }) {
            let ids = catalog.entries.map(\.id) + catalog.flows.map(\.id)
            throw CheckSelectionError(
                "no screen or flow id contains \(UserText.quoted(filter)) (--filter)"
                    + Self.advice(for: filter, among: ids, named: nil))
        }
        let parts = [
            group.map { "--group \(UserText.quoted($0))" }, tag.map { "--tag \(UserText.quoted($0))" },
            filter.map { "--filter \(UserText.quoted($0))" },
        ]
        .compactMap { $0 }
        guard catalog.entries.contains(where: includes) || catalog.flows.contains(where: includes) else {
            // Each part chooses something alone, but not together.
            throw CheckSelectionError(
                "no screen or flow matches \(ParameterText.list(parts, conjunction: "and")) together; each matches some alone: drop one to widen the check"
            )
        }
        if let variant, !parts.isEmpty, !catalog.flows.contains(where: includes),
            !catalog.entries.contains(where: { includes($0) && $0.isAvailable(in: variant) })
        {
            throw CheckSelectionError(
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

/// Why a ``CheckSelection`` chooses nothing, in words a CI log can show.
public struct CheckSelectionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `no screen has the tag "chekout" (--tag) — did you mean "checkout"?`.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
