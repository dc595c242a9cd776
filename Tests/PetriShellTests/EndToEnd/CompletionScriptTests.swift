import Foundation
import Testing
@testable import PetriShell

/// The bash completion script ArgumentParser generates (`petri --generate-completion-script
/// bash`) completes screen ids, parameters and variants through petri's own completer (issue 8).
@Suite(
    "Shell completion scripts", .oneProcessAtATime,
    .enabled(if: Subprocess.executable(named: "bash") != nil, "needs bash"))
struct CompletionScriptTests {
    /// What bash's completion function offers for `petri <line>`.
    private func complete(_ line: String, script: URL, binary: URL) async throws -> [String] {
        let bash = try #require(Subprocess.executable(named: "bash"))
        let program = #"""
            source "$1"
            COMP_LINE="$2 $3"
            read -a COMP_WORDS <<< "$COMP_LINE"
            [[ "$COMP_LINE" == *' ' ]] && COMP_WORDS+=('')
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            COMP_POINT=${#COMP_LINE}
            _petri petri "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\n' "${COMPREPLY[@]}"
            """#
        let result = try await Subprocess.run(
            bash, ["-c", program, "bash", script.path, binary.path, line],
            environment: PetriBinary.environment(stateHome: script.deletingLastPathComponent()))
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test("The bash script completes commands, screen ids, name= parameters, choices and variants")
    func bash() async throws {
        let binary = try PetriBinary.require()
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = try await PetriBinary.run(["--generate-completion-script", "bash"])
        #expect(generated.status == 0)
        let script = directory.appendingPathComponent("petri.bash")
        try generated.standardOutput.write(to: script, atomically: true, encoding: .utf8)

        #expect(try await complete("ch", script: script, binary: binary) == ["check"])
        #expect(
            try await complete("open shop.pro", script: script, binary: binary) == [
                "shop.product", "shop.product.shared", "shop.products",
            ])
        #expect(try await complete("open shop.product product", script: script, binary: binary) == ["productID="])
        #expect(
            try await complete("show shop.reviews sort=h", script: script, binary: binary).isEmpty,
            "show takes one id, no values")
        #expect(
            try await complete("open shop.reviews sort=h", script: script, binary: binary) == [
                "sort=helpful", "sort=highest",
            ])
        #expect(try await complete("--variant m", script: script, binary: binary) == ["menu"])
    }
}
