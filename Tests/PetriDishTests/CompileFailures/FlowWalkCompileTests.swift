import Testing

/// Issue 35: a flow's walk is typed steps, so a misspelled step is the compiler's error, not a
/// failure when `check` plays the walk.
@Suite("A flow walk's mistakes do not compile")
struct FlowWalkCompileTests {
    static let mistakes: [(name: String, code: String, diagnostic: String)] = [
        (
            "a misspelled step",
            #"let walk = FlowEntry.Walk("log in", [.sned("login")])"#,
            "type 'FlowStep' has no member 'sned'"
        ),
        (
            "a tab by its title",
            #"let walk = FlowEntry.Walk("tabs", [.tab("Profile")])"#,
            "cannot convert value of type 'String' to expected argument type 'Int'"
        ),
        (
            "a step written as words among typed steps",
            #"let walk = FlowEntry.Walk("open and back", [.send("open"), "back"])"#,
            "cannot convert value of type 'String' to expected element type 'FlowStep'"
        ),
        (
            "an argument without its label",
            #"let walk = FlowEntry.Walk("product", [.send("product", "42")])"#,
            "missing argument label 'argument:' in call"
        ),
        (
            "a swipe with a misspelled label",
            #"let walk = FlowEntry.Walk("swipe", [.swipeBack(finish: true)])"#,
            "incorrect argument label in call (have 'finish:', expected 'finishing:')"
        ),
    ]

    @Test("The control: a walk of every kind of step compiles without a warning")
    func control() throws {
        let result = try CompileFailureTests.typecheck(
            """
            let walks = [
                FlowEntry.Walk("every step", [
                    .send("login"), .send("product", argument: "42"), .back, .swipeBack(finishing: false),
                    .swipeBack(finishing: true), .dismiss(finishing: false), .dismiss(finishing: true), .tab(1),
                ]),
                FlowEntry.Walk("start", []),
            ]
            """)
        #expect(result.status == 0, "\(result.output.prefix(2_000))")
        #expect(!result.output.contains("warning:"), "\(result.output.prefix(2_000))")
    }

    @Test("Refused by the compiler", arguments: mistakes.map(\.name))
    func refused(_ name: String) throws {
        let mistake = try #require(Self.mistakes.first { $0.name == name })
        let result = try CompileFailureTests.typecheck(mistake.code)
        #expect(result.status != 0, "\(name) compiled")
        #expect(result.output.contains(mistake.diagnostic), "\(name): \(result.output.prefix(1_500))")
    }

    @Test("A walk written as words still compiles for one release, with a warning naming the typed form")
    func wordsDeprecated() throws {
        let result = try CompileFailureTests.typecheck(
            #"let walk = FlowEntry.Walk("open and back", ["send open", "back"])"#)
        #expect(result.status == 0, "\(result.output.prefix(2_000))")
        #expect(
            result.output.contains("'init(_:_:)' is deprecated: Write the steps as FlowStep values"),
            "\(result.output.prefix(2_000))")
    }
}
