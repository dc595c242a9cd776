public import PetriCatalog
import PetriRouting
import PetriCoordinators
import PetriHierarchy

/// A generated catalog for scale tests and benchmarks: `screens` entries in groups of
/// 100, each composed through a route of up to 12 steps from one of four tabs — pushes,
/// navigation controllers, tab bars, split views and a custom pager, each presented modally —
/// with typed context parameters (integers, strings, booleans, decimals, choices, optionals),
/// deep links, up to 1,000 distinct view-controller types, and one coordinator flow per group.
/// The same `screens` and `seed` give the same catalog, byte for byte in every export.
///
/// ```swift
/// let catalog = try SyntheticCatalog.make(screens: 1_000, seed: 7)
/// #expect(catalog.entries.count == 1_000)
/// ```
@MainActor
public enum SyntheticCatalog {
    /// The number of tabs of the launch tab bar.
    static let tabCount = 4
    /// The most steps a route has.
    static let maximumDepth = 12

    /// Generates a catalog of `screens` entries from `seed`.
    /// - Throws: only if the generator broke a catalog rule itself (a bug).
    public static func make(screens: Int, seed: UInt64 = 1) throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Synthetic \(screens):\(seed)")
        catalog.addVariant(
            Variant("tabs", summary: "a tab bar of \(tabCount) navigation stacks") { window in
                let tabs = (0..<tabCount).map { index in
                    let navigation = UINavigationController(title: "Tab \(index)")
                    navigation.setViewControllers([UIViewController(title: "Tab \(index)")], animated: false)
                    return navigation
                }
                let tabBar = UITabBarController()
                tabBar.setViewControllers(tabs, animated: false)
                try window.setRootViewController(tabBar)
            })
        var generator = Generator(seed: seed)
        for index in 0..<max(0, screens) {
            try catalog.register(entry(index, generator: &generator))
        }
        for group in 0..<(max(0, screens) + 99) / 100 {
            try catalog.register(flow: flow(group))
        }
        return catalog
    }

    /// How a route goes on from the screen before.
    enum Segment: CaseIterable {
        case push, presentNavigation, presentTabBar, presentSplit, presentPager

        /// The steps it adds to the route: the screen, and the containers built around it.
        var steps: Int {
            switch self {
            case .push: 1
            case .presentNavigation: 2
            case .presentTabBar, .presentPager: 3
            case .presentSplit: 4
            }
        }
    }

    /// A group's coordinator flow: a navigation stack whose root opens a child coordinator that
    /// pushes a screen and finishes when it is popped.
    private static func flow(_ group: Int) -> FlowEntry {
        FlowEntry(
            id: "synthetic.flow.g\(group)", title: "Flow \(group)", group: "Synthetic/Group \(group)",
            summary: "a root screen and a child coordinator pushed from it",
            walks: [FlowEntry.Walk("open and back", [.send("open"), .back, .send("open")])],
            location: CodeLocation(file: "Synthetic/SyntheticCatalog.swift", line: 100_000 + group)
        ) { window, _ in
            let navigation = UINavigationController(title: "Flow \(group)")
            try window.setRootViewController(navigation)
            let coordinator = SyntheticFlowCoordinator(
                router: CoordinatorRouter(navigationController: navigation), group: group)
            coordinator.start()
            return coordinator
        }
    }

    private static func entry(_ index: Int, generator: inout Generator) throws -> ScreenEntry {
        let group = index / 100
        let id = "synthetic.g\(group).s\(index)"
        let title = "Screen \(index)"
        let tab = generator.next(below: tabCount)
        // The route's steps: the tab's stack and the first screen, then each segment's.
        let depth = 2 + generator.next(below: maximumDepth - 1)
        var segments: [Segment] = []
        var steps = 2
        while steps < depth {
            var segment = Segment.allCases[generator.next(below: Segment.allCases.count)]
            if steps + segment.steps > depth { segment = .push }
            segments.append(segment)
            steps += segment.steps
        }
        let location = CodeLocation(file: "Synthetic/SyntheticCatalog.swift", line: index + 1)
        let common = (
            id: id, title: title, group: "Synthetic/Group \(group)",
            summary: "generated screen \(index), \(steps) steps from tab \(tab)"
        )
        switch generator.next(below: 4) {
        case 0:
            return ScreenEntry(
                id: common.id, title: common.title, group: common.group, summary: common.summary,
                tags: ["synthetic", "item"],
                context: ContextSchema(
                    decoding: SyntheticItemContext.self, details: ["id": .init(help: "the item", example: .int(index))]),
                destination: route(
                    tab: tab, segments: segments, title: title, index: index, context: SyntheticItemContext.self),
                examples: [ScreenExample("default", ["id": "\(index)"])],
                deepLinks: ["synthetic://g\(group)/s\(index)/{id}"], location: location)
        case 1:
            return ScreenEntry(
                id: common.id, title: common.title, group: common.group, summary: common.summary,
                tags: ["synthetic", "search"],
                context: ContextSchema(
                    decoding: SyntheticSearchContext.self,
                    details: ["query": .init(help: "what is searched", example: .string("query \(index)"))]),
                destination: route(
                    tab: tab, segments: segments, title: title, index: index, context: SyntheticSearchContext.self),
                examples: [
                    ScreenExample("default", ["query": "q\(index)"]),
                    ScreenExample("second-page", ["query": "q\(index)", "page": "2"]),
                ],
                deepLinks: ["synthetic://g\(group)/s\(index)?q={query}&page={page}"], location: location)
        case 2:
            return ScreenEntry(
                id: common.id, title: common.title, group: common.group, summary: common.summary,
                tags: ["synthetic", "filter"],
                context: ContextSchema(
                    decoding: SyntheticFilterContext.self,
                    details: [
                        "sort": .init(help: "the order", default: "relevance"),
                        "inStock": .init(help: "only what is in stock", example: .bool(true)),
                    ]),
                destination: route(
                    tab: tab, segments: segments, title: title, index: index, context: SyntheticFilterContext.self),
                examples: [
                    ScreenExample(
                        "default",
                        [
                            "sort": SyntheticSort.allCases[index % 3].rawValue,
                            "inStock": index.isMultiple(of: 2) ? "true" : "false",
                        ]),
                    ScreenExample("capped", ["sort": "price", "inStock": "true", "maxPrice": "\(index).5"]),
                ],
                location: location)
        default:
            return ScreenEntry(
                id: common.id, title: common.title, group: common.group, summary: common.summary, tags: ["synthetic"],
                context: .empty,
                destination: route(tab: tab, segments: segments, title: title, index: index, context: Void.self),
                examples: [ScreenExample("default")], deepLinks: ["synthetic://g\(group)/s\(index)"], location: location
            )
        }
    }

    /// The route to a screen titled `title`: pushed on tab `tab`'s stack, then each segment.
    /// The screens are of the view-controller type `index` picks among 1,000.
    static func route<Context>(
        tab: Int, segments: [Segment], title destinationTitle: String, index: Int, context: Context.Type
    ) -> PetriDestinationStep<UIViewController, Context> {
        route(
            kind: SyntheticKinds.kind(index), tab: tab, segments: segments, title: destinationTitle, index: index,
            context: context)
    }

    private static func route<Kind: SyntheticKind, Context>(
        kind: Kind.Type, tab: Int, segments: [Segment], title destinationTitle: String, index: Int,
        context: Context.Type
    ) -> PetriDestinationStep<UIViewController, Context> {
        func screen(_ title: String) -> PetriStepAssembly<SyntheticScreen<Kind>, Context> {
            PetriStepAssembly(
                finder: PetriNilFinder<SyntheticScreen<Kind>, Context>(),
                factory: ClosureFactory { (context: Context) in
                    SyntheticScreen<Kind>(title: title, context: context, number: index % 1_000)
                })
        }
        func title(at step: Int) -> String {
            step == segments.count ? destinationTitle : "\(destinationTitle) · step \(step + 1)"
        }
        let tabNavigation = PetriGeneralStep.custom(using: TitledNavigationFinder<Context>(title: "Tab \(tab)"))
        var current = screen(title(at: 0)).using(PetriNavigationControllerActions.push()).from(tabNavigation).assemble()
        for (index, segment) in segments.enumerated() {
            let next = screen(title(at: index + 1))
            switch segment {
            case .push:
                current = next.using(PetriNavigationControllerActions.push())
                    .from(current.expectingContainer(UINavigationController.self)).assemble()
            case .presentNavigation:
                current = next.using(PetriNavigationControllerActions.push()).from(
                    PetriNavigationControllerStep<Context>()
                )
                .using(PetriGeneralAction.presentModally()).from(current).assemble()
            case .presentTabBar:
                current = next.using(PetriNavigationControllerActions.push()).from(
                    PetriNavigationControllerStep<Context>()
                )
                .using(PetriTabBarControllerActions.addTab()).from(PetriTabBarControllerStep<Context>())
                .using(PetriGeneralAction.presentModally()).from(current).assemble()
            case .presentSplit:
                current = next.using(PetriNavigationControllerActions.push()).from(
                    PetriNavigationControllerStep<Context>()
                )
                .using(SplitControllerActions.showDetail())
                .from(screen(title(at: index + 1) + " · primary").expectingContainer(UISplitViewController.self))
                .using(SplitControllerActions.setAsPrimary()).from(PetriSplitControllerStep<Context>())
                .using(PetriGeneralAction.presentModally(presentationStyle: .fullScreen)).from(current).assemble()
            case .presentPager:
                current = next.using(PetriNavigationControllerActions.push()).from(
                    PetriNavigationControllerStep<Context>()
                )
                .using(SyntheticPager.AddPage())
                .from(
                    PetriStepAssembly(
                        finder: PetriNilFinder<SyntheticPager, Context>(),
                        factory: ClosureContainerFactory { _, pages in
                            try SyntheticPager(pages: pages)
                        })
                )
                .using(PetriGeneralAction.presentModally()).from(current).assemble()
            }
        }
        return PetriDestinationStep<UIViewController, Context>(nodes: current.nodes)
    }

    /// SplitMix64: small, fast and the same on every platform (the property tests draw from it
    /// too).
    package struct Generator: RandomNumberGenerator {
        private var state: UInt64
        package init(seed: UInt64) { state = seed }

        package mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        mutating func next(below bound: Int) -> Int {
            Int(next() % UInt64(bound))
        }
    }
}
