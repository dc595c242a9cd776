import Foundation
import Testing

/// The demo's coordinator app through the built binary: entries its code reaches, the lock
/// window, a notification and a file, as QA types them and as CI runs them.
@Suite("The app's own code through the binary", .oneProcessAtATime)
struct AppCodeEndToEndTests {
    @Test("A notification one-shot lands on its screen, logged in; without --login it says how to log in")
    func notifyOneShot() async throws {
        let payload =
            #"{"type": "order.shipped", "orderID": "A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7", "aps": {"alert": "Your order has shipped"}}"#
        let result = try await PetriBinary.run(["notify", payload, "--login"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.hasPrefix(
                #"notification {orderID: {orderID}, type: "order.shipped"} → account.order.shipped: orderID=A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7"#
            ))
        #expect(
            result.standardOutput.contains(
                #"● OrderDetailsViewController "Order" (orderID: A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7)"#))

        let refused = try await PetriBinary.run(["notify", payload])
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "it needs a logged-in user; add --login to the command — ShopApp code at ShopCatalog/AppCodeEntries.swift:"
            ))
    }

    @Test("A file URL as iOS hands it opens the gift card sheet with the absolute path")
    func fileLink() async throws {
        let result = try await PetriBinary.run([
            "link", "file:///private/var/mobile/Containers/Data/Application/Shop/Documents/Inbox/gift%20card.giftcard",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                #"● GiftCardImportViewController "Add gift card" (path: "/private/var/mobile/Containers/Data/Application/Shop/Documents/Inbox/gift card.giftcard")"#
            ))
    }

    @Test(
        "In a piped session: the overlay stays over a notification's push, the lock window covers the app, unlock takes it away"
    )
    func overlayAndLock() async throws {
        let script = """
            login ada
            go support.live-chat
            notify '{"type": "order.shipped", "orderID": "A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7"}'
            go app.locked
            go shop.cart
            send unlock
            """
        let result = try await PetriBinary.run([], input: script)
        let output = result.standardOutput
        // The notification pushed under the chat and left it presented.
        #expect(
            output.contains(
                "+ OrderDetailsViewController \"Order\" (orderID: A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7) pushed onto"))
        #expect(!output.contains("- LiveChatViewController"))
        // The lock is a window of its own above the app's.
        #expect(output.contains(#"+ window "Lock" (level statusBar) showing AppLockViewController "Shop is locked""#))
        #expect(output.contains(#"window "Window" · covered by "Lock""#))
        // A route searches the key window: under the lock, nothing to start from, nothing changed.
        #expect(result.standardError.contains("error: line 5:"))
        #expect(output.contains(#"- window "Lock" went away"#))
        #expect(result.status == 1)
    }

    @Test("plan rehearses the app's code and says so; --json says rehearsed")
    func planRehearses() async throws {
        let result = try await PetriBinary.run(["plan", "support.live-chat"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("run the app's code: ShopApp code at ShopCatalog/AppCodeEntries.swift:"))
        #expect(
            result.standardOutput.contains(
                "present LiveChatViewController in ShopTabBarController (animated) · present(_:animated:completion:)"))
        #expect(result.standardOutput.contains("rehearsed: the app's code ran, and everything it changed was put back"))

        let json = try await PetriBinary.run(["plan", "support.live-chat", "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["rehearsed"] as? Bool == true)
    }

    @Test("tree --json of a locked app carries both windows")
    func treeJSONCarriesWindows() async throws {
        let result = try await PetriBinary.run([], input: "go app.locked\ntree --json\n")
        let json = result.standardOutput.components(separatedBy: "\n{").dropFirst().last.map { "{" + $0 } ?? ""
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["coveredBy"] as? String == "Lock")
        let front = try #require(object["windowsInFront"] as? [[String: Any]])
        #expect(front.first?["window"] as? String == "Lock")
        #expect(front.first?["keyWindow"] as? Bool == true)
    }

    @Test("link --json says how the link resolved: the pattern, and what was ignored")
    func linkJSONResolution() async throws {
        let result = try await PetriBinary.run(["link", "shop://product/42?utm_source=chat", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let resolution = try #require(object["resolution"] as? [String: Any])
        #expect(resolution["pattern"] as? String == "shop://product/{productID}")
        #expect(
            resolution["notes"] as? [String] == [
                "the query item utm_source=chat was ignored: shop://product/{productID} does not use it"
            ])
        let opened = try await PetriBinary.run(["open", "shop.home", "--json"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(opened.standardOutput.utf8)) as? [String: Any])
        #expect(document["resolution"] is NSNull)
    }
}
