import PetriDish
import Testing
@testable import PetriShell

@MainActor
@Suite("Collecting a screen's parameters")
struct ParameterCollectorTests {
    private func collect(_ id: String, _ arguments: [String], shell: Shell) throws -> ContextValues {
        try ParameterCollector(shell: shell).values(
            for: try shell.dish.entry(id), arguments: arguments, command: "open")
    }

    private func collect(_ id: String, _ arguments: [String]) throws -> ContextValues {
        try collect(id, arguments, shell: try ShellHarness.shell().shell)
    }

    private func errorText(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    // MARK: Without a terminal

    @Test("name=value words become typed values, defaults fill the rest")
    func nameValueWords() throws {
        #expect(try collect("shop.product", ["productID=42"]).description == "productID=42")
        #expect(try collect("shop.products", ["category=shoes"]).description == "category=shoes sort=price")
        #expect(
            try collect("shop.products", ["onlyInStock=yes", "category=jackets", "sort=newest"]).description
                == "category=jackets sort=newest onlyInStock=true")
        #expect(try collect("shop.home", []).description == "")
    }

    @Test("An example's name gives its values; name=value words override them")
    func exampleNames() throws {
        #expect(try collect("shop.product", ["sneakers"]).int("productID") == 42)
        #expect(try collect("shop.product", ["sneakers", "productID=7"]).int("productID") == 7)
        #expect(try collect("shop.product", ["productID=7", "sneakers"]).int("productID") == 7)
        #expect(
            try collect("shop.products", ["new-jackets", "sort=price"]).description
                == "category=jackets sort=price onlyInStock=true")
    }

    @Test("Missing required parameters are an error that lists every one, and nothing is asked")
    func missingParameters() {
        let reader = ScriptedLineReader([.line("42")])
        #expect(
            errorText {
                let (shell, _) = try ShellHarness.shell(reader: reader, interactive: false)
                _ = try collect("shop.product", [], shell: shell)
            } == "shop.product needs productID (int); give it as name=value, e.g. `open shop.product productID=42`")
        #expect(reader.prompts.isEmpty)
        #expect(
            errorText { _ = try collect("shop.products", ["sort=rating"]) }
                == "shop.products needs category (shoes|shirts|jackets|accessories); give it as name=value, e.g. `open shop.products category=shoes`"
        )
        do {
            _ = try collect("shop.products", [])
            Issue.record("expected an error")
        } catch ShellError.missingParameters(let screen, let parameters, _) {
            #expect(screen == "shop.products")
            #expect(parameters == ["category (shoes|shirts|jackets|accessories)"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("At a terminal a bad value typed on the line is reported before anything is asked")
    func badValueBeforePrompts() throws {
        let reader = ScriptedLineReader([.line("shoes")])
        let (shell, _) = try ShellHarness.shell(reader: reader, interactive: true)
        #expect(
            errorText { _ = try collect("shop.products", ["sort=cheap"], shell: shell) }?
                .contains(#"sort: "cheap" is not one of price, rating, newest"#) == true)
        #expect(reader.prompts.isEmpty, "asked \(reader.prompts) before reporting the bad value")
    }

    @Test("A bare word that is no example is explained, with a near miss and the examples")
    func unknownBareWord() {
        #expect(
            errorText { _ = try collect("shop.product", ["sneaker"]) }
                == #""sneaker" is neither name=value nor an example of shop.product — did you mean "sneakers"?; its examples: sneakers"#
        )
        #expect(
            errorText { _ = try collect("shop.product", ["productID"]) }
                == #""productID" is neither name=value nor an example of shop.product — did you mean "productID="?; its examples: sneakers"#
        )
        #expect(
            errorText { _ = try collect("shop.products", ["boots"]) }
                == #""boots" is neither name=value nor an example of shop.products; its examples: shoes, new-jackets"#)
    }

    @Test("A second example is refused without suggesting the example itself")
    func secondExample() {
        #expect(
            errorText { _ = try collect("shop.product", ["sneakers", "sneakers"]) }
                == #""sneakers" is a second example of shop.product; give one example ("sneakers" is already chosen) and name=value for the rest"#
        )
        #expect(
            errorText { _ = try collect("shop.products", ["shoes", "productID=1", "new-jackets"]) }
                == #""new-jackets" is a second example of shop.products; give one example ("shoes" is already chosen) and name=value for the rest"#
        )
    }

    @Test("=value without a name is not taken for a parameter")
    func valueWithoutName() {
        #expect(
            errorText { _ = try collect("shop.product", ["=5"]) }
                == #""=5" is neither name=value nor an example of shop.product; its examples: sneakers"#)
    }

    @Test("Wrong values and names are reported together with what is missing")
    func invalidValues() {
        #expect(
            errorText { _ = try collect("shop.product", ["productID=abc"]) }
                == #"productID: "abc" is not an int (expected a whole number, e.g. 42)"#)
        #expect(
            errorText { _ = try collect("shop.product", ["productId=4"]) }
                == "unknown parameter \"productId\" — did you mean \"productID\"?\nmissing required parameter: productID (int)"
        )
    }

    // MARK: At a terminal

    @Test("At a terminal each missing required parameter is asked for, with completion")
    func asksForMissing() throws {
        let reader = ScriptedLineReader([.line("shoes"), .line("rating"), .line("")])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        let values = try collect("shop.products", [], shell: shell)
        #expect(values.description == "category=shoes sort=rating")
        #expect(
            reader.prompts == [
                "  category (shoes|shirts|jackets|accessories, e.g. shoes): ",
                "  sort (price|rating|newest, default price): ",
                "  onlyInStock (bool?, Enter skips): ",
            ])
        #expect(reader.requests.allSatisfy { !$0.addsToHistory })
        let completion = try #require(reader.requests.first?.completion)
        #expect(completion("sh", 2) == Completion(word: "sh", candidates: ["shoes", "shirts"]))
        #expect(output.standardOutput == "")
    }

    @Test("An empty answer takes the default; without a default it is asked again")
    func emptyAnswers() throws {
        let reader = ScriptedLineReader([.line(""), .line("  "), .line("7")])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        #expect(try collect("shop.product", [], shell: shell).int("productID") == 7)
        #expect(reader.prompts.count == 3)
        #expect(
            output.standardError
                == String(repeating: "  productID needs a value (a whole number, e.g. 42); Ctrl-C cancels\n", count: 2))

        let defaults = ScriptedLineReader([.line(""), .line("")])
        let (other, _) = try ShellHarness.shell(reader: defaults, interactive: true)
        #expect(
            try collect("shop.products", ["category=shoes"], shell: other).description == "category=shoes sort=price")
    }

    @Test("A bad answer is explained and asked again")
    func badAnswer() throws {
        let reader = ScriptedLineReader([.line("forty-two"), .line("42")])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        #expect(try collect("shop.product", [], shell: shell).int("productID") == 42)
        #expect(reader.prompts == Array(repeating: "  productID (int, e.g. 42): ", count: 2))
        #expect(output.standardError == "  productID: \"forty-two\" is not an int (expected a whole number, e.g. 42)\n")
    }

    @Test("Ctrl-C or the end of input cancels the whole command")
    func cancelled() throws {
        for input in [LineInput.interrupted, .endOfInput] {
            let reader = ScriptedLineReader([.line("shoes"), input])
            let (shell, _) = try ShellHarness.shell(reader: reader, interactive: true)
            #expect(throws: ShellError.cancelled(what: "open")) {
                try collect("shop.products", [], shell: shell)
            }
            #expect(reader.prompts.count == 2)
        }
        #expect(ShellError.cancelled(what: "open").description == "open cancelled; nothing changed")
    }

    @Test("Optional parameters and given ones are not asked for")
    func onlyMissingRequiredAreAsked() throws {
        let reader = ScriptedLineReader([])
        let (shell, _) = try ShellHarness.shell(reader: reader, interactive: true)
        #expect(
            try collect("shop.products", ["new-jackets"], shell: shell).description
                == "category=jackets sort=newest onlyInStock=true")
        #expect(reader.prompts.isEmpty)
    }

    @Test("12. Optional parameters are offered after the required ones; an answer is taken, Enter skips")
    func optionalParametersAreOffered() throws {
        let reader = ScriptedLineReader([.line(""), .line("true")])
        let (shell, _) = try ShellHarness.shell(reader: reader, interactive: true)
        #expect(
            try collect("shop.products", ["category=shoes"], shell: shell).description
                == "category=shoes sort=price onlyInStock=true")
        #expect(reader.prompts.last == "  onlyInStock (bool?, Enter skips): ")
    }

    @Test("12. A named example supplies its values: nothing is asked")
    func exampleAsksNothing() throws {
        let reader = ScriptedLineReader([])
        let (shell, _) = try ShellHarness.shell(reader: reader, interactive: true)
        #expect(try collect("shop.reviews", ["all"], shell: shell).description == "productID=42 sort=newest")
        #expect(reader.prompts.isEmpty)
    }

    @Test("12. A required string given inline as name= is refused like an empty answer")
    func emptyInlineStringIsRefused() throws {
        #expect(
            errorText { _ = try collect("shop.search.results", ["query="]) }
                == "query needs a value (any text); `query=` gives none")
    }
}
