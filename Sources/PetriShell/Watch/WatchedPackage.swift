import Foundation

/// The package that builds the running tool, and how `watch` rebuilds it: `swift build` of the
/// tool's product, in the same build folder and configuration as the running executable.
///
/// Found from where the executable lives: SwiftPM writes it to
/// `<package>/.build/<triple>/<configuration>/<product>`, so the package is the folder above
/// the build folder. `--package`, `--scratch-path` and `--product` say otherwise.
struct WatchedPackage: Equatable {
    /// The package's folder, with its `Package.swift`.
    var root: URL
    /// SwiftPM's build folder (`.build`).
    var scratchPath: URL
    /// `debug` or `release`.
    var configuration: String
    /// The executable product the tool is.
    var product: String

    /// The executable a build writes.
    var executable: URL {
        scratchPath.appendingPathComponent(configuration).appendingPathComponent(product)
    }

    /// The arguments of `swift` that rebuild the tool.
    var buildArguments: [String] {
        [
            "build", "--package-path", root.path, "--scratch-path", scratchPath.path, "--configuration",
            configuration, "--product", product,
        ]
    }

    /// The package that built `executable`, or the one the options name.
    /// - Parameters:
    ///   - executable: the running tool.
    ///   - package: `--package`: the package's folder.
    ///   - scratchPath: `--scratch-path`: its build folder.
    ///   - product: `--product`: the executable product to build.
    ///   - tool: the tool's name, for advice.
    /// - Throws: ``WatchError`` when there is no package to rebuild.
    static func locate(
        executable: URL, package: String?, scratchPath: String?, product: String?, tool: String,
        fileManager: FileManager = .default
    ) throws -> WatchedPackage {
        let resolved = executable.resolvingSymlinksInPath()
        let folder = resolved.deletingLastPathComponent()
        let configuration = ["debug", "release"].contains(folder.lastPathComponent) ? folder.lastPathComponent : nil
        // `<scratch>/<triple>/<configuration>`, or `<scratch>/<configuration>` on older SwiftPM.
        let above = folder.deletingLastPathComponent()
        let candidates = [above.deletingLastPathComponent(), above]
        let builtIn =
            configuration == nil
            ? nil
            : candidates.first {
                fileManager.fileExists(atPath: $0.appendingPathComponent("workspace-state.json").path)
            }
        let root: URL
        if let package {
            root = URL(fileURLWithPath: package).standardizedFileURL
            guard fileManager.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                throw WatchError.noManifest(package)
            }
        } else if let builtIn,
            fileManager.fileExists(
                atPath: builtIn.deletingLastPathComponent().appendingPathComponent("Package.swift").path)
        {
            root = builtIn.deletingLastPathComponent()
        } else {
            throw WatchError.notInPackage(executable: resolved.path, tool: tool)
        }
        return WatchedPackage(
            root: root,
            scratchPath: scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? builtIn
                ?? root.appendingPathComponent(".build"),
            configuration: configuration ?? "debug",
            product: product ?? resolved.lastPathComponent)
    }
}
