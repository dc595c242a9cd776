import PetriDish

// Two coordinator flows as a shop would write them (a root coordinator with a modal child; a
// navigation stack of child coordinators), and two deliberately leaky ones.

/// The product tour's first coordinator: the product is the window's root; its Next button
/// starts the second coordinator. It builds the size chart once and keeps it for every guide
/// it shows (a screen cached on purpose), and ends the guide itself when the product sells out
/// (a modal flow dismissed by its parent).
final class ProductTourCoordinator: Coordinator {
    let window: UIWindow
    let productID: Int
    /// Built once, shown by every size guide.
    private(set) lazy var sizeChart = keep(
        SizeChartViewController(), .cached("the size chart is built once and reused by every size guide", atMost: 1))

    init(window: UIWindow, productID: Int) {
        self.window = window
        self.productID = productID
    }

    override func startFlow() {
        let product = show(ProductViewController(ProductContext(productID: productID)))
        product.petri.on("next", summary: "the Next button: the size guide, presented") { [weak self] _ in
            self?.showSizeGuide()
        }
        try? window.setRootViewController(product)
    }

    private func showSizeGuide() {
        guard let root = window.rootViewController else { return }
        let guide = SizeGuideCoordinator(presenter: root, chart: sizeChart)
        guide.onSoldOut = { [weak self] in self?.window.rootViewController?.dismiss(animated: true) }
        add(dependency: guide)
        guide.start()
    }
}

/// The size chart the guide shows; the tour keeps it between guides.
final class SizeChartViewController: UIViewController {
    init() { super.init(title: "Size chart") }
}

/// The product the tour starts on.
struct ProductTourContext: Decodable, Equatable {
    let productID: Int
}

/// The product tour's second coordinator: presents a navigation controller modally; Close
/// finishes it, and so does the user's swipe-down (which XCoordinator does not notice).
final class SizeGuideCoordinator: ModalFlowCoordinator {
    let chart: SizeChartViewController
    /// The product sold out while the guide was up: its parent dismisses it from below.
    var onSoldOut: () -> Void = {}

    init(presenter: UIViewController, chart: SizeChartViewController) {
        self.chart = chart
        super.init(presenter: presenter)
    }

    override func startFlow() {
        let guide = show(SizeGuideViewController())
        guide.petri.on("close", summary: "the Close button") { [weak self] _ in self?.close() }
        guide.petri.on("sold-out", summary: "the product sold out: the tour dismisses the guide") { [weak self] _ in
            self?.onSoldOut()
        }
        guide.petri.on("chart", summary: "the size chart, pushed (the tour keeps it between guides)") {
            [weak self, weak guide] _ in
            guard let self, let guide, self.chart.parent == nil else { return }
            guide.navigationController?.pushViewController(self.show(self.chart), animated: true)
        }
        present(guide)
    }
}

/// The reviews' main coordinator: the reviews of a product in a navigation stack; each review is
/// a child coordinator that finishes when its screen leaves, the back button included.
final class ReviewsCoordinator: Coordinator {
    let router: CoordinatorRouter
    /// How a review's coordinator is made: the good one, or a leaky one (bad examples).
    let makeReview: @MainActor (CoordinatorRouter, ReviewsCoordinator) -> Coordinator

    init(
        router: CoordinatorRouter,
        makeReview: @escaping @MainActor (CoordinatorRouter, ReviewsCoordinator) -> Coordinator
    ) {
        self.router = router
        self.makeReview = makeReview
    }

    override func startFlow() {
        let reviews = show(ReviewsViewController(ReviewsContext(productID: 42, sort: .newest, stars: nil)))
        reviews.petri.on("open", summary: "a review tapped") { [weak self] _ in self?.openReview() }
        try? router.setAsRoot(reviews)
    }

    private func openReview() {
        let review = makeReview(router, self)
        add(dependency: review)
        review.start()
    }
}

/// A review: pushed; it finishes when its screen leaves, however it leaves.
final class ReviewCoordinator: Coordinator {
    let router: CoordinatorRouter
    init(router: CoordinatorRouter) { self.router = router }

    override func startFlow() {
        try? router.push(show(WriteReviewViewController(WriteReviewContext(productID: 42, rating: 5))), animated: true)
        { [weak self] in
            self?.finish()
        }
    }
}

/// BAD EXAMPLE (the back-button problem): pushes its screen and never listens for the back
/// button, so its parent keeps it after the user left.
final class ForgetfulReviewCoordinator: Coordinator {
    let router: CoordinatorRouter
    init(router: CoordinatorRouter) { self.router = router }

    override func startFlow() {
        try? router.push(show(WriteReviewViewController(WriteReviewContext(productID: 42, rating: 5))), animated: true)
    }
}

/// BAD EXAMPLE (a common coordinator anti-pattern): holds its parent strongly, a cycle that
/// outlives the flow.
final class ClingingReviewCoordinator: Coordinator {
    let router: CoordinatorRouter
    var reviews: ReviewsCoordinator?
    init(router: CoordinatorRouter, reviews: ReviewsCoordinator) {
        self.router = router
        self.reviews = reviews
    }

    override func startFlow() {
        let screen = show(WriteReviewViewController(WriteReviewContext(productID: 42, rating: 5)))
        screen.petri.on("done", summary: "the review sent: the whole reviews flow ends") { [weak self] _ in
            self?.reviews?.finish()
        }
        try? router.push(screen, animated: true)
    }
}

/// The root of the reviews flows: the app, which lets go of the reviews when they finish.
final class ReviewsAppCoordinator: Coordinator {
    let window: UIWindow
    let makeReview: @MainActor (CoordinatorRouter, ReviewsCoordinator) -> Coordinator
    /// The bad examples remove their children by hand, as the articles' coordinators do, and
    /// get it wrong; the good flow lets the coordinator layer do it.
    init(
        window: UIWindow, childRemoval: ChildRemoval = .automatic,
        makeReview: @escaping @MainActor (CoordinatorRouter, ReviewsCoordinator) -> Coordinator
    ) {
        self.window = window
        self.makeReview = makeReview
        super.init()
        self.childRemoval = childRemoval
    }

    override func startFlow() {
        let navigation = UINavigationController(title: "Reviews")
        let reviews = ReviewsCoordinator(
            router: CoordinatorRouter(navigationController: navigation), makeReview: makeReview)
        reviews.childRemoval = childRemoval
        reviews.flowListener = self
        add(dependency: reviews)
        reviews.start()
        try? window.setRootViewController(navigation)
    }

    override func onFlowFinished(coordinator: Coordinator) {
        remove(dependency: coordinator)
        try? window.setRootViewController(show(HomeViewController()))
    }
}

/// The shop's flows.
@MainActor
struct ShopFlows {
    let catalog: ScreenCatalog

    func registerAll() throws {
        try registerApp()
        try registerStorefront()
        try catalog.register(
            flow: FlowEntry(
                id: "flow.product-tour", title: "Product tour", group: "Flows",
                summary: "seed 004: the product as the root; Next presents the size guide modally; Close finishes it",
                walks: [
                    FlowEntry.Walk("next and close", [.send("next"), .send("close")]),
                    FlowEntry.Walk("swipe down", [.send("next"), .dismiss(finishing: true)]),
                    FlowEntry.Walk("swipe down given up", [.send("next"), .dismiss(finishing: false), .send("close")]),
                    FlowEntry.Walk("dismissed by the tour", [.send("next"), .send("sold-out")]),
                    FlowEntry.Walk(
                        "the cached chart twice",
                        [
                            .send("next"), .send("chart"), .dismiss(finishing: true), .send("next"), .send("chart"),
                            .dismiss(finishing: true),
                        ]),
                ],
                context: ContextSchema(
                    decoding: ProductTourContext.self,
                    details: [
                        "productID": .init(help: "the product the tour starts on", example: 42)
                    ]),
                examples: [ScreenExample("sneakers", ["productID": "42"], summary: "the running shoes")],
                location: CodeLocation(file: #fileID, line: #line)
            ) { window, _, context in
                let root = ProductTourCoordinator(window: window, productID: context.productID)
                root.start()
                return root
            })
        try catalog.register(
            flow: FlowEntry(
                id: "flow.reviews", title: "Reviews", group: "Flows",
                summary: "seed 000: a review per child coordinator, finished by the back button",
                walks: [
                    FlowEntry.Walk("open and back", [.send("open"), .back, .send("open")]),
                    FlowEntry.Walk("swipe back", [.send("open"), .swipeBack(finishing: true)]),
                    FlowEntry.Walk("swipe back given up", [.send("open"), .swipeBack(finishing: false), .back]),
                ],
                location: CodeLocation(file: #fileID, line: #line)
            ) { window, _ in
                let root = ReviewsAppCoordinator(window: window) { router, _ in ReviewCoordinator(router: router) }
                root.start()
                return root
            })
        try catalog.register(
            flow: FlowEntry(
                id: "flow.reviews.forgetful", title: "Reviews (leaky: forgets the back button)",
                group: "Flows/Bad examples",
                summary:
                    "BAD EXAMPLE: coordinators that remove their children by hand, and a review's that never hears the back button: kept after the user left",
                walks: [FlowEntry.Walk("open and back", [.send("open"), .back])],
                location: CodeLocation(file: #fileID, line: #line)
            ) { window, _ in
                let root = ReviewsAppCoordinator(window: window, childRemoval: .manual) { router, _ in
                    ForgetfulReviewCoordinator(router: router)
                }
                root.start()
                return root
            }.expecting(
                .leaks(
                    because:
                        "the demo's coordinator kept after the back button, by a parent that removes its children by hand"
                )))
        try catalog.register(
            flow: FlowEntry(
                id: "flow.reviews.clinging", title: "Reviews (leaky: holds its parent)", group: "Flows/Bad examples",
                summary:
                    "BAD EXAMPLE: the review's coordinator holds the reviews strongly; when the flow ends, both stay alive",
                walks: [FlowEntry.Walk("open and done", [.send("open"), .send("done")])],
                location: CodeLocation(file: #fileID, line: #line)
            ) { window, _ in
                let root = ReviewsAppCoordinator(window: window, childRemoval: .manual) { router, reviews in
                    ClingingReviewCoordinator(router: router, reviews: reviews)
                }
                root.start()
                return root
            }.expecting(.leaks(because: "the demo's retain cycle, a review's coordinator holding its parent strongly")))
    }
}
