import Foundation
import Testing

/// Issue 19's smaller items, through the binary as QA meets them.
@Suite("Coordinator commands through the binary", .oneProcessAtATime)
struct CoordinatorCommandTests {
    @Test("flow with an unknown id says no flow has it, with a near miss")
    func unknownFlow() async throws {
        let result = try await PetriBinary.run([], input: "flow flow.reviws\n")
        #expect(
            result.standardError.contains(#"no flow has the id "flow.reviws" — did you mean "flow.reviews"?"#),
            "\(result.standardError)")
    }

    @Test("a flow that declares an example starts with it in a pipe, where nobody can be asked")
    func flowExampleInAPipe() async throws {
        let result = try await PetriBinary.run([], input: "flow flow.product-tour\nleaks\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("ProductViewController"))
        #expect(result.standardOutput.hasSuffix("no leak\n"))
    }

    @Test(
        "a swipe back given up half-way keeps the review and its coordinator; a finished one ends it; leaks stays quiet"
    )
    func cancelledSwipeInTheShell() async throws {
        let result = try await PetriBinary.run(
            [], input: "flow flow.reviews\nsend open\nback --cancel\nback --swipe\nleaks\n")
        #expect(result.status == 0, "\(result.standardError)")
        let changes = result.standardOutput.components(separatedBy: "\n").filter {
            $0.hasPrefix("- ") || $0 == "no change"
        }
        #expect(changes.first == "no change")
        #expect(changes.dropFirst().first?.hasPrefix("- WriteReviewViewController") == true)
        #expect(result.standardOutput.hasSuffix("no leak\n"))
    }

    @Test("a second leak with the same text as the first is announced too: it is another object")
    func sameTextAnotherLeak() async throws {
        let result = try await PetriBinary.run(
            [], input: "flow flow.reviews.forgetful\nsend open\nback\nsend open\nback\n")
        #expect(
            result.standardError == String(repeating: "warning: 1 new leak in the flow; `leaks` lists them\n", count: 2)
        )
    }

    @Test("check lists the warnings of the cases that passed with warnings")
    func checkListsWarnings() async throws {
        let result = try await PetriBinary.run(["check"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.components(separatedBy: "\n")
        let passedWithWarnings = lines.filter { $0.contains("passed (") }
        #expect(!passedWithWarnings.isEmpty)
        let heading = try #require(lines.firstIndex(of: "Warnings"))
        #expect(
            lines[(heading + 1)...].contains {
                $0.hasPrefix("  flow.reviews.forgetful ") && $0.contains("bookkeeping leak")
            })
    }
}
