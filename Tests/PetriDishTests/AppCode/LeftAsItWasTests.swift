import PetriDish
import Testing

/// The app's code may decide to leave things as they are: a notification for the chat whose
/// attachment is open full screen changes nothing, and the chat under the preview is the app's
/// answer (issue 34). Written against the public API, with the messenger's own calls.
@MainActor
@Suite("The app's code leaves things as they were")
struct LeftAsItWasTests {
    private func dish(_ variant: String = "phone", catalog: ScreenCatalog? = nil) throws -> (Dish, MessengerApp) {
        let dish = try Dish(catalog: catalog ?? MessengerCatalog.make(), variant: variant)
        let app = try #require(dish.app as? MessengerApp)
        return (dish, app)
    }

    private func chat(_ dish: Dish, _ chatID: Int, entry: String = "chat") throws -> ContextValues {
        try dish.entry(entry).values(parsing: ["chatID=\(chatID)"])
    }

    @Test(
        "a notification for the chat whose attachment is open full screen changes nothing, and the trace says the chat is the app's answer under the preview"
    )
    func notificationUnderFullScreenPreview() async throws {
        let (dish, app) = try dish()
        try await dish.go("chat", values: chat(dish, 7))
        app.openAttachment("/Inbox/contract.pdf")
        let before = HierarchySnapshot(dish.scene).renderTree()

        let trace = try await dish.go("chat", values: chat(dish, 7))

        #expect(HierarchySnapshot(dish.scene).renderTree() == before)
        #expect(app.window.modalChain.map(\.debugName) == [#"AttachmentPreviewController("/Inbox/contract.pdf")"#])
        #expect(
            trace.decisions.last
                == .leftAsItWas(
                    screen: "ConversationViewController(7)",
                    under: #"AttachmentPreviewController("/Inbox/contract.pdf")"#))
        #expect(
            trace.entries.last?.description == """
                left as it was: the app's code changed nothing; ConversationViewController(7) is already the app's answer, \
                under AttachmentPreviewController("/Inbox/contract.pdf")
                """)
        #expect(dish.lastTrace == trace)
    }

    @Test(
        "the chat under the lock window is the app's answer when the code changes nothing, and the trace names the window"
    )
    func underLockWindow() async throws {
        let (dish, app) = try dish()
        try await dish.go("chat", values: chat(dish, 7))
        app.lock()

        let trace = try await dish.go("chat", values: chat(dish, 7))

        #expect(
            trace.decisions.last
                == .leftAsItWas(screen: "ConversationViewController(7)", under: "window Lock (level statusBar)"))
        #expect(dish.scene.windows.map(\.name) == ["Main", "Lock"])
    }

    @Test(
        "when the code changes something and the screen ends up under the preview, the refusal stays and everything is put back"
    )
    func changedSomethingStaysRefused() async throws {
        let (dish, app) = try dish()
        try await dish.go("chat", values: chat(dish, 3))
        app.openAttachment("/Inbox/contract.pdf")
        let before = HierarchySnapshot(dish.scene).renderTree()

        // The same number of view controllers afterwards: chat 7 took chat 3's place.
        let error = await #expect(throws: PetriRoutingError.self) {
            try await dish.go("chat", values: chat(dish, 7))
        }

        #expect(error?.kind == .destinationNotOnScreen)
        #expect(
            error?.description.contains(
                #"after the app's code, ConversationViewController(7) is not on screen: AttachmentPreviewController("/Inbox/contract.pdf") is on top of it"#
            ) == true)
        #expect(error?.description.contains("changed nothing") == false)
        #expect(HierarchySnapshot(dish.scene).renderTree() == before)
    }

    @Test("a chat rebuilt in its place under the preview is a change, though the tree reads the same")
    func rebuiltScreenIsAChange() async throws {
        let catalog = try MessengerCatalog.make()
        try catalog.register(
            "chat.synced", title: "Chat, after a sync", group: "Chats", screen: ConversationViewController.self,
            reach: { (app: MessengerApp, context: ChatContext) in app.chats.reloadChat(context.chatID) })
        let (dish, app) = try dish(catalog: catalog)
        try await dish.go("chat", values: chat(dish, 7))
        let shown = app.chats.openChat
        app.openAttachment("/Inbox/contract.pdf")

        let error = await #expect(throws: PetriRoutingError.self) {
            try await dish.go("chat.synced", values: chat(dish, 7, entry: "chat.synced"))
        }

        #expect(error?.description.contains("ConversationViewController(7) is not on screen") == true)
        #expect(app.chats.openChat === shown)
    }

    @Test("when the code changes nothing and the screen is not there, the error says the code changed nothing")
    func changedNothingAndNothingThere() async throws {
        let (dish, _) = try dish()

        let error = await #expect(throws: PetriRoutingError.self) {
            try await dish.go("nothing", values: dish.entry("nothing").values(parsing: []))
        }

        #expect(
            error?.description.contains(
                "after the app's code, no ConversationViewController is on screen: the app's code changed nothing")
                == true)
    }

    @Test(
        "when the code changes nothing and only another chat is under the preview, the error names it, the check and that nothing changed"
    )
    func changedNothingAndAnotherChatThere() async throws {
        let (dish, app) = try dish()
        try await dish.go("chat", values: chat(dish, 3))
        app.openAttachment("/Inbox/contract.pdf")

        let error = await #expect(throws: PetriRoutingError.self) {
            try await dish.go("chat.quiet", values: chat(dish, 7, entry: "chat.quiet"))
        }

        #expect(
            error?.description.contains(
                #"after the app's code, ConversationViewController(3) is not on screen (AttachmentPreviewController("/Inbox/contract.pdf") is on top of it), "#
                    + "but chat.quiet expects a ConversationViewController where it shows the chat asked for; the app's code changed nothing"
            ) == true)

        let trace = try await dish.go("chat.quiet", values: chat(dish, 3, entry: "chat.quiet"))
        #expect(
            trace.decisions.last
                == .leftAsItWas(
                    screen: "ConversationViewController(3)",
                    under: #"AttachmentPreviewController("/Inbox/contract.pdf")"#))
    }

    @Test("a chat in a tab that is not selected is not the app's answer, even when the code changes nothing")
    func hiddenInItsContainersIsNotAnAnswer() async throws {
        let (dish, app) = try dish()
        try await dish.go("chat", values: chat(dish, 3))
        app.openAttachment("/Inbox/contract.pdf")
        app.showContacts()

        let error = await #expect(throws: PetriRoutingError.self) {
            try await dish.go("chat.quiet", values: chat(dish, 3, entry: "chat.quiet"))
        }

        #expect(
            error?.description.contains("after the app's code, ConversationViewController(3) is not on screen: ")
                == true)
        #expect(error?.reason.hasSuffix("; the app's code changed nothing") == true)
    }

    @Test("plan rehearses a call that changes nothing and says the screen would be left as it was")
    func planSaysLeftAsItWas() async throws {
        let (dish, app) = try dish()
        try await dish.go("chat", values: chat(dish, 7))
        app.openAttachment("/Inbox/contract.pdf")

        let plan = try dish.plan("chat", values: chat(dish, 7))

        #expect(plan.isRehearsal)
        #expect(
            plan.decisions.last
                == .leftAsItWas(
                    screen: "ConversationViewController(7)",
                    under: #"AttachmentPreviewController("/Inbox/contract.pdf")"#))
    }

    @Test("check passes a composition the app's code left covered, with a warning that says so")
    func checkPassesWithAWarning() async throws {
        let catalog = try MessengerCatalog.make()
        catalog.addVariant(
            Variant("locked", summary: "launched behind the PIN lock") { scene in
                let app = MessengerApp(scene: scene)
                app.lock()
                return app
            })
        var check = CatalogCheck(catalog: catalog)
        check.variants = ["locked"]
        check.includes = { ["chats", "chat"].contains($0.id) }

        let report = await check.run()

        let chats = try #require(report.cases.first { $0.entry == "chats" })
        #expect(
            chats.outcome
                == .passed(warnings: [
                    "left as it was: the app's code changed nothing; ConversationListViewController is already the app's answer, under window Lock (level statusBar)"
                ]))
        let chat = try #require(report.cases.first { $0.entry == "chat" })
        #expect(!chat.passed, "the push under the lock changed something: the refusal stays")
    }
}
