import Foundation
import PetriSupport

/// What `petri import` wrote into a folder, read for `petri init --from`.
struct ImportOutput: Sendable {
    /// Every file under the folder but hidden ones, by path, in path order.
    let files: [GeneratedFile]
    /// The storyboard whose initial view controller `Storyboards.swift` registers, if any.
    let initialStoryboard: String?

    /// The file `petri import --catalog` writes, which `init --from` needs.
    static let catalogFile = "ImportedCatalog.swift"

    /// Reads the import output in `folder` (as the user gave it, for messages).
    /// - Throws: ``ImportOutputError`` when it is not a folder `petri import --catalog` wrote.
    init(folder: String) throws {
        let fileManager = FileManager.default
        let root = URL(fileURLWithPath: folder)
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ImportOutputError.notAFolder(folder)
        }
        var files: [GeneratedFile] = []
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        let enumerator = fileManager.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(rootPath + "/") else { continue }
            files.append(GeneratedFile(String(path.dropFirst(rootPath.count + 1)), bytes: try Data(contentsOf: url)))
        }
        files.sort { $0.path < $1.path }
        guard files.contains(where: { $0.path == Self.catalogFile }) else {
            let swiftFiles = files.filter { $0.path.hasSuffix(".swift") }.count
            throw ImportOutputError.noCatalog(folder, swiftFiles: swiftFiles)
        }
        self.files = files
        initialStoryboard = files.first { $0.path == "Storyboards.swift" }.flatMap {
            Self.initialStoryboard(in: String(decoding: $0.contents, as: UTF8.self))
        }
    }

    /// The name of the first storyboard `text` (a `Storyboards.swift`) registers with
    /// `isInitial: true`.
    static func initialStoryboard(in text: String) -> String? {
        for line in text.split(separator: "\n")
        where line.contains("UIStoryboard.register(name: \"") && line.contains("isInitial: true") {
            guard let start = line.range(of: "name: \"") else { continue }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { continue }
            return String(rest[..<end])
        }
        return nil
    }
}

/// A `--from` folder `petri init` cannot build a package around.
enum ImportOutputError: Error, Equatable, CustomStringConvertible {
    case notAFolder(String)
    case noCatalog(String, swiftFiles: Int)

    var description: String {
        switch self {
        case let .notAFolder(folder):
            "--from \(UserText.escaped(folder)) is not a folder: give the --output folder of `petri import`"
        case let .noCatalog(folder, swiftFiles):
            "--from \(UserText.escaped(folder)) has no \(ImportOutput.catalogFile) (\(swiftFiles) Swift file\(swiftFiles == 1 ? "" : "s")): "
                + "give the --output folder of `petri import … --catalog`, which writes it"
        }
    }
}
