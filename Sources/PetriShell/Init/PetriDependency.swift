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

    /// The petri checkout this petri was built from, if it is still there: the folder holding
    /// the `Package.swift` of a package named petri, found from this source file's path at build
    /// time. What `petri init` depends on when given neither `--petri-url` nor `--petri-path`.
    static var builtFromCheckout: String? {
        checkout(containing: #filePath)
    }

    /// The petri checkout that holds the file at `path` (a folder above it whose `Package.swift`
    /// declares the package petri), or `nil`.
    static func checkout(containing path: String) -> String? {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            let manifest = folder.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"petri\"") {
                return folder.path
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The dependency on this petri's own version at `url`.
    static func url(_ url: String) throws -> PetriDependency {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains("\""), !trimmed.contains("\\"), !trimmed.contains(where: \.isNewline),
            identity(ofURL: trimmed) != nil
        else {
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

/// A `--petri-url` or `--petri-path` the manifest cannot take, or neither given where petri
/// cannot supply one.
enum PetriDependencyError: Error, Equatable, CustomStringConvertible {
    case badURL(String)
    case badPath(String)
    /// Neither flag, and the checkout this petri was built from is gone (an installed petri).
    case noneKnown

    var description: String {
        switch self {
        case let .badURL(url):
            "--petri-url \(UserText.escaped(url)) is not a package's URL: give the repository's URL, e.g. \"https://github.com/OWNER/petri\", without quotes or backslashes"
        case .noneKnown:
            "petri init needs to know which petri the package depends on: give --petri-url <the repository petri is published at> (the package then takes petri \(PetriVersion.current) or later) or --petri-path <a petri checkout>; the checkout this petri was built from is not there any more"
        case let .badPath(path):
            "--petri-path \(UserText.escaped(path)) is not a path the manifest can hold: give the folder of a petri checkout, relative to the new package (e.g. \"../petri\") or absolute, without quotes or backslashes"
        }
    }
}
