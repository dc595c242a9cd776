import Testing
@testable import PetriShell

@MainActor
@Suite("Invocation: flags apart from arguments")
struct InvocationTests {
    @Test("Known flags are set apart, in any position")
    func knownFlags() throws {
        let invocation = try Invocation.parse(["--trace", "shop://product/42"], command: LinkCommand())
        #expect(invocation.command == "link")
        #expect(invocation.arguments == ["shop://product/42"])
        #expect(invocation.flags == ["--trace"])
        #expect(invocation.has("--trace"))
        #expect(!invocation.has("--json"))
    }

    @Test("A repeated flag counts once")
    func repeatedFlag() throws {
        let invocation = try Invocation.parse(["--json", "--json"], command: LinkCommand())
        #expect(invocation.flags == ["--json"])
        #expect(invocation.arguments.isEmpty)
    }

    @Test("A lone --, a single dash and values with dashes are arguments")
    func dashesThatAreNotFlags() throws {
        let invocation = try Invocation.parse(["--", "-x", "name=--trace"], command: FindCommand())
        #expect(invocation.arguments == ["--", "-x", "name=--trace"])
        #expect(invocation.flags.isEmpty)
    }

    @Test("An unknown flag names the command, suggests a near miss and lists the accepted ones")
    func unknownFlag() {
        #expect(throws: ShellError.unknownFlag("--jsn", command: "link", accepted: ["--plan", "--trace", "--json"])) {
            try Invocation.parse(["--jsn"], command: LinkCommand())
        }
        #expect(ShellError.unknownFlag("--jsn", command: "tree", accepted: ["--json"]).description
            == #"tree has no flag "--jsn" — did you mean "--json"?; it takes --json"#)
        #expect(ShellError.unknownFlag("--json", command: "back", accepted: []).description
            == #"back has no flag "--json"; it takes no flags"#)
        #expect(ShellError.unknownFlag("--verbose", command: "open", accepted: ["--trace"]).description
            == #"open has no flag "--verbose"; it takes --trace"#)
    }
}
