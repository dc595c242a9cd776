import Foundation
import PetriDish
@testable import PetriSupport
@_spi(Fuzzing) @testable import PetriShell
import Testing

/// The inputs of `make fuzz`'s corpus (Fuzz/Corpus/<target>), replayed in `make test`: the seeds,
/// and every input that once crashed a target, which stays as a regression test.
@MainActor
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    @Test("Every corpus input runs through its target without a trap", arguments: FuzzTargets.names)
    func replay(_ target: String) throws {
        let folder = Self.corpus.appendingPathComponent(target)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!files.isEmpty, "Fuzz/Corpus/\(target) has seeds")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            FuzzTargets.run(target, bytes)
        }
    }

    @Test("Found by the fuzzer: 45 control characters, and one letter with 5,000 combining marks, echo in bounded size")
    func boundedEcho() {
        let controls = String(repeating: "\u{10}", count: 45)
        #expect(UserText.quoted(controls).count <= FuzzTargets.echoBound)
        let zalgo = "e" + String(repeating: "\u{301}", count: 5_000)
        let quoted = UserText.quoted("go " + zalgo)
        #expect(quoted.unicodeScalars.count < 300, "\(quoted.unicodeScalars.count) scalars")
        #expect(quoted.hasSuffix("…\" (4 characters)"))
        // Ordinary text is cut exactly as before: at 60 characters.
        #expect(
            UserText.quoted(String(repeating: "a", count: 61)) == "\"" + String(repeating: "a", count: 60)
                + "…\" (61 characters)")
        #expect(UserText.quoted("é") == "\"é\"")
    }
}
