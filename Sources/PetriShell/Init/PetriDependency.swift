import Foundation
import PetriSupport

/// How a package written by `petri init` depends on petri: by URL and version, as an app's
/// package does, or by the path of a local checkout.
enum PetriDependency: Equatable, Sendable {
    /// `.package(url: url, from: version)`.
    case url(String, version: String)
    /// `.package(name: "petri", path: path)`, the path written as given (relative to the new
    /// package's folder, or absolute).
    case path(String)

    /// Where petri is published, the default of `petri init --petri-url`.
    ///
    /// petri has no public URL yet: this is a placeholder, and a package written with it does
    /// not resolve until `--petri-url` (or an edit of its manifest) names the real repository,
    /// or `--petri-path` names a checkout. When petri is published, this constant is the one
    /// place to change.
    static let defaultURL = "https://github.com/your-org/petri"

    /// The dependency on this petri's own version at `url`.
    static func url(_ url: String) throws -> PetriDependency {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains("\""), !trimmed.contains("\\"), !trimmed.contains(where: \.isNewline),
              identity(ofURL: trimmed) != nil else {
            throw PetriDependencyError.badURL(url)
        }
        return .url(trimmed, version: PetriVersion.current)
    }

    /// The dependency on the checkout at `path`.
    static func path(checkout path: String) throws -> PetriDependency {
        guard !path.isEmpty, !path.contains("\""), !path.contains("\\"), !path.contains(where: \.isNewline) else {
            throw PetriDependencyError.badPath(path)
        }
        return .path(path)
    }

    /// The package name the manifest's products refer to: `petri` for a path (its `name:`),
    /// SwiftPM's identity of a URL otherwise (its last component without `.git`, lowercased).
    var packageReference: String {
        switch self {
        case let .url(url, _): Self.identity(ofURL: url) ?? "petri"
        case .path: "petri"
        }
    }

    /// The identity SwiftPM gives the package at `url`; nil when it has no last component.
    static func identity(ofURL url: String) -> String? {
        var last = url.split(separator: "/").last.map(String.init) ?? ""
        if let colon = last.lastIndex(of: ":") { last = String(last[last.index(after: colon)...]) }
        if last.hasSuffix(".git") { last.removeLast(4) }
        let identity = last.lowercased()
        guard !identity.isEmpty, url.contains("/") || url.contains(":") else { return nil }
        return identity
    }

    /// The manifest's lines for this dependency, with the comments that explain them.
    var manifestLines: String {
        switch self {
        case let .url(url, version):
            return """
                    // petri \(version) or a later release before 1.0.
                    .package(url: "\(url)", from: "\(version)"),
            """
        case let .path(path):
            return """
                    // A local checkout of petri. A path dependency's identity is its folder's name, so
                    // `name:` keeps it "petri" wherever the checkout lives (without it: "unknown package
                    // 'petri'"). In your app's package, by URL: `petri init --petri-url <its repository>`.
                    .package(name: "petri", path: "\(path)"),
            """
        }
    }
}

/// A `--petri-url` or `--petri-path` the manifest cannot take.
enum PetriDependencyError: Error, Equatable, CustomStringConvertible {
    case badURL(String)
    case badPath(String)

    var description: String {
        switch self {
        case let .badURL(url):
            "--petri-url \(UserText.escaped(url)) is not a package's URL: give the repository's URL, e.g. \(UserText.quoted(PetriDependency.defaultURL)), without quotes or backslashes"
        case let .badPath(path):
            "--petri-path \(UserText.escaped(path)) is not a path the manifest can hold: give the folder of a petri checkout, relative to the new package (e.g. \"../petri\") or absolute, without quotes or backslashes"
        }
    }
}
