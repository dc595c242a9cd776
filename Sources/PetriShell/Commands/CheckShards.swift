import Foundation
import PetriDish
import PetriSupport

/// `petri check` on the machine's cores: the planned compositions are dealt round-robin to
/// `count` copies of this executable, each run with the same arguments plus `--shard k/count`,
/// which composes its share in a dish of its own and prints the results as JSON. Every
/// composition is a fresh launch, so where it runs changes nothing in the report; the check
/// merges the results in plan order, as a serial run would give them.
///
/// A share whose process fails (it crashed, or printed no report) is composed in this process
/// instead, with a note on standard error, so the report stays whole.
struct CheckShards {
    /// How many processes compose at once.
    let count: Int
    /// The arguments this process was run with, without the executable.
    let arguments: [String]
    /// Where notes go.
    let output: any ShellOutput

    /// The executable to run: this one.
    private static var executable: URL {
        URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
    }

    /// The jobs `check` uses by default: one per core, once a catalog is big enough for a
    /// process's start-up to be worth it.
    static func defaultCount(forPlanned planned: Int) -> Int {
        planned >= 200 ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
    }

    /// Composes `planned` across the processes, falling back to `check` for a failed share.
    @MainActor
    func compose(_ planned: [CatalogCheck.PlannedCase], check: CatalogCheck) async -> [CatalogCheck.ComposedCase] {
        let shares = (0..<count).map { shard in planned.filter { $0.index % count == shard } }
        let reports = await withTaskGroup(of: (Int, Result<[CatalogCheck.ComposedCase], ShardFailure>).self) { group in
            for shard in shares.indices where !shares[shard].isEmpty {
                let arguments = arguments + ["--shard", "\(shard)/\(count)"]
                group.addTask { (shard, await Self.run(arguments)) }
            }
            var reports: [Int: Result<[CatalogCheck.ComposedCase], ShardFailure>] = [:]
            for await (shard, report) in group { reports[shard] = report }
            return reports
        }
        var composed: [CatalogCheck.ComposedCase] = []
        for shard in shares.indices where !shares[shard].isEmpty {
            switch reports[shard] {
            case .success(let results) where results.map(\.index) == shares[shard].map(\.index):
                composed += results
            case .success:
                output.printError(
                    "note: check's process \(shard + 1) of \(count) answered other compositions than it was given; composing its \(shares[shard].count) here"
                )
                composed += await check.compose(shares[shard])
            case .failure(let failure):
                output.printError(
                    "note: check's process \(shard + 1) of \(count) failed (\(failure.description)); composing its \(shares[shard].count) here"
                )
                composed += await check.compose(shares[shard])
            case nil:
                composed += await check.compose(shares[shard])
            }
        }
        return composed
    }

    /// Why a share's process gave no report.
    struct ShardFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs this executable with `arguments`, its report written to a temporary file (a pipe
    /// would fill up and stall a big share), and reads the report.
    private static func run(_ arguments: [String]) async -> Result<[CatalogCheck.ComposedCase], ShardFailure> {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "petri-check-\(getpid())-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        guard FileManager.default.createFile(atPath: report.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: report)
        else {
            return .failure(ShardFailure(description: "cannot create \(report.path)"))
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        let status: Int32 = await withCheckedContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: -1)
            }
        }
        try? handle.close()
        guard status == 0 else {
            return .failure(ShardFailure(description: status == -1 ? "it did not start" : "exit status \(status)"))
        }
        do {
            return .success(try JSONDecoder().decode([CatalogCheck.ComposedCase].self, from: Data(contentsOf: report)))
        } catch {
            return .failure(ShardFailure(description: "its report does not read: \(error)"))
        }
    }
}
