import PetriDish

extension ShopEntries {
    /// Orders after they were placed, owned by the post-purchase team.
    func registerOrders() throws {
        try catalog.register(
            "account.orders", title: "Orders", group: "Account/Orders",
            summary: "the order history, newest first, pushed on the profile; needs a logged-in user",
            tags: ["history", "purchases", "login"], route: routes.orderHistory,
            examples: [
                ScreenExample("all", summary: "every order"),
                ScreenExample("this-year", ["since": "2024-01-01"], summary: "orders placed since New Year"),
                ScreenExample("on-the-way", ["status": "shipped"], summary: "orders still travelling"),
            ],
            deepLinks: ["shop://orders"])
        try catalog.register(
            "account.order", title: "Order", group: "Account/Orders",
            summary: "one order: items, delivery, payment and invoice, pushed on the history",
            tags: ["history", "details", "login"], route: routes.order,
            details: ["orderID": .init(help: "the order; a preset picks a demo order", presets: DemoData.orders)],
            examples: [
                ScreenExample("latest", ["orderID": "latest"], summary: "shipped in two parcels"),
                ScreenExample("delivered", ["orderID": "delivered"], summary: "with the return button"),
                ScreenExample("cancelled", ["orderID": "cancelled"], summary: "with the refund"),
            ],
            deepLinks: ["shop://orders/{orderID}"])
        try catalog.register(
            "account.order.tracking", title: "Track parcel", group: "Account/Orders",
            summary: "the carrier's tracking of one parcel, pushed on its order",
            tags: ["delivery", "shipping", "login"],
            route: routes.parcelTracking,
            examples: [
                ScreenExample("first-parcel", ["orderID": "latest"], summary: "out for delivery"),
                ScreenExample(
                    "second-parcel", ["orderID": "latest", "parcel": "2"], summary: "still at the warehouse"),
            ],
            deepLinks: ["shop://orders/{orderID}/parcels/{parcel}"])
        try catalog.register(
            "account.order.return", title: "Return items", group: "Account/Orders",
            summary: "the return form, a form sheet over the order",
            tags: ["returns", "refund", "form", "modal", "login"],
            route: routes.returnRequest,
            examples: [
                ScreenExample(
                    "wrong-size", ["orderID": "delivered", "reason": "wrong-size"], summary: "the most common return"),
                ScreenExample(
                    "damaged", ["orderID": "delivered", "reason": "damaged"], summary: "asks for photos of the damage"),
            ],
            deepLinks: ["shop://orders/{orderID}/return?reason={reason}"])
    }
}
