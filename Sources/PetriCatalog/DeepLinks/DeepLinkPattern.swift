import Foundation
import PetriSupport

/// A deep-link pattern of a screen entry: `shop://product/{productID}`,
/// `https://{region}.shop.example.com/products/{productID}`, `shop://help/{article*}`,
/// `shop://search?q={query}`.
///
/// - The scheme and the host are literal or, for host labels, `{placeholder}`; they match
///   case-insensitively.
/// - Path components are literal, `{name}` (one component) or, last, `{name*}` (the rest of
///   the path, one component or more, joined with `/`).
/// - Query items `key={name}` give a parameter from the query; an optional parameter's item may
///   be absent.
/// - ` strict` at the end refuses a link with a query item the pattern does not take or a
///   fragment, instead of ignoring them: `shop://pay/{orderID} strict`.
/// - ` -> {name}` after the pattern hands the whole link that opened the screen to the
///   parameter `name` (a `url` or a `string`), so a route that decides on "came from a link"
///   composes as the app does: `https://shop.example.com/p/{productID} -> {openedBy}`.
/// - A pattern without a host, `scheme:///path`, matches URLs without one, such as the file
///   URLs iOS hands an app for a document another app opens in it: `file:///{path*}` gives the
///   absolute path, `/private/var/mobile/…/Inbox/photo.jpg`, its leading slash kept, as
///   `URL.path` gives it to the app.
/// - `file://localhost/…` is `file:///…` (RFC 8089: the host `localhost` is the local
///   machine), in a pattern as in a link: `file://localhost/{path*}` matches both spellings and
///   gives the same absolute path, so an entry may declare it beside `file:///{path*}` (one
///   pattern, declared twice).
/// - A placeholder's type is its parameter's type, declared once.
public struct DeepLinkPattern: Sendable, Equatable, CustomStringConvertible {
    /// One component of the host or the path.
    public enum Component: Sendable, Equatable {
        /// Must equal this text (lowercased for the host).
        case literal(String)
        /// One component, converted as the parameter `name`.
        case placeholder(name: String)
        /// The rest of the path, converted as the parameter `name`.
        case rest(name: String)
    }

    /// The pattern as declared.
    public let text: String
    /// The scheme, lowercased.
    public let scheme: String
    /// The host's labels (`shop.example.com` → three), lowercased when literal; none for a
    /// pattern without a host (`file:///{path*}`), nor for `file://localhost/…`, which is
    /// `file:///…`.
    public let host: [Component]
    /// The path's components.
    public let path: [Component]
    /// The query items: key → parameter name.
    public let query: [(key: String, parameter: String)]
    /// The parameter the whole link is handed to (` -> {name}`), if any.
    public let linkParameter: String?
    /// Whether a link with parts the pattern does not take (a query item, a fragment) is
    /// refused rather than read with them ignored (` strict`).
    public let isStrict: Bool
    /// Whether the pattern spells the local machine's host, `file://localhost/…`: its links are
    /// written so, though it matches as `file:///…`.
    private let spellsLocalhost: Bool

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
    public var description: String { text }

    /// Parses `text`.
    /// - Throws: ``DeepLinkError/invalidPattern(_:reason:)`` naming what is wrong.
    public init(_ declared: String) throws(DeepLinkError) {
        self.text = declared
        var text = declared
        isStrict = text.hasSuffix(" strict")
        if isStrict { text = String(text.dropLast(" strict".count)) }
        if let arrow = text.range(of: " -> ") {
            let binding = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            guard binding.count > 2, binding.hasPrefix("{"), binding.hasSuffix("}"),
                !binding.dropFirst().dropLast().contains("*")
            else {
                throw .invalidPattern(
                    declared,
                    reason:
                        "after ->, the parameter the link is handed to, such as {openedBy}, not \(UserText.quoted(binding))"
                )
            }
            linkParameter = String(binding.dropFirst().dropLast())
            text = String(text[..<arrow.lowerBound])
        } else {
            linkParameter = nil
        }
        guard let schemeEnd = text.range(of: "://") else {
            throw .invalidPattern(text, reason: "a deep link needs a scheme, such as shop://product/{productID}")
        }
        let scheme = text[..<schemeEnd.lowerBound]
        guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else {
            throw .invalidPattern(text, reason: "\(UserText.quoted(String(scheme))) is not a scheme")
        }
        self.scheme = scheme.lowercased()
        var rest = text[schemeEnd.upperBound...]
        var queryText: Substring = ""
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        let pieces = rest.split(separator: "/", omittingEmptySubsequences: true)
        // `scheme:///path`: no host, the whole rest is the path.
        let hostless = rest.hasPrefix("/")
        guard hostless || !pieces.isEmpty else {
            throw .invalidPattern(
                text, reason: "a deep link needs a host after :// (or, without one, a path: \(scheme)///{path*})")
        }
        let host: [Component] =
            hostless
            ? []
            : try pieces[0].split(separator: ".").map { label throws(DeepLinkError) in
                let component = try Self.component(label, in: text)
                if case .rest = component {
                    throw .invalidPattern(text, reason: "a rest-of-path placeholder cannot be in the host")
                }
                if case .literal(let literal) = component { return .literal(literal.lowercased()) }
                return component
            }
        // RFC 8089: `file://localhost/path` is `file:///path`.
        spellsLocalhost = self.scheme == "file" && host == [.literal("localhost")]
        self.host = spellsLocalhost ? [] : host
        let path = try pieces.dropFirst(hostless ? 0 : 1).map { piece throws(DeepLinkError) in
            try Self.component(piece, in: text)
        }
        if hostless || spellsLocalhost, path.isEmpty {
            throw .invalidPattern(text, reason: "a deep link without a host needs a path: \(scheme)///{path*}")
        }
        if let restIndex = path.firstIndex(where: { if case .rest = $0 { true } else { false } }),
            restIndex != path.count - 1
        {
            throw .invalidPattern(text, reason: "a rest-of-path placeholder {name*} must be the last component")
        }
        self.path = path
        var query: [(String, String)] = []
        for item in queryText.split(separator: "&") where !item.isEmpty {
            let parts = item.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, case .placeholder(let name) = try Self.component(parts[1], in: text) else {
                throw .invalidPattern(
                    text, reason: "a query item is key={parameter}, not \(UserText.quoted(String(item)))")
            }
            query.append((String(parts[0]), name))
        }
        self.query = query
    }

    private static func component(_ piece: Substring, in text: String) throws(DeepLinkError) -> Component {
        guard piece.hasPrefix("{") || piece.hasSuffix("}") || piece.contains("{") else {
            return .literal(String(piece))
        }
        guard piece.hasPrefix("{"), piece.hasSuffix("}"), piece.count > 2 else {
            throw .invalidPattern(
                text,
                reason:
                    "\(UserText.quoted(String(piece))) mixes text and a placeholder; a placeholder is a whole component, {name}"
            )
        }
        let name = piece.dropFirst().dropLast()
        if name.hasSuffix("*") { return .rest(name: String(name.dropLast())) }
        return .placeholder(name: String(name))
    }

    /// The parameters the pattern's placeholders and query items name, in order.
    public var parameterNames: [String] {
        (host + path).compactMap { component in
            switch component {
            case .literal: nil
            case .placeholder(let name), .rest(let name): name
            }
        } + query.map(\.parameter) + (linkParameter.map { [$0] } ?? [])
    }

    /// The URL this pattern gives for `values` (each placeholder's canonical text,
    /// percent-encoded); `nil` when a placeholder has no value.
    public func url(for values: ContextValues) -> String? {
        func text(_ name: String) -> String? {
            guard let value = values[name], value != .absent else { return nil }
            return value.description
        }
        var host: [String] = spellsLocalhost ? ["localhost"] : []
        for component in self.host {
            switch component {
            case .literal(let literal): host.append(literal)
            case .placeholder(let name), .rest(let name):
                guard let value = text(name) else { return nil }
                host.append(value)
            }
        }
        var path: [String] = []
        for component in self.path {
            switch component {
            case .literal(let literal): path.append(literal)
            case .placeholder(let name):
                guard let value = text(name) else { return nil }
                path.append(Self.encode(value))
            case .rest(let name):
                guard let value = text(name) else { return nil }
                path.append(
                    value.split(separator: "/", omittingEmptySubsequences: true).map { Self.encode(String($0)) }.joined(
                        separator: "/"))
            }
        }
        var url = scheme + "://" + host.joined(separator: ".") + (path.isEmpty ? "" : "/" + path.joined(separator: "/"))
        let items = query.compactMap { item in text(item.parameter).map { "\(item.key)=\(Self.encode($0))" } }
        if !items.isEmpty { url += "?" + items.joined(separator: "&") }
        return url
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(
            withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?&=#"))) ?? text
    }
}

/// Why a deep link could not be declared or resolved.
public enum DeepLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A pattern that does not parse.
    case invalidPattern(String, reason: String)
    /// Two patterns that can match one URL with the same specificity.
    case ambiguous(
        first: String, firstEntry: String, firstLocation: CodeLocation, second: String, secondEntry: String,
        secondLocation: CodeLocation, example: String)
    /// A pattern that overlaps several others, accepted or refused before it: every entry
    /// involved, each with a URL both match.
    case overlaps(pattern: String, entry: String, location: CodeLocation, others: [DeepLinkOverlap])
    /// Text that is not a URL.
    @available(
        *, deprecated,
        message:
            "petri says why a text is not a URL: invalidURL(_:reason:example:). Deprecated in petri 0.1.0, removed in 0.2.0"
    )
    case notAURL(String)
    /// Text that is not a URL, or a URL petri refuses, with why and a link of the catalog to
    /// show what one looks like.
    case invalidURL(String, reason: String, example: String?)
    /// No pattern matches.
    case noMatch(url: String, nearest: [String])
    /// The link matches `pattern` only if its letter case is ignored: path literals are
    /// matched exactly.
    case caseDiffers(url: String, pattern: String)
    /// No entry has a link with this scheme; `known` are the catalog's schemes. When the scheme
    /// is a near miss of one of them (`http` or `htps` for `https`), `nearest` has that scheme's
    /// nearest patterns, each with the URL it would take, as ``noMatch(url:nearest:)`` has.
    case unknownScheme(url: String, scheme: String, known: [String], nearest: [String] = [])
    /// A pattern matches, but a value does not convert.
    case invalidValue(url: String, pattern: String, error: String)
    /// Several patterns match, and the link's values convert for none of them: each with why
    /// (`shop://order/abc`: `{number}` is not an int, `{orderID}` is not a UUID).
    case invalidValues(url: String, candidates: [DeepLinkRejection])
    /// The link has an empty path component (`shop://user//orders`, `shop://product/`) where a
    /// pattern of its length takes a value: the pattern, its entry, the parameters the link
    /// leaves empty, and a link of that entry. Empty components are collapsed only when no
    /// pattern takes a value in their place, so a link whose value went missing never opens
    /// another screen with the components shifted.
    case emptyValue(url: String, pattern: String, entry: String, parameters: [String], example: String)

    public var description: String {
        switch self {
        case let .invalidPattern(pattern, reason):
            "deep link \(UserText.quoted(pattern)) is invalid: \(reason)"
        case let .ambiguous(first, firstEntry, firstLocation, second, secondEntry, secondLocation, example):
            "deep links \(first) (\(firstEntry), \(firstLocation)) and \(second) (\(secondEntry), \(secondLocation)) both match \(example) "
                + "with the same specificity; make one of them more specific (a literal component, or another parameter type)"
        case let .overlaps(pattern, entry, location, others):
            "deep link \(pattern) (\(entry), \(location)) matches the same URLs with the same specificity as "
                + others.map { "\($0.pattern) (\($0.entry), \($0.location)), both matching \($0.example)" }.joined(
                    separator: "; ")
                + "; make the patterns more specific (a literal component, or another parameter type)"
        case let .notAURL(text):
            "\(UserText.quoted(text)) is not a URL; a deep link looks like shop://product/42"
        case let .invalidURL(text, reason, example):
            "\(UserText.quoted(text)): \(reason)" + (example.map { "; a link of this app looks like \($0)" } ?? "")
        case let .noMatch(url, nearest):
            "no screen matches \(UserText.quoted(url))"
                + (nearest.isEmpty ? "" : "; the nearest patterns: " + nearest.joined(separator: ", "))
        case let .caseDiffers(url, pattern):
            "no screen matches \(UserText.quoted(url)): only the letter case differs from \(pattern), whose literal components match exactly"
        case let .unknownScheme(url, scheme, known, nearest):
            "no screen is opened by \(UserText.quoted(url)): no entry has a link with the scheme \(scheme)"
                + (known.isEmpty
                    ? " (the catalog declares no deep link)"
                    : " (the catalog's schemes: \(known.joined(separator: ", ")))")
                + (nearest.isEmpty ? "" : "; the nearest patterns: " + nearest.joined(separator: ", "))
        case let .invalidValue(url, pattern, error):
            "\(UserText.quoted(url)) matches \(pattern), but \(error)"
        case let .invalidValues(url, candidates):
            "\(UserText.quoted(url)) matches \(candidates.count) patterns, but its values fit none of them: "
                + candidates.map { "\($0.pattern) (\($0.entry)): \($0.error)" }.joined(separator: "; ")
        case let .emptyValue(url, pattern, entry, parameters, example):
            "\(UserText.quoted(url)) leaves \(parameters.joined(separator: " and ")) empty: \(pattern) (\(entry)) takes "
                + "\(parameters.count == 1 ? "it" : "them") where the link has an empty component (two slashes with "
                + "nothing between them, or a slash at the end); a link of \(entry) looks like \(example)"
        }
    }
}

/// A pattern a link matches whose values do not convert, with why.
public struct DeepLinkRejection: Sendable, Equatable {
    /// The pattern.
    public var pattern: String
    /// Its entry.
    public var entry: String
    /// Why the link's values do not fit it: the parameter's own error.
    public var error: String

    /// Creates a rejection.
    public init(pattern: String, entry: String, error: String) {
        self.pattern = pattern
        self.entry = entry
        self.error = error
    }
}

/// Another entry's pattern that a refused deep link overlaps, with a URL both match.
public struct DeepLinkOverlap: Sendable, Equatable {
    /// The other pattern.
    public var pattern: String
    /// Its entry.
    public var entry: String
    /// Where that entry was registered.
    public var location: CodeLocation
    /// A URL both patterns match.
    public var example: String
}
