import Foundation
import PetriRouting
import PetriSupport

/// How a URL resolved: the screen, the pattern, and the values it gave.
public struct DeepLinkResolution: Sendable, Equatable {
    /// The entry the URL opens.
    public var entry: String
    /// The pattern that matched.
    public var pattern: String
    /// The values, parsed as the entry's parameters.
    public var values: ContextValues
    /// What was forgiven or left out on the way, one sentence each: whitespace trimmed, a link
    /// without a host read with one, empty path components collapsed, query items and a
    /// fragment ignored.
    public var notes: [String] = []
    /// The link as it was read with its empty path components dropped (`shop://product//42/`
    /// read as `shop://product/42`), when it had some and no pattern takes a value in their
    /// place; `nil` when none was dropped. A link whose component a pattern takes is refused
    /// instead (``DeepLinkError/emptyValue(url:pattern:entry:parameters:example:)``).
    public var collapsed: String?
}

/// Every deep-link pattern of a catalog, in a trie keyed on scheme, host labels and path
/// components, so that resolving a URL does not get slower with the number of patterns.
///
/// Matching is deterministic and explainable: at each component a literal beats a typed
/// placeholder that converts (an `int`, a `uuid`, a choice…), which beats a `string`
/// placeholder, which beats the rest of the path; the most specific pattern wins. Two patterns
/// that could match one URL with the same specificity are refused when the second is added.
@MainActor
package final class DeepLinkTable {
    /// A pattern with its entry, parameters and where it was declared.
    struct Registration {
        let pattern: DeepLinkPattern
        let entry: String
        let location: CodeLocation
        let parameters: [String: ContextParameter]
        /// The entry's parameters in declaration order.
        let parameterList: [ContextParameter]
        /// Each component's placeholder parameter (nil for literals), host labels then path.
        let components: [DeepLinkPattern.Component]
    }

    private final class Node {
        var literal: [String: Node] = [:]
        var placeholders: [Node] = []
        var rest: [Registration] = []
        var terminal: [Registration] = []
        /// The routes whose components pass through this node as placeholders.
        var placeholderNode: Node {
            if let node = placeholders.first { return node }; let node = Node(); placeholders.append(node); return node
        }
    }

    /// The entries whose patterns overlap an earlier entry's, with the error that says so; their
    /// later patterns are left out.
    var conflicts: [String: CatalogError] = [:]

    /// Per scheme, the trie of host labels then path components.
    private var roots: [String: Node] = [:]
    private var routes: [Registration] = []
    /// Per scheme, the patterns as the nearest-pattern search compares them.
    private var nearestIndex: [String: DeepLinkNearestIndex] = [:]
    /// The routes by shape: two routes can overlap only if they have the same shape, so adding a
    /// pattern compares it with its own bucket, not with every pattern (registration stays
    /// linear in the number of patterns).
    private var routesByShape: [Shape: [Registration]] = [:]
    /// The routes refused for overlapping, by shape: a later one names them too.
    private var refusedByShape: [Shape: [Registration]] = [:]

    /// What two overlapping patterns share: the scheme, the host's length, and at each component
    /// the same literal, a placeholder, or the rest.
    private struct Shape: Hashable {
        enum Part: Hashable { case literal(String), placeholder, rest }
        var scheme: String
        var hostCount: Int
        var parts: [Part]

        init(_ route: Registration) {
            scheme = route.pattern.scheme
            hostCount = route.pattern.host.count
            parts = route.components.map { component in
                switch component {
                case .literal(let text): .literal(text)
                case .placeholder: .placeholder
                case .rest: .rest
                }
            }
        }
    }

    /// Creates an empty table.
    package init() {}

    /// The patterns, in the order they were added.
    package var patterns: [String] { routes.map(\.pattern.text) }

    /// Adds `pattern` for `entry`, whose parameters give the placeholders their types.
    /// - Throws: ``DeepLinkError/ambiguous(first:firstEntry:firstLocation:second:secondEntry:secondLocation:example:)``
    ///   when a pattern already added could match the same URLs with the same specificity.
    func add(_ pattern: DeepLinkPattern, entry: String, parameters: [ContextParameter], location: CodeLocation)
        throws(DeepLinkError)
    {
        let byName = Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let route = Registration(
            pattern: pattern, entry: entry, location: location, parameters: byName, parameterList: parameters,
            components: pattern.host + pattern.path)
        let shape = Shape(route)
        // The same links declared twice by one entry (`file:///{path*}` beside
        // `file://localhost/{path*}`, which RFC 8089 reads alike) give the same values for every
        // URL: nothing is ambiguous, and the first declared serves both.
        if routesByShape[shape, default: []].contains(where: {
            $0.entry == entry && Self.sameLinks($0.pattern, pattern)
        }) {
            return
        }
        // Every pattern it overlaps, those accepted and those refused before it, so each
        // refusal names every entry involved.
        let overlapping = (routesByShape[shape, default: []] + refusedByShape[shape, default: []]).filter {
            Self.overlap($0, route)
        }
        if let other = overlapping.first {
            refusedByShape[shape, default: []].append(route)
            guard overlapping.count > 1 else {
                throw .ambiguous(
                    first: other.pattern.text, firstEntry: other.entry, firstLocation: other.location,
                    second: pattern.text, secondEntry: entry, secondLocation: location,
                    example: Self.exampleURL(of: route))
            }
            throw .overlaps(
                pattern: pattern.text, entry: entry, location: location,
                others: overlapping.map {
                    DeepLinkOverlap(
                        pattern: $0.pattern.text, entry: $0.entry, location: $0.location,
                        example: Self.exampleURL(of: $0))
                })
        }
        var node = roots[pattern.scheme] ?? Node()
        roots[pattern.scheme] = node
        for component in route.components {
            switch component {
            case .literal(let text):
                let next = node.literal[text] ?? Node()
                node.literal[text] = next
                node = next
            case .placeholder:
                node = node.placeholderNode
            case .rest:
                node.rest.append(route)
                accept(route, shape: shape)
                return
            }
        }
        node.terminal.append(route)
        accept(route, shape: shape)
    }

    /// Keeps `route`, now in the trie, for the patterns, the overlap checks and the search.
    private func accept(_ route: Registration, shape: Shape) {
        routes.append(route)
        routesByShape[shape, default: []].append(route)
        nearestIndex[route.pattern.scheme, default: DeepLinkNearestIndex()]
            .add(text: route.pattern.text, components: route.components, hostCount: route.pattern.host.count)
    }

    /// A query as a link spells it, from its items; a long one cut after 64 characters.
    private static func queryText(_ items: [URLQueryItem]) -> String {
        var components = URLComponents()
        components.queryItems = items
        let text = components.percentEncodedQuery ?? ""
        return text.count > 64 ? text.prefix(64) + "…" : text
    }

    /// Resolves `url` to a screen and its values.
    ///
    /// The text is read as RFC 3986 says, with what a link pasted from a chat carries
    /// forgiven and said (``DeepLinkResolution/notes``): surrounding whitespace is trimmed;
    /// `scheme:/path` and `scheme:///path` are read as `scheme://path` when no pattern without
    /// a host matches them; empty path components (`//`, a trailing `/`) are collapsed when no
    /// pattern takes a value in their place (``DeepLinkResolution/collapsed``); a query item the
    /// pattern does not use and a fragment are ignored.
    ///
    /// Reading is linear in the link's length with a small constant, whatever the link: a
    /// 2 MB link costs under three times what Foundation's `URLComponents` takes to parse it.
    /// - Throws: ``DeepLinkError`` when it is not a URL (no scheme, a `%` that is not an
    ///   escape, escapes that are not UTF-8), leaves empty a component a pattern takes a value
    ///   from, gives one of the pattern's query items twice, matches no pattern (with the nearest
    ///   patterns), or matches patterns whose values do not convert (each with why).
    package func resolve(_ input: String) throws(DeepLinkError) -> DeepLinkResolution {
        var notes: [String] = []
        let url = input.trimmedOfWhitespace()
        if url.utf8.count != input.utf8.count { notes.append("surrounding whitespace (a newline, spaces) was trimmed") }
        if let problem = DeepLinkText.escapeProblem(in: url) {
            throw .invalidURL(url, reason: Self.reason(problem, in: url), example: exampleLink)
        }
        guard let colon = url.firstIndex(of: ":"), let first = url.first, first.isASCII, first.isLetter,
            url[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else {
            throw .invalidURL(
                url,
                reason:
                    "it has no scheme (a link starts with one, such as \(exampleLink?.prefix { $0 != ":" } ?? "shop"):)",
                example: exampleLink)
        }
        guard
            let parsed = URLComponents(
                string: DeepLinkText.contains(UInt8(ascii: " "), in: url)
                    ? ASCIIText.replacing(url, [(" ", "%20")]) : url),
            let scheme = parsed.scheme?.lowercased()
        else {
            throw .invalidURL(url, reason: "it is not a URL", example: exampleLink)
        }
        var host = (parsed.host ?? "").lowercased().split(separator: ".").map(String.init)
        // RFC 8089: `file://localhost/path` is `file:///path`, the local file.
        if scheme == "file", host == ["localhost"] {
            host = []
            notes.append("read as file:///… (RFC 8089: the host localhost is the local machine)")
        }
        let rawPath = DeepLinkText.components(ofPath: parsed.percentEncodedPath)
        let read = Reading(url: url, scheme: scheme, parsed: parsed, query: parsed.queryItems ?? [])
        do {
            var resolution = try resolve(read, host: host, rawPath: rawPath)
            resolution.notes = notes + resolution.notes
            return resolution
        } catch let error where host.isEmpty && rawPath.contains(where: { !$0.isEmpty }) {
            // `shop:///product/42`, `shop:/product/42`: the first component read as the host.
            guard case .noMatch = error else { throw error }
            let hostIndex = rawPath.firstIndex { !$0.isEmpty } ?? 0
            var resolution = try resolve(
                read, host: [rawPath[hostIndex].lowercased()], rawPath: Array(rawPath[(hostIndex + 1)...]))
            let path = rawPath.filter { !$0.isEmpty }
            let text =
                "\(scheme)://" + path.joined(separator: "/") + (parsed.percentEncodedQuery.map { "?" + $0 } ?? "")
            resolution.notes =
                notes + ["read as \(text) (a link without a host takes its first component as the host)"]
                + resolution.notes
            return resolution
        }
    }

    /// A link read into its parts, what every attempt at resolving it shares.
    private struct Reading {
        /// The link, trimmed.
        let url: String
        let scheme: String
        let parsed: URLComponents
        let query: [URLQueryItem]

        /// The link with its empty path components dropped: `shop://user//orders/` as
        /// `shop://user/orders`.
        var collapsed: String {
            var components = parsed
            let path = parsed.percentEncodedPath
            let kept = path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
            components.percentEncodedPath =
                (path.hasPrefix("/") && !kept.isEmpty ? "/" : "") + kept.joined(separator: "/")
            return components.string ?? url
        }
    }

    /// Resolves a link whose path components, empty ones included, are `rawPath`: refused when a
    /// pattern of that many components takes a value where one is empty (the value went
    /// missing); otherwise read with the empty ones collapsed, and said so.
    private func resolve(_ read: Reading, host: [String], rawPath: [String]) throws(DeepLinkError)
        -> DeepLinkResolution
    {
        let path = rawPath.filter { !$0.isEmpty }
        guard path.count != rawPath.count else {
            return try resolve(
                url: read.url, scheme: read.scheme, host: host, path: path, query: read.query,
                fragment: read.parsed.fragment)
        }
        if let refusal = emptyValue(url: read.url, scheme: read.scheme, host: host, rawPath: rawPath) {
            throw refusal
        }
        var resolution = try resolve(
            url: read.url, scheme: read.scheme, host: host, path: path, query: read.query,
            fragment: read.parsed.fragment)
        let collapsed = read.collapsed
        resolution.collapsed = collapsed
        resolution.notes.insert(
            "read as \(collapsed): the link's empty path components (a repeated slash, //, or one at the end) were "
                + "collapsed, as no pattern takes a value in their place",
            at: 0)
        return resolution
    }

    /// The refusal of a link with empty path components when a pattern with as many components
    /// matches the others and takes a value where one is empty (a placeholder, not the rest of
    /// the path): the most specific such pattern, with the parameters left empty.
    private func emptyValue(url: String, scheme: String, host: [String], rawPath: [String]) -> DeepLinkError? {
        guard let root = roots[scheme] else { return nil }
        var candidates: [Candidate] = []
        collect(root, inputs: (host + rawPath)[...], hostCount: host.count, values: [:], ranks: [], into: &candidates)
        let empty = rawPath.indices.filter { rawPath[$0].isEmpty }.map { $0 + host.count }
        for candidate in Self.ranked(candidates) {
            let parameters = empty.compactMap { position -> String? in
                guard position < candidate.route.components.count,
                    case .placeholder(let name) = candidate.route.components[position]
                else { return nil }
                return name
            }
            guard !parameters.isEmpty else { continue }
            return .emptyValue(
                url: url, pattern: candidate.route.pattern.text, entry: candidate.route.entry, parameters: parameters,
                example: Self.exampleURL(of: candidate.route))
        }
        return nil
    }

    /// Why the escapes of `url` cannot be read, naming where, in characters.
    private static func reason(_ problem: DeepLinkText.EscapeProblem, in url: String) -> String {
        func character(_ byte: Int) -> Int {
            url.distance(from: url.startIndex, to: url.utf8.index(url.utf8.startIndex, offsetBy: byte)) + 1
        }
        switch problem {
        case .notAnEscape(let byte):
            return "the % at character \(character(byte)) is not a percent escape (% and two hex digits, such as %20)"
        case .notUTF8(let byte, let count):
            let start = url.utf8.index(url.utf8.startIndex, offsetBy: byte)
            let escapes = String(Substring(url.utf8[start..<url.utf8.index(start, offsetBy: count)]))
            let shown = escapes.count > 24 ? escapes.prefix(24) + "…" : Substring(escapes)
            return
                "the escape\(count > 3 ? "s" : "") \(shown) at character \(character(byte)) \(count > 3 ? "are" : "is") "
                + "not UTF-8 (a link's escapes spell the UTF-8 bytes of its characters, such as %C3%A9 for é)"
        }
    }

    /// Resolves a URL read into its scheme, host labels, path components and query.
    private func resolve(
        url: String, scheme: String, host: [String], path: [String], query: [URLQueryItem], fragment: String?,
        checkingCase: Bool = true
    ) throws(DeepLinkError) -> DeepLinkResolution {
        let inputs = host + path
        var candidates: [Candidate] = []
        if let root = roots[scheme] {
            collect(root, inputs: inputs[...], hostCount: host.count, values: [:], ranks: [], into: &candidates)
        }
        let ranked = Self.ranked(candidates)
        var rejections: [DeepLinkRejection] = []
        var passedOver: [String] = []
        for (position, candidate) in ranked.enumerated() {
            var pairs = candidate.values.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
            for item in candidate.route.pattern.query {
                let given = query.filter { $0.name == item.key }
                if given.count > 1 {
                    throw .invalidURL(
                        url,
                        reason:
                            "the query gives \(item.key) \(given.count) times (\(given.map { "\(item.key)=\($0.value ?? "")" }.joined(separator: ", "))); "
                            + "\(candidate.route.pattern.text) takes it once", example: nil)
                }
                if let value = given.first?.value { pairs.append((item.parameter, value)) }
            }
            // ` -> {name}`: the link itself, as the app receives it.
            if let name = candidate.route.pattern.linkParameter { pairs.append((name, url)) }
            // A link's typed values are strict: `%2042` is " 42", which is not an int.
            if let padded = pairs.first(where: { pair in
                candidate.route.parameters[pair.name].map { $0.type.base != .string } == true
                    && DeepLinkText.hasSurroundingWhitespace(pair.value)
            }), let parameter = candidate.route.parameters[padded.name] {
                let reason =
                    "\(padded.name) is \(UserText.quoted(padded.value)), with a space around it: a link's \(parameter.type) has none"
                rejections.append(
                    DeepLinkRejection(
                        pattern: candidate.route.pattern.text, entry: candidate.route.entry, error: reason))
                passedOver.append(
                    "\(candidate.route.pattern.text) (\(candidate.route.entry)) was passed over: \(reason)")
                continue
            }
            let caseHints = Self.caseHints(query, for: candidate.route.pattern)
            let values: ContextValues
            do {
                values = try ContextValues(parsing: pairs, for: candidate.route.parameterList)
            } catch {
                let reason = ([error.description] + caseHints).joined(separator: "; ")
                rejections.append(
                    DeepLinkRejection(
                        pattern: candidate.route.pattern.text, entry: candidate.route.entry, error: reason))
                passedOver.append(
                    "\(candidate.route.pattern.text) (\(candidate.route.entry)) was passed over: \(reason)")
                continue
            }
            let used = Set(candidate.route.pattern.query.map(\.key))
            let ignored = query.filter { !used.contains($0.name) }.map { item in
                item.value.map { "\(item.name)=\($0)" } ?? item.name
            }
            let plural = ignored.count != 1
            if candidate.route.pattern.isStrict, !ignored.isEmpty || fragment != nil {
                let extra = ignored.map { "the query item \($0)" } + (fragment.map { ["the fragment #\($0)"] } ?? [])
                throw .invalidURL(
                    url,
                    reason:
                        "\(candidate.route.pattern.text) takes nothing more, and the link has \(extra.joined(separator: " and "))",
                    example: nil)
            }
            var notes: [String] = fragment.map { ["the fragment #\($0) was ignored"] } ?? []
            if !ignored.isEmpty {
                notes.append(
                    "the query item\(plural ? "s" : "") \(ignored.joined(separator: ", ")) \(plural ? "were" : "was") ignored: "
                        + "\(candidate.route.pattern.text) does not use \(plural ? "them" : "it")"
                        + caseHints.map { "; \($0)" }.joined())
            }
            // The candidates it beat, each with why: less specific at a component.
            let beaten = ranked.dropFirst(position + 1).map { other in
                "\(candidate.route.pattern.text) beat \(other.route.pattern.text) (\(other.route.entry)): "
                    + Self.whyMoreSpecific(candidate.ranks, other.ranks)
            }
            return DeepLinkResolution(
                entry: candidate.route.entry, pattern: candidate.route.pattern.text, values: values,
                notes: notes + passedOver + beaten)
        }
        // Every candidate named, not only the most specific: `abc` is neither an int nor a UUID.
        if let only = rejections.first, rejections.count == 1 {
            throw .invalidValue(url: url, pattern: only.pattern, error: only.error)
        }
        if !rejections.isEmpty { throw .invalidValues(url: url, candidates: rejections) }
        if checkingCase, path.contains(where: DeepLinkText.hasUppercase),
            let lowered = try? resolve(
                url: url, scheme: scheme, host: host, path: path.map { $0.lowercased() }, query: query,
                fragment: fragment, checkingCase: false)
        {
            throw .caseDiffers(url: url, pattern: lowered.pattern)
        }
        let queryText = query.isEmpty ? nil : Self.queryText(query)
        guard roots[scheme] != nil else {
            // `http` for `https`, `htps`: the nearest patterns of the schemes it nearly is.
            let known = nearestIndex.keys.sorted()
            var nearest: [String] = []
            for near in NearMiss.suggestions(for: scheme, among: known) where nearest.count < 3 {
                nearest += self.nearest(to: inputs, scheme: near, query: queryText).prefix(3 - nearest.count)
            }
            throw .unknownScheme(url: url, scheme: scheme, known: known, nearest: nearest)
        }
        throw .noMatch(url: url, nearest: nearest(to: inputs, scheme: scheme, query: queryText))
    }

    /// A candidate of a link: the route, its values by parameter name, and its rank at each
    /// component (literal 3, typed placeholder the value fits 2, placeholder 1, rest 0).
    private typealias Candidate = (route: Registration, values: [String: String], ranks: [Int])

    /// `candidates`, the most specific first; patterns of equal specificity were refused when
    /// added, and the rest is ordered by text so the order never depends on registration.
    private static func ranked(_ candidates: [Candidate]) -> [Candidate] {
        candidates.sorted { left, right in
            if left.ranks != right.ranks { return left.ranks.lexicographicallyPrecedes(right.ranks, by: >) }
            return (left.route.pattern.text, left.route.entry) < (right.route.pattern.text, right.route.entry)
        }
    }

    /// For each query item `pattern` takes that `query` lacks, the link's item whose name
    /// differs from it only in letter case (`Q` for `q`), said: names match exactly.
    private static func caseHints(_ query: [URLQueryItem], for pattern: DeepLinkPattern) -> [String] {
        pattern.query.compactMap { item in
            guard !query.contains(where: { $0.name == item.key }),
                let near = query.first(where: { $0.name.lowercased() == item.key.lowercased() })
            else { return nil }
            return "the link's query item \(near.name) differs from \(item.key) only in letter case "
                + "(\(pattern.text) takes \(item.key); query item names match exactly)"
        }
    }

    /// Why a candidate ranked `winner` beats one ranked `other`: the first component where they
    /// differ, and what each has there.
    private static func whyMoreSpecific(_ winner: [Int], _ other: [Int]) -> String {
        func kind(_ rank: Int) -> String {
            switch rank {
            case 3: "a literal"
            case 2: "a typed placeholder the value fits"
            case 1: "a placeholder"
            default: "the rest of the path"
            }
        }
        guard let index = winner.indices.first(where: { $0 < other.count && winner[$0] != other[$0] }) else {
            return "it is more specific"
        }
        return "at component \(index + 1), \(kind(winner[index])) beats \(kind(other[index]))"
    }

    /// An example link of this catalog, for messages: its first pattern without placeholders,
    /// or its first pattern.
    private var exampleLink: String? {
        routes.first { $0.pattern.parameterNames.isEmpty }?.pattern.text ?? routes.first?.pattern.text
    }

    /// The three patterns closest to a URL that matched none, by edit distance component by
    /// component (``DeepLinkNearestIndex``), each with the URL it would take: its placeholders
    /// filled from the link's components, and the link's query.
    private func nearest(to inputs: [String], scheme: String, query: String?) -> [String] {
        guard let index = nearestIndex[scheme] else { return [] }
        return index.nearest(to: inputs).map { pattern in
            var filled: [String] = []
            for (position, component) in pattern.components.enumerated() {
                switch component {
                case .literal(let literal):
                    filled.append(literal)
                case .placeholder, .rest:
                    // Filled only when the link has a component there.
                    guard position < inputs.count else { return pattern.text }
                    let value = inputs[position]
                    // Cut without counting a long value's characters.
                    let cut = value.prefix(DeepLinkNearestIndex.componentLength)
                    let shown = cut.endIndex < value.endIndex ? cut + "…" : cut
                    filled.append(String(shown))
                }
            }
            let host = filled.prefix(pattern.hostCount).joined(separator: ".")
            let path = filled.dropFirst(pattern.hostCount).map { "/" + $0 }.joined()
            let url = scheme + "://" + host + path + (query.map { "?" + $0 } ?? "")
            return "\(pattern.text) (as \(url))"
        }
    }

    /// Walks the trie: literal children, then placeholders whose value converts, then the
    /// rest of the path, recording each match with its ranks (literal 3, typed 2, string 1,
    /// rest 0) per component.
    private func collect(
        _ node: Node, inputs: ArraySlice<String>, hostCount: Int, values: [String: String], ranks: [Int],
        into candidates: inout [Candidate]
    ) {
        let position = ranks.count
        guard let input = inputs.first else {
            // Host and path used up: the routes ending here, if the host had as many labels.
            for route in node.terminal where route.pattern.host.count == hostCount {
                candidates.append((route, values, ranks))
            }
            return
        }
        if let next = node.literal[input] {
            collect(
                next, inputs: inputs.dropFirst(), hostCount: hostCount, values: values, ranks: ranks + [3],
                into: &candidates)
        }
        for next in node.placeholders {
            // The routes through this node name their own placeholder here; each is tried with
            // its own name and type when the route is complete, so the value is kept by position.
            var values = values
            values["#\(position)"] = input
            collect(
                next, inputs: inputs.dropFirst(), hostCount: hostCount, values: values, ranks: ranks + [1],
                into: &candidates)
        }
        if position >= hostCount {
            for route in node.rest where route.pattern.host.count == hostCount {
                var values = values
                // Without a host, the whole path is absolute, as a file URL's path is.
                values["#\(position)"] = (hostCount == 0 && position == 0 ? "/" : "") + inputs.joined(separator: "/")
                candidates.append((route, values, ranks + [0]))
            }
        }
        // Turn positional values into the route's parameter names and rank typed placeholders.
        candidates = candidates.map { candidate in
            guard candidate.values.keys.contains(where: { $0.hasPrefix("#") }) else { return candidate }
            var named: [String: String] = [:]
            var ranks = candidate.ranks
            for (key, value) in candidate.values {
                guard key.hasPrefix("#"), let index = Int(key.dropFirst()) else { named[key] = value; continue }
                let component = candidate.route.components[index]
                switch component {
                case .placeholder(let name):
                    named[name] = value
                    if let parameter = candidate.route.parameters[name], parameter.type.base != .string,
                        (try? parameter.parse(value)) != nil
                    {
                        ranks[index] = 2
                    }
                case .rest(let name):
                    named[name] = value
                case .literal:
                    break
                }
            }
            return (candidate.route, named, ranks)
        }
    }

    // MARK: Ambiguity

    /// Whether `a` and `b` can match one URL with the same specificity: the same number of
    /// components, equal literals where both are literal, and placeholders of types that can
    /// hold one value (the same type, `int`/`double`/`bool`, choices that share a value) where
    /// both are placeholders.
    private static func overlap(_ a: Registration, _ b: Registration) -> Bool {
        guard a.pattern.host.count == b.pattern.host.count, a.components.count == b.components.count else {
            return false
        }
        for (left, right) in zip(a.components, b.components) {
            switch (left, right) {
            case let (.literal(x), .literal(y)):
                if x != y { return false }
            case let (.placeholder(x), .placeholder(y)):
                guard let typeX = a.parameters[x]?.type.base, let typeY = b.parameters[y]?.type.base,
                    typesOverlap(typeX, typeY)
                else { return false }
            case (.rest, .rest):
                continue
            default:
                return false
            }
        }
        return true
    }

    /// Whether `a` and `b` match the same URLs and give the same values from them: the same
    /// components and parameter names, query items, link parameter and strictness, however
    /// they are spelled.
    private static func sameLinks(_ a: DeepLinkPattern, _ b: DeepLinkPattern) -> Bool {
        func query(_ pattern: DeepLinkPattern) -> [String] {
            pattern.query.map { "\($0.key)=\($0.parameter)" }.sorted()
        }
        return a.scheme == b.scheme && a.host == b.host && a.path == b.path && query(a) == query(b)
            && a.linkParameter == b.linkParameter && a.isStrict == b.isStrict
    }

    private static func typesOverlap(_ x: ParameterType, _ y: ParameterType) -> Bool {
        if x == y { return true }
        let numeric: Set<String> = ["int", "double", "bool"]
        if numeric.contains(x.description), numeric.contains(y.description) { return true }
        if !x.choices.isEmpty, !y.choices.isEmpty { return !Set(x.choices).isDisjoint(with: y.choices) }
        return false
    }

    private static func exampleURL(of route: Registration) -> String {
        var values: [ContextValues.Entry] = []
        for name in route.pattern.parameterNames {
            guard let parameter = route.parameters[name] else { continue }
            let value =
                parameter.example ?? parameter.defaultValue ?? parameter.type.choices.first.map(ParameterValue.string)
                ?? (parameter.type.base == .int || parameter.type.base == .double ? .int(1) : .string("x"))
            values.append(.init(name: name, value: value))
        }
        return route.pattern.url(for: ContextValues(entries: values)) ?? route.pattern.text
    }
}
