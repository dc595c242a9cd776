import PetriDish

// What each context's fields mean, given once with the type (DescribedContext): every screen
// that uses the context shows the same help, examples, defaults and presets.

extension AppearanceContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "theme": .init(help: "the colour scheme", default: "system")
        ]
    }
}

extension DeliveryAddressContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "address": .init(
                help: "the full postal address on one line; a preset saves typing one", presets: DemoData.addresses)
        ]
    }
}

extension EditProfileContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "user": .init(help: "whose profile; a preset picks a demo user", presets: DemoData.users)
        ]
    }
}

extension FiltersContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "category": .init(help: "the category of the list being filtered", example: "shoes"),
            "priceMin": .init(help: "the lowest price, in euros", default: 0),
            "priceMax": .init(help: "the highest price, in euros; no limit when left out", example: 120),
            "onlyInStock": .init(help: "hide products that are sold out", default: false),
        ]
    }
}

extension GalleryContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "productID": .init(help: "the product whose photos are shown", example: 42),
            "photo": .init(help: "the photo on screen, 1 to 8", default: 1),
        ]
    }
}

extension HelpArticleContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "url": .init(
                help: "the article's address on the help site", example: "https://help.shop.example/articles/returns")
        ]
    }
}

extension NotificationsContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "unreadOnly": .init(help: "hide the notifications already read", default: false)
        ]
    }
}

extension OnboardingContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "page": .init(help: "the page on screen", default: "welcome")
        ]
    }
}

extension OrderHistoryContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "since": .init(help: "only orders placed on or after this day", example: "2024-01-01"),
            "status": "only orders with this status",
        ]
    }
}

extension ParcelTrackingContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "orderID": .init(help: "the order the parcel belongs to", presets: DemoData.orders),
            "parcel": .init(help: "which parcel, counting from 1, when the order ships in several", default: 1),
        ]
    }
}

extension PasswordResetContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "email": .init(help: "where the reset link goes", example: "ada@example.com")
        ]
    }
}

extension PaymentContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "amount": .init(help: "the order total, in euros", example: 89.9),
            "method": .init(help: "how the user pays", default: "card"),
        ]
    }
}

extension ProductListContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "category": .init(help: "the category to list", example: "shoes"),
            "sort": .init(help: "how products are ordered", default: "price"),
            "onlyInStock": "hide products that are sold out",
        ]
    }
}

extension PromotionContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "promotion": .init(help: "the campaign's slug, as marketing names it", example: "summer-sale")
        ]
    }
}

extension RegistrationContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "email": .init(help: "the e-mail address typed on the login form, carried over", example: "ada@example.com")
        ]
    }
}

extension ReturnContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "orderID": .init(help: "the order the items come from", presets: DemoData.orders),
            "reason": .init(help: "why the items go back", example: "wrong-size"),
        ]
    }
}

extension ReviewsContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "productID": .init(help: "the product reviewed", example: 42),
            "sort": .init(help: "how reviews are ordered", default: "newest"),
            "stars": .init(help: "only reviews with this many stars, 1 to 5", example: 1),
        ]
    }
}

extension SearchResultsContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "query": .init(help: "what the user typed", example: "running shoes"),
            "category": "only results in this category",
        ]
    }
}

extension SharedProductContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "productID": .init(help: "the product's id", example: 42),
            "source": .init(
                help:
                    "where it was opened from: a link or a notification presents it over the current screen, the catalog pushes it",
                default: "deeplink"),
            "openedBy": .init(
                help: "the link that opened it, which the link itself gives; a link presents the product"),
        ]
    }
}

extension SupportChatContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "orderID": .init(help: "the order the question is about, if any", presets: DemoData.orders)
        ]
    }
}

extension SwiftUIProductContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "productID": .init(help: "the product on the page", example: 42)
        ]
    }
}

extension SwiftUIProfileContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "userID": .init(help: "whose profile", example: 7)
        ]
    }
}

extension WishlistContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "sort": .init(help: "how the saved products are ordered", default: "added")
        ]
    }
}

extension WriteReviewContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        [
            "productID": .init(help: "the product reviewed", example: 42),
            "rating": .init(help: "the stars already chosen, 1 to 5", default: 5),
        ]
    }
}
