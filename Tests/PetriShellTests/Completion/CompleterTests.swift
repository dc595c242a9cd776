import PetriDish
import Testing
@testable import PetriShell
import ShopCatalog

/// Tab completion as a pure function of the line and the cursor. The screens are the demo
/// catalog's fixed ones plus one with presets; the commands are the shell's own.
@MainActor
@Suite("Completer")
struct CompleterTests {
    static let fixedScreens: Set<String> = [
        "shop.home", "shop.categories", "shop.products", "shop.product", "shop.cart", "shop.checkout",
        "account.profile", "account.login",
    ]

    let completer: Completer

    init() throws {
        let catalog = try ShopCatalog.make()
        let commands = ShellVerbs.commands.flatMap { command in
            ([command.name] + command.aliases).map {
                Completer.CommandInfo(
                    name: $0, arguments: command.arguments, flags: command.flags, valueOptions: command.valueOptions)
            }
        }
        var screens = catalog.sortedEntries.filter { Self.fixedScreens.contains($0.id) }.map {
            Completer.ScreenInfo(id: $0.id, parameters: $0.parameters, examples: $0.examples.map(\.name))
        }
        screens.append(
            Completer.ScreenInfo(
                id: "test.account",
                parameters: [
                    ContextParameter(
                        "user", .optional(.string),
                        presets: [
                            ParameterPreset("guest", value: "guest-1"), ParameterPreset("premium", value: "vip-7"),
                        ])
                ],
                examples: []))
        var completer = Completer(
            commands: commands, screens: screens, variants: ["tabs", "menu"],
            tabs: ["home", "catalog", "cart", "profile"])
        completer.windows = ["Lock", "Window"]
        self.completer = completer
    }

    private func complete(_ line: String, cursor: Int? = nil) -> Completion {
        completer.complete(line: line, cursor: cursor ?? line.count)
    }

    private func candidates(_ line: String) -> [String] {
        complete(line).candidates
    }

    // MARK: Command names

    @Test("An empty line offers every command and alias")
    func everyCommand() {
        let completion = complete("")
        #expect(completion.word == "")
        let names = ShellVerbs.all.flatMap { [$0.name] + $0.aliases }
        #expect(completion.candidates == names)
        #expect(completion.candidates.contains("open") && completion.candidates.contains("ls"))
    }

    @Test("A partial command name offers the commands it starts")
    func partialCommand() {
        #expect(complete("op") == Completion(word: "op", candidates: ["open"]))
        #expect(candidates("lo") == ["login", "logout"])
        #expect(candidates("ex") == ["export", "exit"])
        #expect(candidates("  he") == ["help"])
        #expect(candidates("zz") == [])
    }

    // MARK: Screen ids

    @Test("After a command that takes a screen, screen ids")
    func screenIds() {
        #expect(
            complete("open shop.pro") == Completion(word: "shop.pro", candidates: ["shop.product", "shop.products"]))
        #expect(complete("show account.lo") == Completion(word: "account.lo", candidates: ["account.login"]))
        #expect(candidates("go shop.c") == ["shop.cart", "shop.categories", "shop.checkout"])
        #expect(candidates("plan acc") == ["account.login", "account.profile"])
        #expect(candidates("open ").count == Self.fixedScreens.count + 1)
    }

    @Test("show takes one screen and nothing after it")
    func showTakesOneScreen() {
        #expect(candidates("show shop.product ") == [])
    }

    @Test("An unknown command or screen completes nothing")
    func unknownCompletesNothing() {
        #expect(complete("opne shop.pro") == .empty)
        #expect(candidates("open shop.nope ") == [])
    }

    // MARK: Parameters and examples

    @Test("After a screen id: its parameters as name= and its examples")
    func parameterNamesAndExamples() {
        #expect(complete("open shop.product ") == Completion(word: "", candidates: ["productID=", "sneakers"]))
        #expect(candidates("go shop.products ") == ["category=", "sort=", "onlyInStock=", "shoes", "new-jackets"])
        #expect(candidates("open shop.products s") == ["sort=", "shoes"])
        #expect(candidates("plan shop.products new") == ["new-jackets"])
        #expect(candidates("open shop.home ") == ["default"])
    }

    @Test("Parameters already given and a second example are not offered again")
    func givenParametersAreLeftOut() {
        #expect(candidates("open shop.products category=shoes ") == ["sort=", "onlyInStock=", "shoes", "new-jackets"])
        #expect(candidates("open shop.products shoes ") == ["category=", "sort=", "onlyInStock="])
        #expect(candidates("open shop.product productID=42 ") == ["sneakers"])
    }

    @Test("After name=, that parameter's values: enum choices, booleans, nil, presets")
    func parameterValues() {
        #expect(
            complete("open shop.products category=")
                == Completion(
                    word: "category=",
                    candidates: ["category=shoes", "category=shirts", "category=jackets", "category=accessories"]))
        #expect(
            complete("open shop.products category=j")
                == Completion(word: "category=j", candidates: ["category=jackets"]))
        #expect(candidates("open shop.products sort=") == ["sort=price", "sort=rating", "sort=newest"])
        #expect(
            candidates("open shop.products onlyInStock=") == [
                "onlyInStock=true", "onlyInStock=false", "onlyInStock=nil",
            ])
        #expect(candidates("open test.account user=") == ["user=guest", "user=premium", "user=nil"])
        #expect(candidates("open test.account user=p") == ["user=premium"])
    }

    @Test("Values of free-form and unknown parameters are not guessed")
    func noValuesToOffer() {
        #expect(candidates("open shop.product productID=") == [])
        #expect(candidates("open shop.product productID=4") == [])
        #expect(candidates("open shop.products colour=") == [])
    }

    // MARK: Flags, variants, tabs, commands

    @Test("After --, the command's flags")
    func flags() {
        #expect(
            complete("open shop.product --") == Completion(word: "--", candidates: ["--trace", "--json", "--svg"]))
        #expect(candidates("go shop.cart --t") == ["--trace"])
        #expect(candidates("tree --j") == ["--json"])
        #expect(candidates("tree --") == ["--json", "--window", "--svg"])
        #expect(candidates("list --") == ["--json"])
        #expect(candidates("back --") == ["--swipe", "--cancel"])
        #expect(candidates("tab --") == [])
    }

    @Test("After --svg, a path (FileNameCompletionTests), and the file is no argument (issue 37)")
    func pictureFile() {
        #expect(candidates("open shop.product --svg no-such-file-zq") == [])
        #expect(candidates("open shop.product --svg ").allSatisfy { $0.hasSuffix("/") || $0.hasSuffix(".svg") })
        #expect(candidates("open shop.product --svg out.svg prod") == ["productID="])
        #expect(candidates("tree --svg out.svg --") == ["--json", "--window", "--svg"])
    }

    @Test("After tree --window, the shown windows' names; the name is no argument (issue 34)")
    func windowNames() async throws {
        let (shell, _) = try ShellHarness.shell()
        #expect(await shell.execute("go app.locked"))
        #expect(Completer(shell: shell).complete(line: "tree --window ", cursor: 14).candidates == ["Lock", "Window"])

        #expect(candidates("tree --window ") == ["Lock", "Window"])
        #expect(candidates("tree --window W") == ["Window"])
        #expect(candidates("tree --json --window L") == ["Lock"])
        #expect(candidates("tree --window Lock --") == ["--json", "--window", "--svg"])
        #expect(candidates("tree --window Lock ") == [])
    }

    @Test("Flags before the screen do not count as arguments")
    func flagsAreSkipped() {
        #expect(candidates("open --trace shop.pro") == ["shop.product", "shop.products"])
        #expect(candidates("open --trace shop.product ") == ["productID=", "sneakers"])
    }

    @Test("variant, tab and help complete their one argument")
    func otherArguments() {
        #expect(candidates("variant ") == ["tabs", "menu"])
        #expect(candidates("variant m") == ["menu"])
        #expect(candidates("variant menu ") == [])
        #expect(candidates("tab ca") == ["catalog", "cart"])
        #expect(candidates("help o") == ["open"])
        #expect(candidates("help open ") == [])
    }

    @Test("Commands that take words or nothing complete nothing")
    func nothingToComplete() {
        #expect(candidates("find shop") == [])
        #expect(candidates("ls ") == [])
        #expect(candidates("back ") == [])
        #expect(candidates("set ") == [])
    }

    // MARK: Cursor and quoting

    @Test("With the cursor inside the line, only the text before it counts")
    func cursorInTheMiddle() {
        let line = "open shop.pro productID=42"
        #expect(
            complete(line, cursor: 13) == Completion(word: "shop.pro", candidates: ["shop.product", "shop.products"]))
        #expect(complete("sh shop.product", cursor: 2) == Completion(word: "sh", candidates: ["show"]))
        #expect(complete(line, cursor: 5) == Completion(word: "", candidates: completer.screens.ids))
        #expect(
            complete("open shop.products category=sh x=1", cursor: 30)
                == Completion(
                    word: "category=sh", candidates: ["category=shoes", "category=shirts"]))
    }

    @Test("A quoted or escaped word is not completed")
    func quotedWords() {
        #expect(complete(#"open "shop.pro"#) == .empty)
        #expect(complete(#"open 'shop.pro'"#) == .empty)
        #expect(complete(#"open shop\.pro"#) == .empty)
    }

    @Test("flow completes flow ids, then the flow's parameters and examples")
    func flowParameters() throws {
        var completer = completer
        let catalog = try ShopCatalog.make()
        completer.flows = catalog.flows.map {
            Completer.ScreenInfo(id: $0.id, parameters: $0.parameters, examples: $0.examples.map(\.name))
        }
        #expect(completer.complete(line: "flow flow.product-t", cursor: 19).candidates == ["flow.product-tour"])
        #expect(
            completer.complete(line: "flow flow.product-tour ", cursor: 23).candidates == ["productID=", "sneakers"])
        #expect(completer.complete(line: "flow flow.app ", cursor: 14).candidates.isEmpty)
    }
}
