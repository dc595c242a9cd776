import Foundation
import PetriDish
import PetriSupport

/// Replays a session in a new build of the tool: runs the built executable's `watch-replay`
/// on the session's script and reads back the hierarchy it reached.
struct ToolReplay {
    /// What the new build made of the session.
    struct Outcome {
        /// The hierarchy it reached; `nil` when it could not say.
        var hierarchy: HierarchySnapshot?
        /// The command that failed, with its line and error, or why the tool could not replay.
        var failure: String?
    }

    /// The new build of the tool.
    let executable: URL

    /// Replays the script at `script` in a new process of the tool.
    @MainActor
    func run(script: URL) async -> Outcome {
        let result: ChildProcess.Result
        do {
            result = try await ChildProcess.run(executable, ["watch-replay", script.path])
        } catch {
            return Outcome(hierarchy: nil, failure: "cannot start \(UserText.quoted(executable.path)): \(error)")
        }
        let errors = result.errorOutput.split(separator: "\n").map(String.init)
        let hierarchy = try? HierarchySnapshot(json: result.output)
        switch result.status {
        case 0 where hierarchy != nil:
            return Outcome(hierarchy: hierarchy, failure: nil)
        case 1 where hierarchy != nil:
            return Outcome(hierarchy: hierarchy, failure: errors.joined(separator: "\n"))
        case let status where status > 128:
            return Outcome(
                hierarchy: nil,
                failure: "the new build crashed (signal \(status - 128)) replaying the session"
                    + (errors.isEmpty ? "" : ":\n" + errors.suffix(8).joined(separator: "\n")))
        default:
            return Outcome(
                hierarchy: nil,
                failure: "the new build could not replay the session (exit status \(result.status))"
                    + (errors.isEmpty ? "" : ":\n" + errors.suffix(8).joined(separator: "\n")))
        }
    }
}
