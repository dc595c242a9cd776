import PetriDish

extension ShopEntries {
    /// Screens the shop's own code reaches, as on a device: no route, a call into the app
    /// object (``ShopApp``) — from a notification, from a file another app opens, from a button
    /// that starts the live chat, from the app going to the background.
    func registerAppCode() throws {
        try catalog.register(
            "account.order.shipped", title: "Order shipped", group: "Account/Orders",
            summary:
                "the \"your order has shipped\" notification: the order on the Profile's stack, under anything presented",
            tags: ["notification", "push", "history", "login"],
            screen: OrderDetailsViewController.self,
            where: ScreenCheck("it shows the order that shipped") { order, context in
                (order.petri.context as? OrderContext)?.orderID == context.orderID
            },
            reach: { (app: ShopApp, context: OrderContext) in try app.showShippedOrder(context) },
            details: [
                "orderID": .init(help: "the order that shipped; a preset picks a demo order", presets: DemoData.orders)
            ],
            examples: [ScreenExample("latest", ["orderID": "latest"], summary: "shipped in two parcels")],
            notifications: [["type": "order.shipped", "orderID": "{orderID}"]])
        try catalog.register(
            "gift.import", title: "Add a gift card file", group: "Home/Gift cards",
            summary: "a .giftcard file opened from Mail or Files: the add sheet over whatever is on screen",
            tags: ["file", "document", "modal"],
            screen: GiftCardImportViewController.self,
            reach: { (app: ShopApp, context: GiftCardFileContext) in app.openGiftCardFile(context) },
            details: ["path": .init(help: "where iOS put the file, in the app's Inbox")],
            examples: [
                ScreenExample(
                    "birthday",
                    ["path": "/private/var/mobile/Containers/Data/Application/Shop/Documents/Inbox/birthday.giftcard"],
                    summary: "a card a friend sent by e-mail")
            ],
            deepLinks: ["file:///{path*}"])
        try catalog.register(
            "support.live-chat", title: "Live chat", group: "Support",
            summary: "the live chat with an agent, an overlay the shop goes on working beneath",
            tags: ["help", "contact", "overlay"],
            screen: LiveChatViewController.self,
            reach: { (app: ShopApp) in app.startLiveChat() },
            examples: [
                ScreenExample("default"),
                ScreenExample(
                    "sheet", settings: ["liveChat": "sheet"],
                    summary: "the layout the remote config is trying out: a form sheet"),
            ])
        try catalog.register(
            "app.locked", title: "App lock", group: "Settings",
            summary: "Face ID or the passcode, in a window of its own above the status bar",
            tags: ["security", "window", "face id"],
            screen: AppLockViewController.self,
            reach: { (app: ShopApp) in app.lock() })
    }
}
