import PetriDish
import Testing

/// Issue 35: `check` holds each flow to what it declares the audit will find, and names a
/// walk's failing step in the shell's words.
@MainActor
@Suite("Catalog check: flows and what they expect")
struct FlowExpectationCheckTests {
    private func check(
        forgetsChildren: Bool, expecting expectation: FlowExpectation, walk: [FlowStep] = [.send("open"), .back]
    ) async throws -> CheckCase {
        let catalog = try FlowWalkTests.catalog(
            forgetsChildren: forgetsChildren, expecting: expectation, walks: [FlowEntry.Walk("open and back", walk)])
        let report = await CatalogCheck(catalog: catalog).run()
        return try #require(report.cases.first { $0.entry == "mail" })
    }

    @Test("A flow expected to leak passes when the audit flags the leak, which it lists as a warning")
    func expectedLeakCaught() async throws {
        let checked = try await check(
            forgetsChildren: true, expecting: .leaks(because: "the mailbox forgets its children"))
        guard case .passed(let warnings) = checked.outcome else {
            Issue.record("\(checked.outcome)")
            return
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("bookkeeping leak: Message") == true)
        #expect(warnings.first?.hasSuffix("removed by `back`]") == true)
    }

    @Test("A flow expected to leak fails when the audit finds nothing, saying why it was expected to")
    func expectedLeakMissed() async throws {
        let checked = try await check(
            forgetsChildren: false, expecting: .leaks(because: "the mailbox forgets its children"))
        #expect(
            checked.outcome
                == .failed(
                    reason: "expected to leak (the mailbox forgets its children), but the audit found no leak",
                    trace: ""))
    }

    @Test("A flow expected to leave nothing passes clean and fails on a leak")
    func noLeaksExpected() async throws {
        #expect(try await check(forgetsChildren: false, expecting: .noLeaks).outcome == .passed(warnings: []))
        let leaking = try await check(forgetsChildren: true, expecting: .noLeaks)
        guard case .failed(let reason, _) = leaking.outcome else {
            Issue.record("\(leaking.outcome)")
            return
        }
        #expect(reason.hasPrefix("bookkeeping leak: Message"))
    }

    @Test("A step that cannot be played fails the walk, named in the shell's words")
    func failingStepNamed() async throws {
        let checked = try await check(
            forgetsChildren: false, expecting: .noLeaks, walk: [.send("open"), .dismiss(finishing: false)])
        guard case .failed(let reason, _) = checked.outcome else {
            Issue.record("\(checked.outcome)")
            return
        }
        #expect(reason.hasPrefix(#"step "dismiss --cancel" failed: "#), "\(reason)")
    }
}
