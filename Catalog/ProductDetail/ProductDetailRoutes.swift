import PetriDish

/// What hangs off a product screen: its reviews pushed on top of it, the review form over the
/// reviews, the photo gallery over the product.
extension ShopRoutes {
    /// The reviews, pushed on the stack of the product they belong to.
    var reviews: PetriDestinationStep<ReviewsViewController, ReviewsContext> {
        let screen = PetriStepAssembly(
            finder: PetriClassWithContextFinder<ReviewsViewController, ReviewsContext>(),
            factory: ClosureFactory(
                prepare: { (context: ReviewsContext) in
                    if let stars = context.stars, !(1...5).contains(stars) {
                        throw RefusedContext(
                            description: "reviews have 1 to 5 stars; there are no \(stars)-star reviews")
                    }
                },
                build: { ReviewsViewController($0) }))
        return screen.pushed(onto: product.adaptingContext { $0.product })
    }

    /// The review form, in a form sheet over the product's reviews; reviewing needs an account.
    var writeReview: PetriDestinationStep<WriteReviewViewController, WriteReviewContext> {
        let screen = PetriStepAssembly(
            finder: PetriClassWithContextFinder<WriteReviewViewController, WriteReviewContext>(),
            factory: ClosureFactory(
                prepare: { (context: WriteReviewContext) in
                    guard (1...5).contains(context.rating) else {
                        throw RefusedContext(description: "a rating is 1 to 5 stars, not \(context.rating)")
                    }
                },
                build: { WriteReviewViewController($0) })
        )
        .adding(loginRequired())
        return screen.presented(
            by: reviews.adaptingContext { $0.reviews }, style: .formSheet, inNavigationController: true)
    }

    /// The photos, full screen over the product. A gallery already open on the product is
    /// reused and scrolled to the photo asked for.
    var gallery: PetriDestinationStep<GalleryViewController, GalleryContext> {
        PetriStepAssembly.screen(GalleryViewController.init) { shown, wanted in
            (shown.petri.context as? GalleryContext)?.productID == wanted.productID
        }
        .adding(ShowGalleryPhoto())
        .using(PetriGeneralAction.presentModally(presentationStyle: .fullScreen))
        .from(product.adaptingContext { $0.product })
        .assemble()
    }
}
