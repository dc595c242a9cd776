import Foundation
import Testing
import PetriDish

@MainActor
@Suite("renderJSON writes the versioned schema")
struct HierarchyJSONTests {
    /// A tab bar with a navigation stack, a presentation, a view controller that cannot be
    /// dismissed, and strings that need escaping.
    private func smallWindow() throws -> UIWindow {
        let window = UIWindow(name: "Docs/1")
        let tabs = UITabBarController()
        let navigation = UINavigationController(
            rootViewController: RenderingShop.ProductViewController(title: #"Say "hi""#, context: 42))
        navigation.title = "Café"
        tabs.setViewControllers([navigation], animated: false)
        try window.setRootViewController(tabs)
        let login = RenderingShop.LoginViewController(context: "a/b\n")
        login.modalPresentationStyle = .pageSheet
        login.isModalInPresentation = true
        tabs.present(login, animated: false)
        return window
    }

    @Test("golden: sorted keys, every key present, null where a key does not apply")
    func golden() throws {
        let expected = #"""
            {
              "coveredBy": null,
              "keyWindow": true,
              "level": "normal",
              "root": {
                "canBeDismissed": true,
                "children": [
                  {
                    "canBeDismissed": true,
                    "children": [
                      {
                        "canBeDismissed": true,
                        "children": [],
                        "context": "42",
                        "contextValue": 42,
                        "kind": "screen",
                        "presented": null,
                        "selectedIndex": null,
                        "title": "Say \"hi\"",
                        "type": "ProductViewController",
                        "visible": false
                      }
                    ],
                    "context": null,
                    "contextValue": null,
                    "kind": "navigation",
                    "presented": null,
                    "selectedIndex": null,
                    "title": "Café",
                    "type": "UINavigationController",
                    "visible": false
                  }
                ],
                "context": null,
                "contextValue": null,
                "kind": "tabBar",
                "presented": {
                  "style": "pageSheet",
                  "viewController": {
                    "canBeDismissed": false,
                    "children": [],
                    "context": "\"a/b\\n\"",
                    "contextValue": "a/b\n",
                    "kind": "screen",
                    "presented": null,
                    "selectedIndex": null,
                    "title": null,
                    "type": "LoginViewController",
                    "visible": true
                  }
                },
                "selectedIndex": 0,
                "title": null,
                "type": "UITabBarController",
                "visible": false
              },
              "schemaVersion": 2,
              "window": "Docs/1",
              "windowsInFront": []
            }
            """#
        #expect(HierarchySnapshot(try smallWindow()).renderJSON() == expected)
    }

    @Test("an empty window")
    func emptyWindow() {
        #expect(
            HierarchySnapshot(UIWindow(name: "W")).renderJSON() == """
                {
                  "coveredBy": null,
                  "keyWindow": true,
                  "level": "normal",
                  "root": null,
                  "schemaVersion": 2,
                  "window": "W",
                  "windowsInFront": []
                }
                """)
    }

    @Test("round trip: decoding the JSON gives an equal snapshot that renders the same bytes")
    func roundTrip() throws {
        let shop = try RenderingShop()
        try shop.presentLogin()
        let snapshot = HierarchySnapshot(shop.window)
        let json = snapshot.renderJSON()
        let decoded = try HierarchySnapshot(json: json)
        #expect(decoded == snapshot)
        #expect(decoded.renderJSON() == json)
        #expect(decoded.renderTree() == snapshot.renderTree())
    }

    @Test(
        "round trip: a level written with arithmetic stays as written",
        arguments: [
            UIWindow.Level.statusBar + 1000, .alert - 1, .statusBar + 10 - 5, .normal + 0.5,
            UIWindow.Level(rawValue: 1500),
        ])
    func levelRoundTrip(_ level: UIWindow.Level) throws {
        let window = UIWindow()
        window.windowLevel = level
        window.rootViewController = UIViewController(title: "Lock")
        let json = HierarchySnapshot(window).renderJSON()
        let decoded = try HierarchySnapshot(json: json)
        #expect(decoded.renderJSON() == json)
        #expect(json.contains("\"level\": \"\(level)\""), "\(json)")
    }

    @Test("Codable through JSONEncoder writes the same document as renderJSON")
    func codableAgrees() throws {
        let shop = try RenderingShop()
        try shop.presentLogin()
        let snapshot = HierarchySnapshot(shop.window)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let viaEncoder = try encoder.encode(snapshot)
        #expect(try JSONDecoder().decode(HierarchySnapshot.self, from: viaEncoder) == snapshot)

        let encoded = try #require(JSONSerialization.jsonObject(with: viaEncoder) as? NSDictionary)
        let rendered = try #require(
            JSONSerialization.jsonObject(with: Data(snapshot.renderJSON().utf8)) as? NSDictionary)
        #expect(encoded == rendered)
    }

    @Test("deterministic: instance identities never reach the JSON")
    func deterministic() throws {
        let first = HierarchySnapshot(try smallWindow()).renderJSON()
        _ = try RenderingShop()  // creates more instances, so serial numbers move on
        let second = HierarchySnapshot(try smallWindow()).renderJSON()
        #expect(first == second)
        #expect(!first.contains("serial") && !first.contains("identity"))
    }

    @Test("only kind and type are required when reading")
    func lenientReading() throws {
        let snapshot = try HierarchySnapshot(
            json: """
                {"schemaVersion": 1, "window": "W", "root": {"kind": "navigation", "type": "Nav",
                 "children": [{"kind": "screen", "type": "Home", "visible": true}]}}
                """)
        #expect(
            snapshot
                == HierarchySnapshot(
                    windowName: "W",
                    root: .init(
                        kind: .navigation, typeName: "Nav",
                        children: [.init(kind: .screen, typeName: "Home", isVisible: true)])))
    }

    @Test("another schema version is refused with both versions named")
    func wrongVersion() {
        #expect(
            throws: HierarchyJSONError.unsupportedSchemaVersion(
                detail: "schemaVersion 3 is not supported; this petri reads versions 1 to 2")
        ) {
            try HierarchySnapshot(json: #"{"schemaVersion": 3, "window": "W", "root": null}"#)
        }
    }

    @Test(
        "malformed documents say where and what",
        arguments: [
            (#"{"schemaVersion": 1, "window": "W", "root": {"kind": "screen"}}"#, "$.root.type is missing"),
            (#"{"schemaVersion": 1, "window": 3, "root": null}"#, "$.window should be a string"),
            (
                #"{"schemaVersion": 1, "window": "W", "root": {"kind": "screen", "type": "A", "children": {}}}"#,
                "$.root.children should be an array"
            ),
            (
                #"{"schemaVersion": 1, "window": "W", "root": {"kind": "sheet", "type": "A"}}"#,
                #"$.root.kind: should be one of screen, navigation, tabBar, split, container, not "sheet""#
            ),
            (
                #"{"schemaVersion": 1, "window": "W", "root": {"kind": "screen", "type": "A", "presented": {"style": "card", "viewController": {"kind": "screen", "type": "B"}}}}"#,
                #"$.root.presented.style: should be one of automatic, fullScreen, overFullScreen, currentContext, overCurrentContext, pageSheet, formSheet, popover, custom, not "card""#
            ),
            (#"{"window": "W"}"#, "$.schemaVersion is missing"),
        ])
    func malformed(json: String, message: String) {
        do {
            _ = try HierarchySnapshot(json: json)
            Issue.record("decoded \(json)")
        } catch {
            guard case let .invalid(detail) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(detail.hasPrefix(message), "\(detail)")
            #expect(error.description == "not a petri hierarchy document: \(detail)")
        }
    }

    @Test("text that is not JSON")
    func notJSON() {
        #expect {
            try HierarchySnapshot(json: "window Shop")
        } throws: { error in
            guard let error = error as? HierarchyJSONError, case .invalid = error else { return false }
            return true
        }
    }
}
