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

    /// The names of the Swift files the app's Xcode project compiles (`project.pbxproj` lists
    /// them by name), when one is beside the sources or above them and lists its files; `nil`
    /// for none, or one that syncs its folders (Xcode 16's), which lists none. A file it does not
    /// list is not the app's: a stale copy left in the folder.
    public var projectSwiftFiles: Set<String>?
    /// The Swift files in the folder that the Xcode project does not compile, left out.
    public var notInProject: [String] = []

    public init(swiftFiles: [AppFile], storyboards: [AppFile], projectSwiftFiles: Set<String>? = nil) {
        self.swiftFiles = swiftFiles.sorted { $0.path < $1.path }
        self.storyboards = storyboards.sorted { $0.path < $1.path }
        self.projectSwiftFiles = projectSwiftFiles
    }

    /// Whether the Xcode project, if one was read, compiles the file at `path`.
    public func isInProject(_ path: String) -> Bool {
        guard let projectSwiftFiles else { return true }
        return projectSwiftFiles.contains(path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// The Swift files named by the Xcode projects in `folder` or the nearest folder above it
    /// (two at most) that has one; `nil` for none, or one syncing its folders.
    static func projectSwiftFiles(near folder: URL) -> Set<String>? {
        var current = folder.standardizedFileURL
        for _ in 0..<3 {
            let projects = ((try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? [])
                .filter { $0.hasSuffix(".xcodeproj") }.sorted()
            let texts = projects.compactMap {
                try? String(
                    contentsOf: current.appendingPathComponent($0).appendingPathComponent("project.pbxproj"),
                    encoding: .utf8)
            }
            if !texts.isEmpty {
                guard !texts.contains(where: { $0.contains("PBXFileSystemSynchronizedRootGroup") }) else { return nil }
                var names: Set<String> = []
                for text in texts {
                    // Every file reference carries its name in a comment: `/* FeedCoordinator.swift */`.
                    for part in text.components(separatedBy: "/* ").dropFirst() {
                        guard let end = part.range(of: " */") else { continue }
                        var name = String(part[..<end.lowerBound])
                        if name.hasSuffix(" in Sources") { name = String(name.dropLast(" in Sources".count)) }
                        if name.hasSuffix(".swift") { names.insert(name) }
                    }
                }
                return names.isEmpty ? nil : names
            }
            current = current.deletingLastPathComponent()
        }
        return nil
    }

    /// Every `.swift`, `.storyboard` and `.xib` file under `folder`, skipping build folders and
    /// hidden ones.
    /// - Throws: ``ImportError/notAFolder(_:)`` when `folder` is not a readable folder;
    ///   ``ImportError/noSwiftFiles(_:held:)`` when it holds no Swift file (an Objective-C app,
    ///   the wrong folder), with what it does hold.
    public static func read(from folder: URL) throws -> AppSources {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ImportError.notAFolder(folder.path)
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var swift: [AppFile] = [], storyboards: [AppFile] = []
        // What else the folder holds, by extension, to say so when it has no Swift file.
        var others: [String: Int] = [:]
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
            case "storyboard", "xib":
                storyboards.append(AppFile(path: path, text: try String(contentsOf: url, encoding: .utf8)))
            default:
                let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
                if !isFolder { others[url.pathExtension, default: 0] += 1 }
            }
        }
        guard !swift.isEmpty else {
            throw ImportError.noSwiftFiles(
                folder.path,
                held: others.merging([
                    "storyboard": storyboards.filter { $0.path.hasSuffix(".storyboard") }.count,
                    "xib": storyboards.filter { $0.path.hasSuffix(".xib") }.count,
                ]) { $0 + $1 }.filter { $0.value > 0 })
        }
        // A file the app's Xcode project does not compile is left out, and said so.
        let project = projectSwiftFiles(near: folder)
        var sources = AppSources(swiftFiles: swift, storyboards: storyboards, projectSwiftFiles: project)
        let compiled = sources
        let leftOut = compiled.swiftFiles.map(\.path).filter {
            !compiled.isInProject($0) && !NavigationDiscovery.isTestFile($0)
        }
        sources.notInProject = leftOut
        sources.swiftFiles.removeAll { leftOut.contains($0.path) }
        return sources
    }
}

/// What stops an import, with what would be right.
public enum ImportError: Error, CustomStringConvertible, Equatable {
    /// The sources given are not a folder.
    case notAFolder(String)
    /// A navigation file named is not among the sources.
    case unknownNavigationFile(String, nearest: [String])
    /// The folder holds no Swift file; `held` counts the files it does hold by extension (`""`
    /// for files without one).
    case noSwiftFiles(String, held: [String: Int])

    public var description: String {
        switch self {
        case .notAFolder(let path):
            "\(path) is not a folder: give the folder of the app's sources (petri import <app sources> --output <folder>)"
        case let .unknownNavigationFile(path, nearest):
            "no Swift file \(path) among the app's sources"
                + (nearest.isEmpty ? "" : " — did you mean \(nearest.map { "\"\($0)\"" }.joined(separator: " or "))?")
                + " (navigation files are named by their path under the sources)"
        case let .noSwiftFiles(path, held):
            "\(path) has no .swift files (\(Self.describe(held))): petri import reads an app's Swift sources; "
                + "give the folder that holds them (petri import <app sources> --output <folder>)"
        }
    }

    /// What a folder holds, most first: `it holds 3 .m files and 1 .h file`, or `it is empty`.
    private static func describe(_ held: [String: Int]) -> String {
        guard !held.isEmpty else { return "it is empty" }
        let kinds = held.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { kind, count in
            let noun = count == 1 ? "file" : "files"
            return kind.isEmpty ? "\(count) \(noun) without an extension" : "\(count) .\(kind) \(noun)"
        }
        let shown = kinds.count > 4 ? Array(kinds.prefix(3)) + ["\(kinds.count - 3) other kinds"] : kinds
        return "it holds "
            + (shown.count == 1
                ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1])
    }
}
