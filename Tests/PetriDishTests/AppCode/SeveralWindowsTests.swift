import PetriDish
import Testing

/// An app with several windows, as the tree, the JSON and the diff show it.
@MainActor
@Suite("Several windows")
struct SeveralWindowsTests {
    private func lockedApp() throws -> (Dish, MessengerApp, HierarchySnapshot) {
        let dish = try Dish(catalog: MessengerCatalog.make(), variant: "phone")
        let app = try #require(dish.app as? MessengerApp)
        let before = HierarchySnapshot(dish.scene)
        app.lock()
        return (dish, app, before)
    }

    @Test("the tree prints every window, frontmost first, with its level, the key window and what covers what")
    func treeOfEveryWindow() throws {
        let (dish, _, _) = try lockedApp()
        let tree = HierarchySnapshot(dish.scene).renderTree(style: .ascii)
        #expect(
            tree == """
                window "Lock" · level statusBar · key
                * PINViewController
                window "Main" · covered by "Lock"
                o UITabBarController [tab bar]
                |- o tab 0 (selected): UINavigationController [navigation]
                |  `- o ConversationListViewController "Chats"
                `- o tab 1: PeopleNavigationController [navigation]
                   `- o PeopleListViewController "Contacts"
                """)
    }

    @Test("one window's tree alone is the block the whole tree prints for it; an unknown name gives nil (issue 34)")
    func treeOfOneWindow() throws {
        let (dish, _, _) = try lockedApp()
        let snapshot = HierarchySnapshot(dish.scene)
        #expect(
            snapshot.renderTree(window: "Lock", style: .ascii) == """
                window "Lock" · level statusBar · key
                * PINViewController
                """)
        let main = try #require(snapshot.renderTree(window: "Main", style: .ascii))
        #expect(main.hasPrefix(#"window "Main" · covered by "Lock""#))
        #expect(snapshot.renderTree(style: .ascii).hasSuffix(main))
        #expect(snapshot.renderTree(window: "Lok") == nil)
        #expect(snapshot.window(named: "lock") == nil, "names are compared exactly")

        // One window as a document of its own: what covers it is kept, the others are not in it.
        let alone = try #require(snapshot.window(named: "Main"))
        #expect(alone.coveredBy == "Lock")
        #expect(alone.windowsInFront.isEmpty)
        #expect(alone.allNodes.map(\.typeName).contains("ConversationListViewController"))
        #expect(!alone.allNodes.map(\.typeName).contains("PINViewController"))

        // An app with one window prints the same tree either way.
        let (unlocked, app, _) = try lockedApp()
        app.unlock()
        let one = HierarchySnapshot(unlocked.scene)
        #expect(one.renderTree(window: "Main") == one.renderTree())
    }

    @Test("a banner window that is not opaque leaves the app visible behind it")
    func bannerLeavesAppVisible() throws {
        let dish = try Dish(catalog: MessengerCatalog.make(), variant: "phone")
        let banner = UIWindow(windowScene: dish.scene, name: "Banner")
        banner.windowLevel = .alert
        banner.isOpaque = false
        banner.rootViewController = UIViewController(title: "New message")
        banner.isHidden = false

        let snapshot = HierarchySnapshot(dish.scene)
        #expect(snapshot.coveredBy == nil)
        #expect(snapshot.visibleNodes.map(\.typeName).contains("ConversationListViewController"))
        #expect(dish.window.name == "Main")
        #expect(dish.scene.visibleWindows.map(\.name) == ["Banner", "Main"])
    }

    @Test("the JSON carries every window and reads back the same")
    func jsonRoundTrip() throws {
        let (dish, _, _) = try lockedApp()
        let snapshot = HierarchySnapshot(dish.scene)
        let json = snapshot.renderJSON()
        #expect(json.contains(#""windowsInFront": ["#))
        #expect(json.contains(#""level": "statusBar""#))
        let read = try HierarchySnapshot(json: json)
        #expect(read.renderTree() == snapshot.renderTree())
        #expect(read.renderJSON() == json)
    }

    @Test("the diff says a window appeared in front and took the keyboard, and that it went away")
    func diffOfWindows() throws {
        let (dish, app, before) = try lockedApp()
        let locked = HierarchySnapshot(dish.scene)
        #expect(
            HierarchyDiff(from: before, to: locked).render(style: .ascii).split(separator: "\n") == [
                #"+ window "Lock" (level statusBar) showing PINViewController"#,
                #"~ key window "Main" -> "Lock""#,
            ])

        app.unlock()
        #expect(
            HierarchyDiff(from: locked, to: HierarchySnapshot(dish.scene)).render(style: .ascii).split(separator: "\n")
                == [
                    #"- window "Lock" went away"#,
                    #"~ key window "Lock" -> "Main""#,
                ])
    }

    @Test("a route searches the key window: under the lock, it finds nothing to start from and changes nothing")
    func routeSearchesKeyWindow() async throws {
        let (dish, app, _) = try lockedApp()
        #expect(dish.router.window.name == "Main")
        let chats = PetriStepAssembly<ConversationViewController, Void>.screen(ConversationViewController.self) {
            ConversationViewController(chatID: 7)
        }
        .pushed(onto: PetriGeneralStep.custom(using: PetriClassFinder<UINavigationController, Void>()))
        await #expect(throws: PetriRoutingError.self) {
            try await dish.router.navigate(to: chats, with: ())
        }
        #expect(dish.router.window.name == "Lock")
        #expect(app.chats.navigationController.viewControllers.count == 1)
    }

    @Test("a finder can name another window: the route happens there, and the trace says where it started")
    func finderNamesAnotherWindow() async throws {
        let (dish, app, _) = try lockedApp()
        let chats = PetriStepAssembly<ConversationViewController, Void>.screen(ConversationViewController.self) {
            ConversationViewController(chatID: 7)
        }
        .pushed(
            onto: PetriGeneralStep.custom(
                using: PetriClassFinder<UINavigationController, Void>(
                    options: .currentVisibleOnly, startingPoint: .rootOfWindow(named: "Main"))))

        let trace = try await dish.router.navigate(to: chats, with: ())

        #expect(app.chats.navigationController.viewControllers.count == 2)
        #expect(trace.entries.contains { $0.description.contains("UINavigationController (in window Main)") })
        #expect(dish.window.name == "Lock")
        #expect(HierarchySnapshot(dish.scene).coveredBy == "Lock")
        // Pushed, but under the lock: the trace says what covers it, as check would.
        #expect(
            trace.warnings.map(\.description) == [
                "ConversationViewController(7) is not on screen: window Lock (level statusBar) shows PINViewController; a device would show the same"
            ])
    }
}
