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
        #expect(
            app.chats.navigationController.viewControllers.map(\.debugName) == [
                #"ConversationListViewController"#, "ConversationViewController(7)",
            ])
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
        #expect(
            app.contacts.navigationController.viewControllers.map(\.debugName) == [
                "PeopleListViewController", #"PersonCardViewController("Grace")"#,
            ])
    }

    @Test("a lock window above the app leaves the app's window unchanged, and a screen under it is not on screen")
    func lockWindow() async throws {
        let (dish, app) = try dish()
        let before = HierarchySnapshot(app.window).renderTree()
        app.lock()

        #expect(dish.scene.windows.map(\.name) == ["Main", "Lock"])
        #expect(dish.window.name == "Lock")
        #expect(HierarchySnapshot(app.window).renderTree() == before)

        await #expect(throws: PetriRoutingError.self) {
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

        await #expect(throws: PetriRoutingError.self) {
            try await dish.go("chat", values: values(dish, "chat", ["chatID=7"]))
        }

        #expect(app.chats.navigationController.viewControllers.map(\.debugName) == ["ConversationListViewController"])
        let split = try #require(dish.window.rootViewController as? UISplitViewController)
        #expect(split.secondaryViewController === app.contacts.navigationController)
        let failure = try #require(dish.lastTrace?.entries.last?.description)
        #expect(failure.contains("the app's code threw: the chat server is unreachable"))
        #expect(failure.contains("MessengerApp code at PetriDishTests/MessengerApp.swift"))
        #expect(
            dish.lastTrace?.entries.contains { $0.description.contains("push ConversationViewController(7)") } == true)
    }

    @Test("a reach whose UIKit call raises fails naming the call, and changes nothing")
    func raisingReach() async throws {
        let (dish, app) = try dish()
        let before = HierarchySnapshot(dish.window).renderTree()

        await #expect(throws: PetriRoutingError.self) {
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
        let error = await #expect(throws: PetriRoutingError.self) {
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
        #expect(
            lines.first?.hasPrefix("run the app's code: MessengerApp code at PetriDishTests/MessengerApp.swift:")
                == true)
        #expect(
            lines.contains {
                $0.contains(
                    "push ConversationViewController(7) in UINavigationController (animated) · pushViewController(_:animated:) at PetriDishTests/MessengerApp.swift:"
                )
            })
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

        await #expect(throws: PetriRoutingError.self) {
            _ = try await dish.open("nothing", values: values(dish, "nothing"))
        }
        #expect(dish.app === opened)
    }
}

/// Every entry point the system hands the app: a notification's payload and a file URL.
@MainActor
@Suite("Entry points")
struct EntryPointTests {
    private func dish() throws -> (Dish, MessengerApp) {
        let dish = try Dish(catalog: MessengerCatalog.make(), variant: "phone")
        return (dish, try #require(dish.app as? MessengerApp))
    }

    @Test("a notification payload lands on its screen, its values typed")
    func notificationLands() async throws {
        let (dish, app) = try dish()
        let resolution = try dish.catalog.resolve(
            notification: #"{"type": "chat.message", "chatID": 7, "aps": {"alert": "Ada: hi"}}"#)
        #expect(resolution.entry == "chat")
        #expect(resolution.values.description == "chatID=7")

        try await dish.go(resolution.entry, values: resolution.values)
        #expect((app.chats.navigationController.topViewController as? ConversationViewController)?.chatID == 7)
    }

    @Test("nested keys match with dots, and the pattern with more literal keys wins")
    func nestedKeys() throws {
        let (dish, _) = try dish()
        let resolution = try dish.catalog.resolve(notification: #"{"aps": {"category": "CALL_MISSED"}, "chatID": 9}"#)
        #expect(resolution.entry == "chat")
        #expect(resolution.pattern.description == #"{aps.category: "CALL_MISSED", chatID: {chatID}}"#)
    }

    @Test("a payload value of the wrong JSON type is refused, naming the key, the parameter and what it must hold")
    func wrongType() throws {
        let (dish, _) = try dish()
        #expect(
            throws: NotificationError.invalidValue(
                pattern: #"{chatID: {chatID}, type: "chat.message"}"#,
                error: #"chatID is "7" (a string), and chatID is int: the payload must hold a number"#)
        ) {
            try dish.catalog.resolve(notification: #"{"type": "chat.message", "chatID": "7"}"#)
        }
    }

    @Test("a payload nothing opens names the nearest patterns and what each lacks; text that is not an object says so")
    func noMatch() throws {
        let (dish, _) = try dish()
        let error = #expect(throws: NotificationError.self) {
            try dish.catalog.resolve(notification: #"{"type": "chat.typing", "chatID": 7}"#)
        }
        #expect(
            error?.description == """
                no screen is opened by a notification with the keys chatID, type; the nearest: \
                {chatID: {chatID}, type: "chat.message"} (chat) needs type = "chat.message" (not "chat.typing"); \
                {aps.category: "CALL_MISSED", chatID: {chatID}} (chat) needs aps.category = "CALL_MISSED"
                """)
        #expect(throws: NotificationError.self) { try dish.catalog.resolve(notification: "[1, 2]") }
    }

    @Test("a file URL as iOS delivers it lands on its screen with the absolute path")
    func fileURL() async throws {
        let (dish, app) = try dish()
        let resolution = try dish.catalog.resolve(
            deepLink: "file:///private/var/mobile/Containers/Data/Inbox/photo%201.jpg")
        #expect(resolution.entry == "file")
        #expect(resolution.values["path"] == .string("/private/var/mobile/Containers/Data/Inbox/photo 1.jpg"))

        try await dish.go(resolution.entry, values: resolution.values)
        #expect(
            app.window.modalChain.map(\.debugName) == [
                #"FilePreviewViewController("/private/var/mobile/Containers/Data/Inbox/photo 1.jpg")"#
            ])
    }

    @Test("file://localhost/… is the local file, as RFC 8089 reads it, and says so")
    func fileURLWithLocalhost() throws {
        let (dish, _) = try dish()
        let resolution = try dish.catalog.resolve(deepLink: "file://localhost/private/var/mobile/Inbox/photo.jpg")
        #expect(resolution.entry == "file")
        #expect(resolution.values["path"] == .string("/private/var/mobile/Inbox/photo.jpg"))
        #expect(resolution.notes.contains("read as file:///… (RFC 8089: the host localhost is the local machine)"))
        #expect(throws: DeepLinkError.self) { try dish.catalog.resolve(deepLink: "file://elsewhere/private/photo.jpg") }
    }

    @Test("a route's finder can ask the app's coordinator for the stack it keeps")
    func routeAsksTheApp() async throws {
        let (dish, app) = try dish()
        try await dish.go("chat.route", values: dish.entry("chat.route").values(parsing: ["chatID=3"]))
        #expect((app.chats.navigationController.topViewController as? ConversationViewController)?.chatID == 3)
        #expect(DishSession.currentApp == nil)
    }

    @Test("check fails an example whose notification another screen's more specific pattern takes")
    func notificationLint() async throws {
        let catalog = try MessengerCatalog.make()
        try catalog.register(
            "chat.support", title: "Support chat", group: "Chats", screen: ConversationViewController.self,
            reach: { (app: MessengerApp) in try app.showChat(7) },
            notifications: [["type": "chat.message", "chatID": "7"]])
        let lints = await CatalogCheck(catalog: catalog).run().lints.filter { $0.entry == "chat" }
        #expect(
            lints.map(\.message).contains(
                #"example ada's notification { "chatID": 7, "type": "chat.message" } opens chat.support (no values), not this screen (chatID=7)"#
            ))
    }

    @Test(
        "check composes every app-code screen in every variant, and fails one whose code leaves it off screen or fails its check"
    )
    func checkComposesReachedScreens() async throws {
        let report = await CatalogCheck(catalog: try MessengerCatalog.make()).run()
        let failed = Set(report.cases.filter { !$0.passed }.map(\.entry))
        #expect(failed == ["broken", "nothing", "contacts.as-left"])
        #expect(report.cases.filter { $0.entry == "chat" }.map(\.variant).sorted() == ["pad", "phone"])
        #expect(
            Set(report.lints.filter { $0.severity == .error }.map(\.entry)) == [
                "broken", "nothing", "contacts.as-left",
            ])
    }
}

/// Two sessions at once: one navigation waits at an interceptor while another dish navigates.
@MainActor
@Suite("Two dishes at once")
struct TwoDishesTests {
    /// Holds a navigation at its interceptor until the test opens it.
    @MainActor
    final class Gate {
        private var waiting: CheckedContinuation<Void, Never>?
        private(set) var isWaiting = false
        func wait() async {
            isWaiting = true
            await withCheckedContinuation { waiting = $0 }
        }
        func open() { waiting?.resume() }
    }

    @Test("each dish's route asks its own app, even while the other waits at an interceptor")
    func eachAsksItsOwnApp() async throws {
        let gates = [1: Gate(), 2: Gate()]
        var askedApps: [Int: MessengerApp] = [:]
        let catalog = try MessengerCatalog.make()
        // The interceptor waits for the test; the factory, after it, asks the app which it is.
        try catalog.register(
            "chat.slow", title: "Chat, after a question", group: "Tests",
            route: PetriStepAssembly<ConversationViewController, ChatContext>.screen(
                { context in
                    askedApps[context.chatID] = DishSession.currentApp as? MessengerApp
                    return ConversationViewController(chatID: context.chatID)
                }, where: { $0.chatID == $1.chatID }
            )
            .intercepting { context, _ in await gates[context.chatID]?.wait() }
            .pushed(onto: PetriGeneralStep.custom(using: ChatsStackFinder())),
            examples: [ScreenExample("ada", ["chatID": "1"])])
        let first = try Dish(catalog: catalog, variant: "phone")
        let second = try Dish(catalog: catalog, variant: "phone")

        // Both wait at their interceptor; the first goes on while the second still waits.
        let firstNavigation = Task {
            try await first.go("chat.slow", values: first.entry("chat.slow").values(parsing: ["chatID=1"]))
        }
        while gates[1]?.isWaiting == false { await Task.yield() }
        let secondNavigation = Task {
            try await second.go("chat.slow", values: second.entry("chat.slow").values(parsing: ["chatID=2"]))
        }
        while gates[2]?.isWaiting == false { await Task.yield() }
        gates[1]?.open()
        _ = try await firstNavigation.value
        gates[2]?.open()
        _ = try await secondNavigation.value

        #expect(askedApps[1] === first.app)
        #expect(askedApps[2] === second.app)
        #expect(
            (first.app as? MessengerApp)?.chats.navigationController.viewControllers.map(\.debugName)
                == ["ConversationListViewController", "ConversationViewController(1)"])
    }
}
