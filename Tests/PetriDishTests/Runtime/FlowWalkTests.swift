import PetriDish
import Testing

/// Issue 35: the dish plays typed steps; the audit names them in the shell's words; a walk
/// written as words still works for one release, its mistakes reported at registration.
@MainActor
@Suite("Flow walks: typed steps in the dish")
struct FlowWalkTests {
    /// A mailbox whose inbox opens a message, pushed by a child coordinator.
    final class Mailbox: Coordinator {
        let navigation = UINavigationController(rootViewController: UIViewController(title: "Inbox"))
        override var name: String { "Mailbox" }
        override func startFlow() {
            let inbox = show(navigation.viewControllers[0])
            inbox.petri.on("open") { [weak self] _ in self?.openMessage() }
        }

        private func openMessage() {
            let message = Message(navigation: navigation)
            add(dependency: message)
            message.start()
        }
    }

    final class Message: Coordinator {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        override var name: String { "Message" }
        override func startFlow() {
            navigation.pushViewController(show(UIViewController(title: "Message")), animated: true)
        }
    }

    /// A catalog with the mailbox as flow `mail`, expecting `expectation`; `forgetsChildren`: the
    /// mailbox removes its children itself, and forgets to, so the message's coordinator leaks
    /// after the back button.
    static func catalog(
        forgetsChildren: Bool = false, expecting expectation: FlowExpectation = .noLeaks, walks: [FlowEntry.Walk] = []
    ) throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Mail")
        catalog.addVariant(Variant("plain", summary: "an empty window") { _ in })
        try catalog.register(
            flow: FlowEntry(
                id: "mail", title: "Mail", group: "Mail", summary: "an inbox and a message", walks: walks,
                location: CodeLocation(file: "Mail/MailFlows.swift", line: 1)
            ) { window, _ in
                let mailbox = Mailbox()
                if forgetsChildren { mailbox.childRemoval = .manual }
                mailbox.start()
                try window.petri.setRootViewController(mailbox.navigation)
                return mailbox
            }.expecting(expectation))
        return catalog
    }

    @Test("play takes typed steps: a tap, a swipe back given up and finished, the back button")
    func playsTypedSteps() throws {
        let dish = try Dish(catalog: try Self.catalog())
        let mailbox = try dish.startFlow("mail").root
        try dish.play(.send("open"))
        #expect(mailbox.childCoordinators.map(\.name) == ["Message"])
        try dish.play(.swipeBack(finishing: false))
        #expect(mailbox.childCoordinators.map(\.name) == ["Message"], "a swipe given up changes nothing")
        try dish.play(.swipeBack(finishing: true))
        #expect(mailbox.childCoordinators.isEmpty)
        try dish.play(.send("open"))
        try dish.play(.back)
        #expect(mailbox.childCoordinators.isEmpty)
        #expect(throws: DishError.self) { try dish.play(.back) }
    }

    @Test(
        "A leak names the step that removed its screens in the step's text",
        arguments: [
            (FlowStep.back, "back"), (.swipeBack(finishing: true), "back --swipe"),
        ])
    func leakNamesTheStep(step: FlowStep, text: String) throws {
        let dish = try Dish(catalog: try Self.catalog(forgetsChildren: true))
        try dish.startFlow("mail")
        try dish.play(.send("open"))
        try dish.play(step)
        let leak = try #require(dish.leaks().first)
        #expect(leak.removedBy == text)
        #expect(leak.description.hasSuffix("removed by `\(text)`]"))
    }

    @available(*, deprecated, message: "exercises the deprecated walk of words on purpose")
    @Test(
        "A walk written as words reads as typed steps; one that does not read is refused at registration, naming the word"
    )
    func walkOfWords() throws {
        let walk = FlowEntry.Walk("open and back", ["send open", "back --swipe", "tab 2"])
        #expect(walk.steps == [.send("open"), .swipeBack(finishing: true), .tab(2)])
        #expect(throws: Never.self) { try Self.catalog(walks: [walk]) }

        #expect {
            try Self.catalog(walks: [walk, FlowEntry.Walk("typo", ["send open", "bakc"])])
        } throws: { error in
            (error as? CatalogError)
                == .invalidDeclaration(
                    id: "mail", location: CodeLocation(file: "Mail/MailFlows.swift", line: 1),
                    reason:
                        #"walk "typo" has a step that does not read, "bakc": "bakc" is not a step — did you mean "back"?; "#
                        + "a step is send <event> [argument], back [--swipe|--cancel], dismiss [--cancel] or tab <index>"
                )
        }
    }

    @available(*, deprecated, message: "exercises the deprecated play(String) on purpose")
    @Test("play with the shell's words still plays, and a typo throws the parser's error")
    func playWords() throws {
        let dish = try Dish(catalog: try Self.catalog())
        let mailbox = try dish.startFlow("mail").root
        try dish.play("send open")
        try dish.play("back --swipe")
        #expect(mailbox.childCoordinators.isEmpty)
        #expect(
            throws: FlowStepError.unknownOption(
                "--swip", action: "back", accepted: ["--swipe", "--cancel"], suggestions: ["--swipe"])
        ) {
            try dish.play("back --swip")
        }
    }

    @available(*, deprecated, message: "exercises the deprecated isBadExample on purpose")
    @Test("isBadExample, for one release, reads the flow's expectation")
    func isBadExample() throws {
        let flow = try Self.catalog().flow("mail")
        #expect(!flow.isBadExample)
        #expect(flow.expecting(.leaks(because: "a demo")).isBadExample)
    }
}
