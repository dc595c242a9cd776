import Foundation

/// One `swift build` of the watched package, read as it runs: its progress (`[12/40] Compiling
/// StarterCatalog Routes.swift`) and, when it fails, its errors in a compact form — one line
/// each, the path relative to the package.
struct PackageBuild {
    /// How a build ended.
    struct Outcome: Equatable {
        var succeeded: Bool
        /// How long it took.
        var seconds: Double
        /// Its errors, one line each, in the order given, without repeats.
        var errors: [String]
        /// The last lines it wrote, for a failure without a compiler error (a manifest that
        /// does not parse, a missing dependency).
        var lastLines: [String]
    }

    /// The package built.
    let package: WatchedPackage

    /// Runs the build and waits for it.
    /// - Parameter progress: called with each step the build reports (`[12/40] Compiling …`).
    /// - Throws: ``WatchError/cannotBuild(reason:)`` when `swift` cannot be started.
    @MainActor
    func run(progress: @escaping @MainActor (String) -> Void) async throws -> Outcome {
        let start = ContinuousClock.now
        let result: ChildProcess.Result
        do {
            result = try await ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + package.buildArguments, mergingErrors: true
            ) { line in
                if let step = Self.progress(in: line) { progress(step) }
            }
        } catch {
            throw WatchError.cannotBuild(reason: String(describing: error))
        }
        let elapsed = ContinuousClock.now - start
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        return Outcome(
            succeeded: result.status == 0,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            errors: Self.errors(in: lines, root: package.root.path),
            lastLines: Array(lines.suffix(5)))
    }

    /// The step a line of `swift build` reports, if it reports one: `[12/40] Compiling
    /// StarterCatalog Routes.swift`.
    static func progress(in line: String) -> String? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        guard counts.count == 2, counts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        return line
    }

    /// The errors among a build's lines, one line each (`Sources/App/Routes.swift:12:5: error:
    /// cannot find 'x' in scope`), paths relative to `root`, each once.
    static func errors(in lines: [String], root: String) -> [String] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var seen = Set<String>()
        var errors: [String] = []
        for line in lines {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.contains(": error: ") || text.hasPrefix("error: ") else { continue }
            let compact = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
            if seen.insert(compact).inserted { errors.append(compact) }
        }
        return errors
    }
}
