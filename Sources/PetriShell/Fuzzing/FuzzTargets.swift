import Foundation
import PetriDish
import PetriSupport

/// The parsers that read what users, scripts and links type, as entry points for
/// coverage-guided fuzzing (`make fuzz`, libFuzzer) and for the tests that replay its corpus.
/// Each takes any bytes and must neither crash nor hang; each also checks what petri promises
/// about its answers (echoed input stays bounded), trapping when a promise is broken so the
/// fuzzer reports the input.
@_spi(Fuzzing)
public enum FuzzTargets {
    /// The targets, by the name `make fuzz` and `PETRI_FUZZ_TARGET` use.
    public static let names = ["words", "parameters", "deep-links", "scripts"]

    /// Runs target `name` on `bytes`; an unknown name does nothing.
    @MainActor
    public static func run(_ name: String, _ bytes: [UInt8]) {
        switch name {
        case "words": words(bytes)
        case "parameters": parameters(bytes)
        case "deep-links": deepLinks(bytes)
        case "scripts": scripts(bytes)
        default: break
        }
    }

    /// Any text: the longest an echo of it may be, in characters: at most `4 × displayLimit`
    /// scalars, each escaped in at most 6 characters (`\u{9F}`), quotes, an ellipsis and the
    /// length.
    static let echoBound = 4 * UserText.displayLimit * 6 + 40

    /// The command-line word parser, with and without an unterminated quote allowed (as
    /// completion reads a line being typed), and the echo of what it was given.
    public static func words(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let split = try? CommandLineWords.split(text) {
            for word in split.texts { precondition(word.utf8.count <= text.utf8.count, "a word longer than its line") }
        }
        _ = try? CommandLineWords.split(text, allowUnterminated: true)
        precondition(UserText.quoted(text).count <= echoBound, "an unbounded echo")
        _ = UserText.printable(text)
    }

    /// One parameter of each type reads the text after the first byte (which picks the
    /// type), and the whole text as `name=value` arguments for all of them.
    public static func parameters(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let parameter = sampleParameters[Int(selector) % sampleParameters.count]
        if case .failure(let error) = Result(catching: { () throws(ParameterError) in try parameter.parse(text) }) {
            precondition(error.description.count <= 4 * echoBound, "an unbounded parameter error")
        }
        let arguments = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        _ = try? ContextValues(parsing: arguments, for: sampleParameters)
    }

    /// Every type a parameter can have, optional or not.
    static let sampleParameters: [ContextParameter] = {
        let types: [ParameterType] = [
            .string, .int, .double, .bool, .uuid, .url, .date, .choice(["price", "rating", "Relevance"]),
        ]
        return types.enumerated().flatMap { index, type in
            [ContextParameter("p\(index)", type), ContextParameter("o\(index)", .optional(type))]
        }
    }()

    /// The deep-link matcher of a 200-screen synthetic catalog.
    @MainActor
    public static func deepLinks(_ bytes: [UInt8]) {
        let url = String(decoding: bytes, as: UTF8.self)
        guard let catalog = linkCatalog else { return }
        do {
            let resolution = try catalog.resolve(deepLink: url)
            precondition(catalog.contains(screen: resolution.entry), "a link resolved to an unknown screen")
        } catch {
            precondition(error.description.count <= 8 * echoBound + 2_000, "an unbounded deep-link error")
        }
    }

    @MainActor private static let linkCatalog = try? SyntheticCatalog.make(screens: 200, seed: 5)

    /// The QA script parser.
    public static func scripts(_ bytes: [UInt8]) {
        _ = try? Script.parse(String(decoding: bytes, as: UTF8.self))
    }
}
