import PetriSupport

/// Why `watch` cannot start: each says what was wrong and what would be right.
enum WatchError: Error, CustomStringConvertible, Equatable {
    /// The package's folders cannot be watched.
    case cannotWatch(_ path: String, reason: String)
    /// The running tool was not built by SwiftPM, so there is no package to rebuild.
    case notInPackage(executable: String, tool: String)
    /// `--package` names a folder without a `Package.swift`.
    case noManifest(_ path: String)
    /// `swift` could not be started.
    case cannotBuild(reason: String)

    var description: String {
        switch self {
        case .cannotWatch(let path, let reason):
            "cannot watch \(UserText.quoted(path)) for changes: \(reason)"
        case .notInPackage(let executable, let tool):
            "watch rebuilds the tool from its package, but \(UserText.quoted(executable)) is not in a package's build folder; run it from its package (`swift run \(tool) watch`) or give --package DIR"
        case .noManifest(let path):
            "\(UserText.quoted(path)) has no Package.swift: give --package the folder of the package that builds the tool"
        case .cannotBuild(let reason):
            "cannot run `swift build`: \(reason); is Swift on the PATH?"
        }
    }
}
