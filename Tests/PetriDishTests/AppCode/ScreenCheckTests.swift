import PetriDish
import Testing

/// `screen:` with a check on the instance: "the Contacts stack as it was left, a card on top"
/// is more than any navigation controller, and "the chat asked for" more than any chat
/// (issue 34).
@MainActor
@Suite("A check on the screen's instance")
struct ScreenCheckTests {
    private func dish() throws -> (Dish, MessengerApp) {
        let dish = try Dish(catalog: MessengerCatalog.make(), variant: "phone")
        return (dish, try #require(dish.app as? MessengerApp))
    }

    @Test(
        "a stack that fails the entry's check is refused, naming the entry, the stack found and what the check expects")
    func failingCheckIsRefused() async throws {
        let (dish, app) = try dish()
        let before = HierarchySnapshot(dish.scene).renderTree()

        let error = await #expect(throws: PetriRoutingError.self) {
            try await dish.go("contacts.as-left", values: dish.entry("contacts.as-left").values(parsing: []))
        }

        #expect(error?.kind == .destinationNotOnScreen)
        #expect(
            error?.reason == """
                after the app's code, PeopleNavigationController (showing PeopleListViewController) is on screen, \
                but contacts.as-left expects a PeopleNavigationController where a contact's card is on top
                """)
        #expect(HierarchySnapshot(dish.scene).renderTree() == before)
        #expect(app.contacts.navigationController.viewControllers.map(\.debugName) == ["PeopleListViewController"])
    }

    @Test("the stack as it was left, card on top, passes the check")
    func passingCheck() async throws {
        let (dish, app) = try dish()
        app.showContact("Grace")
        app.showChats()

        try await dish.go("contacts.as-left", values: dish.entry("contacts.as-left").values(parsing: []))

        #expect(dish.window.visibleViewControllers.last?.debugName == #"PersonCardViewController("Grace")"#)
    }

    @Test("a check given the context tells the chat asked for from another one on screen")
    func checkWithTheContext() async throws {
        let (dish, _) = try dish()
        try await dish.go("chat", values: dish.entry("chat").values(parsing: ["chatID=3"]))

        try await dish.go("chat.quiet", values: dish.entry("chat.quiet").values(parsing: ["chatID=7"]))

        let shown = try #require(dish.window.visibleViewControllers.last as? ConversationViewController)
        #expect(shown.chatID == 7)
    }

    @Test("the entry carries the check's description for list, show and exports")
    func entryCarriesTheDescription() throws {
        let catalog = try MessengerCatalog.make()
        let reach = try #require(try catalog.entry("contacts.as-left").reach)
        #expect(reach.screenCheck == "a contact's card is on top")
        #expect(reach.screenDescription == "PeopleNavigationController where a contact's card is on top")
        #expect(try catalog.entry("contacts").reach?.screenCheck == nil)
        #expect(try catalog.entry("contacts").reach?.screenDescription == "PeopleNavigationController")
    }

    @Test("a check without a description is refused at registration, naming the entry and what to write")
    func emptyDescriptionIsRefused() throws {
        let catalog = try MessengerCatalog.make()
        let error = #expect(throws: CatalogError.self) {
            try catalog.register(
                "contacts.card", title: "Contact card", group: "Contacts",
                screen: PeopleNavigationController.self,
                where: ScreenCheck(" ") { stack in stack.topViewController is PersonCardViewController },
                reach: { (app: MessengerApp) in app.showContacts() })
        }
        #expect(error?.description.contains("contacts.card") == true)
        #expect(
            error?.description.contains(
                "the screen check's description is empty: say what it expects of the PeopleNavigationController")
                == true)
    }

    @Test("check fails a composition whose screen fails its check, with the check's message")
    func checkReportsTheCheck() async throws {
        var check = CatalogCheck(catalog: try MessengerCatalog.make())
        check.includes = { $0.id == "contacts.as-left" }

        let report = await check.run()

        let phone = try #require(report.cases.first { $0.variant == "phone" })
        guard case .failed(let reason, _) = phone.outcome else {
            Issue.record("contacts.as-left passed in the phone variant")
            return
        }
        #expect(
            reason.contains(
                "but contacts.as-left expects a PeopleNavigationController where a contact's card is on top"))
    }
}
