import Foundation
import Testing

/// The end-to-end tests' hang guards: a child is killed only after minutes of silence, and a
/// terminal wait fails only when the screen stops changing — never on a slow machine's clock.
@Suite("Hang guards")
struct HangGuardTests {
    @Test("A child that writes nothing for the silence limit is killed, and the error names it and shows what it wrote")
    func silentChildIsKilled() async throws {
        // A limit of a second, for this test only: the child is silent for ten minutes, so it is
        // killed however slow the machine. On a machine too busy to let it write within that
        // second it is killed sooner, with less written: what was captured is then the start of
        // what it writes, never anything else.
        let shell = URL(fileURLWithPath: "/bin/sh")
        do {
            let result = try await Subprocess.run(
                shell, ["-c", "echo started; echo warming up >&2; exec sleep 600"],
                environment: ["PATH": "/usr/bin:/bin"], silenceLimit: .seconds(1))
            Issue.record("the silent child was not killed: it ended with status \(result.status)")
        } catch let error as SubprocessError {
            guard case let .hung(command, silence, standardOutput, standardError) = error else {
                Issue.record("expected a hang, got: \(error)")
                return
            }
            #expect(command.hasPrefix("sh -c echo started"), "\(command)")
            #expect(silence == .seconds(1))
            #expect("started\n".hasPrefix(standardOutput), "\(standardOutput)")
            #expect("warming up\n".hasPrefix(standardError), "\(standardError)")
            #expect(error.description.contains("wrote nothing for 1 seconds and was killed as hung"), "\(error)")
        }
    }

    @Test("A child that ends is not reported as hung, whatever it wrote")
    func childThatEndsIsNotHung() async throws {
        let result = try await Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 3"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 3)
        #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    }

    @Test("A screen counts as stalled only from when it last changed")
    func stallWatch() {
        var watch = TmuxSession.StallWatch()
        #expect(watch.unchangedFor(["petri> "]) == nil)
        let same = watch.unchangedFor(["petri> "])
        #expect(same != nil && same! >= .zero)
        #expect(watch.unchangedFor(["petri> open shop.home"]) == nil)
        #expect(watch.unchangedFor(["petri> open shop.home"]) != nil)
    }
}
