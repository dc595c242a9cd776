import Foundation
import Testing

/// `petri --synthetic N[:seed]`: every command runs on a generated catalog (issue 10).
@Suite("petri --synthetic", .oneProcessAtATime)
struct SyntheticCommandLineTests {
    @Test("Before or after the command, one-shot or in the shell, the generated catalog replaces the app's")
    func everyCommandRunsOnIt() async throws {
        let list = try await PetriBinary.run(["--synthetic", "300:2", "list"])
        #expect(list.status == 0)
        #expect(list.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("  synthetic.g") }.count == 300)
        #expect(
            list.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("  synthetic.flow.g") }.count == 3,
            "one flow per group of 100")
        #expect(!list.standardOutput.contains("shop."))

        let after = try await PetriBinary.run(["list", "--synthetic", "300:2"])
        #expect(after.standardOutput == list.standardOutput, "the same size and seed list the same screens")

        let check = try await PetriBinary.run(["check", "--synthetic", "60:5"])
        #expect(check.status == 0, "\(check.standardOutput.suffix(400))")
        #expect(check.standardOutput.contains(" passed, 0 failed"))

        let shell = try await PetriBinary.run(["--synthetic", "20"], input: "open synthetic.g0.s3 default\n")
        #expect(shell.status == 0, "\(shell.standardError)")
        #expect(shell.standardOutput.contains("● SyntheticScreen3 \"Screen 3\""), "\(shell.standardOutput)")
    }

    @Test("A bad size or seed is refused, saying what is right")
    func badSpecification() async throws {
        for value in ["0", "-3", "x", "5:seed", "2000000"] {
            let result = try await PetriBinary.run(["--synthetic", value, "list"])
            #expect(result.status != 0)
            #expect(result.standardError.contains("give N[:seed]"), "\(value): \(result.standardError)")
        }
    }
}
