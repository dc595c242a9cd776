import Foundation

/// One file of the app, by its path relative to the folder imported.
public struct AppFile: Sendable, Equatable {
    /// Its path under the folder imported, with `/` separators.
    public var path: String
    /// Its text.
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The app's Swift sources and storyboards, in path order so the output never depends on the
/// order the file system lists them in.
public struct AppSources: Sendable {
    /// The Swift files.
    public var swiftFiles: [AppFile]
    /// The storyboards (`.storyboard`; `.xib` files are read the same way).
    public var storyboards: [AppFile]

    public init(swiftFiles: [AppFile], storyboards: [AppFile]) {
        self.swiftFiles = swiftFiles.sorted { $0.path < $1.path }
        self.storyboards = storyboards.sorted { $0.path < $1.path }
    }

    /// Every `.swift`, `.storyboard` and `.xib` file under `folder`, skipping build folders and
    /// hidden ones.
    /// - Throws: ``ImportError/notAFolder(_:)`` when `folder` is not a readable folder.
    public static func read(from folder: URL) throws -> AppSources {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ImportError.notAFolder(folder.path)
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var swift: [AppFile] = [], storyboards: [AppFile] = []
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if [".build", "Pods", "Carthage", "DerivedData"].contains(name) || name.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            let full = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard full.hasPrefix(root + "/") else { continue }
            let path = String(full.dropFirst(root.count + 1))
            switch url.pathExtension {
            case "swift": swift.append(AppFile(path: path, text: try String(contentsOf: url, encoding: .utf8)))
            case "storyboard", "xib": storyboards.append(AppFile(path: path, text: try String(contentsOf: url, encoding: .utf8)))
            default: break
            }
        }
        return AppSources(swiftFiles: swift, storyboards: storyboards)
    }
}

/// What stops an import, with what would be right.
public enum ImportError: Error, CustomStringConvertible, Equatable {
    /// The sources given are not a folder.
    case notAFolder(String)
    /// A navigation file named is not among the sources.
    case unknownNavigationFile(String, nearest: [String])

    public var description: String {
        switch self {
        case .notAFolder(let path):
            "\(path) is not a folder: give the folder of the app's sources (petri import <app sources> --output <folder>)"
        case let .unknownNavigationFile(path, nearest):
            "no Swift file \(path) among the app's sources"
                + (nearest.isEmpty ? "" : " — did you mean \(nearest.map { "\"\($0)\"" }.joined(separator: " or "))?")
                + " (navigation files are named by their path under the sources)"
        }
    }
}
