import PetriDish
import Testing

/// Entries reached by the app's own coordinator code, in an app object the dish keeps, with
/// several windows: written against the public API only, as an app team's tests are.
@MainActor
@Suite("The app's own navigation code")
struct AppReachTests {
    private func dish(_ variant: String = "phone") throws -> (Dish, MessengerApp) {
        let dish = try Dish(catalog: MessengerCatalog.make(), variant: variant)
        let app = try #require(dish.app as? MessengerApp)
        return (dish, app)
    }

    private func values(_ dish: Dish, _ id: String, _ arguments: [String] = []) throws -> ContextValues {
        try dish.entry(id).values(parsing: arguments)
    }

    @Test("a push under an overlay leaves the overlay")
    func pushUnderOverlay() async throws {
        let (dish, app) = try dish()
        app.startCall(with: "Bob")

        try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))

        #expect(dish.window.modalChain.map(\.debugName) == [#"VoiceCallViewController("Bob")"#])
        #expect(app.chats.navigationController.viewControllers.map(\.debugName) == [#"ConversationListViewController"#, "ConversationViewController(7)"])
    }

    @Test("'already on top' returns early and keeps what is presented")
    func alreadyOnTop() async throws {
        let (dish, app) = try dish()
        try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))
        app.previewFile("/tmp/photo.jpg")

        let trace = try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))

        #expect(dish.window.modalChain.map(\.debugName) == [#"FilePreviewViewController("/tmp/photo.jpg")"#])
        #expect(!trace.decisions.contains { if case .uikitCall(let call) = $0 { call.kind == .push } else { false } })
    }

    @Test("a kept navigation controller comes back with its stack")
    func keptStackComesBack() async throws {
        let (dish, app) = try dish("pad")
        app.showContact("Grace")
        try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))
        #expect(app.contacts.navigationController.window == nil)

        try await dish.go("contacts", values: values(dish, "contacts"))

        let split = try #require(dish.window.rootViewController as? UISplitViewController)
        #expect(split.secondaryViewController === app.contacts.navigationController)
        #expect(app.contacts.navigationController.viewControllers.map(\.debugName) == ["PeopleListViewController", #"PersonCardViewController("Grace")"#])
    }

    @Test("a lock window above the app leaves the app's window unchanged, and a screen under it is not on screen")
    func lockWindow() async throws {
        let (dish, app) = try dish()
        let before = HierarchySnapshot(app.window).renderTree()
        app.lock()

        #expect(dish.scene.windows.map(\.name) == ["Main", "Lock"])
        #expect(dish.window.name == "Lock")
        #expect(HierarchySnapshot(app.window).renderTree() == before)

        await #expect(throws: RoutingError.self) {
            try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))
        }
        let failure = try #require(dish.lastTrace?.entries.last)
        #expect(failure.description.contains("Lock (level statusBar) covers Main"))
        #expect(app.chats.navigationController.viewControllers.count == 1)

        app.unlock()
        try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))
        #expect(dish.scene.windows.map(\.name) == ["Main"])
    }

    @Test("a reach that throws restores the windows, the hierarchy and the containers the app keeps aside")
    func throwingReachRestores() async throws {
        let (dish, app) = try dish("pad")
        app.showContacts()
        #expect(app.chats.navigationController.window == nil)
        app.failNextCall = true

        await #expect(throws: RoutingError.self) {
            try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))
        }

        #expect(app.chats.navigationController.viewControllers.map(\.debugName) == ["ConversationListViewController"])
        let split = try #require(dish.window.rootViewController as? UISplitViewController)
        #expect(split.secondaryViewController === app.contacts.navigationController)
        let failure = try #require(dish.lastTrace?.entries.last?.description)
        #expect(failure.contains("the app's code threw: the chat server is unreachable"))
        #expect(failure.contains("MessengerApp code at PetriDishTests/MessengerApp.swift"))
        #expect(dish.lastTrace?.entries.contains { $0.description.contains("push ConversationViewController(7)") } == true)
    }

    @Test("a reach whose UIKit call raises fails naming the call, and changes nothing")
    func raisingReach() async throws {
        let (dish, app) = try dish()
        let before = HierarchySnapshot(dish.window).renderTree()

        await #expect(throws: RoutingError.self) {
            try await dish.go("broken", values: values(dish, "broken"))
        }

        #expect(HierarchySnapshot(dish.window).renderTree() == before)
        #expect(UIKitExceptions.pending.isEmpty)
        let failure = try #require(dish.lastTrace?.entries.last?.description)
        #expect(failure.contains("pushViewController(_:animated:) at PetriDishTests/MessengerApp.swift"))
        #expect(app.chats.navigationController.viewControllers.count == 1)
    }

    @Test("a reach that leaves its screen off screen fails and changes nothing")
    func reachThatShowsNothing() async throws {
        let (dish, _) = try dish()
        let error = await #expect(throws: RoutingError.self) {
            try await dish.go("nothing", values: values(dish, "nothing"))
        }
        #expect(error?.kind == .destinationNotOnScreen)
        #expect(error?.description.contains("no ConversationViewController is on screen") == true)
    }

    @Test("the trace lists every UIKit call the code made, in order, with its container and call site")
    func traceListsOperations() async throws {
        let (dish, _) = try dish()
        let trace = try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))
        let lines = trace.entries.map(\.description)
        #expect(lines.first?.hasPrefix("run the app's code: MessengerApp code at PetriDishTests/MessengerApp.swift:") == true)
        #expect(lines.contains { $0.contains("push ConversationViewController(7) in UINavigationController (animated) · pushViewController(_:animated:) at PetriDishTests/MessengerApp.swift:") })
    }

    @Test("plan rehearses the app's code: it says what would change and puts everything back")
    func planRehearses() throws {
        let (dish, app) = try dish()
        let before = HierarchySnapshot(dish.window).renderTree()

        let plan = try dish.plan("chat", values: values(dish, "chat", ["chatID=7"]))

        #expect(plan.isRehearsal)
        #expect(plan.decisions.contains { if case .uikitCall(let call) = $0 { call.kind == .push } else { false } })
        #expect(HierarchySnapshot(dish.window).renderTree() == before)
        #expect(app.chats.navigationController.viewControllers.count == 1)
    }

    @Test("the app object lives for the session; reset and variant build it afresh")
    func appObjectLifetime() async throws {
        let (dish, app) = try dish()
        try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))
        #expect(dish.app === app)

        try dish.reset()
        let fresh = try #require(dish.app as? MessengerApp)
        #expect(fresh !== app)
        #expect(fresh.chats.navigationController.viewControllers.count == 1)

        try dish.useVariant("pad")
        #expect((dish.app as? MessengerApp)?.layout == .pad)
    }

    @Test("open composes in a fresh app; when it fails, the previous app stays")
    func openKeepsPreviousAppOnFailure() async throws {
        let (dish, app) = try dish()
        _ = try await dish.open("chat", values: values(dish, "chat", ["chatID=7"]))
        let opened = try #require(dish.app as? MessengerApp)
        #expect(opened !== app)

        await #expect(throws: RoutingError.self) {
            _ = try await dish.open("nothing", values: values(dish, "nothing"))
        }
        #expect(dish.app === opened)
    }
}
