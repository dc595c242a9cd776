import Foundation
import Testing

/// `petri check --jobs N`: compositions shared among processes, the report the same as one
/// process's (issue 22).
@Suite("petri check --jobs", .oneProcessAtATime)
struct CheckJobsTests {
    /// A report without its timings, the only thing that differs from run to run.
    private func untimed(_ text: String) -> String {
        text.replacingOccurrences(of: #"\s+\d+ ms"#, with: "", options: .regularExpression)
            .replacingOccurrences(
                of: #""milliseconds" : \d+|"milliseconds": \d+"#, with: "", options: .regularExpression
            )
            .replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
    }

    @Test(
        "Shared among 1, 2 or 3 processes, the report, its JSON, its JUnit file and the exit status are the same",
        arguments: [["--synthetic", "250:3"], [], ["--synthetic", "250:3", "--variant", "tabs"]])
    func sameReport(_ catalog: [String]) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("petri-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var reports: [String] = []
        var statuses: [Int32] = []
        for jobs in [1, 2, 3] {
            let junit = directory.appendingPathComponent("junit-\(jobs).xml").path
            let text = try await PetriBinary.run(catalog + ["check", "--jobs", "\(jobs)", "--junit", junit])
            let json = try await PetriBinary.run(catalog + ["check", "--json", "--jobs", "\(jobs)"])
            #expect(text.status == json.status)
            #expect(!text.standardError.contains("note:"), "no process failed: \(text.standardError)")
            statuses.append(text.status)
            reports.append(
                untimed(text.standardOutput) + untimed(json.standardOutput)
                    + untimed(try String(contentsOfFile: junit, encoding: .utf8)))
        }
        #expect(Set(statuses).count == 1)
        #expect(reports[1] == reports[0])
        #expect(reports[2] == reports[0])
        #expect(reports[0].contains(" passed, "))
    }

    @Test("A bad --jobs is refused, naming what is right")
    func badJobs() async throws {
        for value in ["0", "-2", "many"] {
            let result = try await PetriBinary.run(["check", "--jobs", value])
            #expect(result.status != 0)
            #expect(
                result.standardError.contains("--jobs") || result.standardError.contains("jobs"),
                "\(value): \(result.standardError)")
        }
    }
}
