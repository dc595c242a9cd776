import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import PetriDish
@testable import PetriChecking

/// `petri check` on a catalog with every kind of mistake an app team makes (issue 7's check,
/// and issue 12's "check fails that screen").
@MainActor
@Suite("Catalog check")
struct CatalogCheckTests {
    final class Screen: UIViewController {}
    final class Other: UIViewController {}
    struct Refusal: Error, CustomStringConvertible { var description: String { "the feature flag is off" } }

    /// An interceptor that always refuses.
    struct FeatureFlag: PetriRoutingInterceptor {
        func perform(with context: Void, in window: UIWindow) async throws { throw Refusal() }
    }

    /// An action that forgets to place what it is given.
    struct Forgetful: PetriAction {
        func perform(with viewController: UIViewController, on existingController: UIViewController, animated: Bool)
            throws
        {}
    }

    struct ProductContext: Decodable { let productID: Int }

    private func presented<VC: UIViewController>(_ make: @escaping @MainActor () throws -> VC) -> PetriStepAssembly<
        VC, Void
    > {
        PetriStepAssembly(finder: PetriNilFinder<VC, Void>(), factory: ClosureFactory { try make() })
    }

    private func entry<VC, Context>(
        _ id: String, _ route: PetriDestinationStep<VC, Context>, context: ContextSchema<Context>,
        summary: String = "a screen",
        examples: [ScreenExample] = [ScreenExample("default")]
    ) -> ScreenEntry {
        ScreenEntry(
            id: id, title: id, group: "Test", summary: summary, context: context, destination: route,
            examples: examples, location: CodeLocation(file: "Test/Entries.swift", line: 1))
    }

    private func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Broken <app>")
        catalog.addVariant(
            Variant("plain", summary: "a navigation stack") {
                try $0.setRootViewController(UINavigationController(rootViewController: Other()))
            })
        let current = PetriGeneralStep.current() as PetriDestinationStep<UIViewController, Void>
        try catalog.register(
            entry(
                "ok", presented { Screen() }.using(PetriGeneralAction.presentModally()).from(current).assemble(),
                context: .empty))
        try catalog.register(
            entry(
                "throws",
                presented { () throws -> Screen in throw Refusal() }
                    .using(PetriGeneralAction.presentModally()).from(current).assemble(), context: .empty))
        try catalog.register(
            entry(
                "refused",
                presented { Screen() }.adding(FeatureFlag())
                    .using(PetriGeneralAction.presentModally()).from(current).assemble(), context: .empty))
        try catalog.register(
            entry(
                "rule",
                presented { UINavigationController() }
                    .using(PetriNavigationControllerActions.push()).from(
                        current.expectingContainer(UINavigationController.self)
                    ).assemble(), context: .empty))
        try catalog.register(
            entry(
                "unreachable",
                PetriStepAssembly(finder: PetriClassFinder<Screen, Void>(), factory: PetriNilFactory()).assemble(),
                context: .empty))
        try catalog.register(
            entry("orphan", presented { Screen() }.using(Forgetful()).from(current).assemble(), context: .empty))
        try catalog.register(
            entry(
                "no-example",
                PetriStepAssembly(
                    finder: PetriNilFinder<Screen, ProductContext>(),
                    factory: ClosureFactory { Screen(context: $0.productID) }
                )
                .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble(),
                context: ContextSchema(decoding: ProductContext.self), summary: " ", examples: []))
        return catalog
    }

    @Test("Every mistake fails with the router's own message; what composes passes; the lint names the rest")
    func everyMistakeIsReported() async throws {
        let report = await CatalogCheck(catalog: try catalog()).run()

        let outcomes = Dictionary(uniqueKeysWithValues: report.cases.map { ($0.entry, $0.outcome) })
        #expect(outcomes["ok"] == .passed(warnings: []))
        func reason(_ id: String) -> String? {
            if case let .failed(reason, _)? = outcomes[id] { reason } else { nil }
        }
        #expect(reason("throws")?.hasPrefix("the feature flag is off — ClosureFactory<Screen, Void>") == true)
        #expect(reason("refused")?.hasPrefix("the feature flag is off — FeatureFlag") == true)
        #expect(reason("rule")?.contains("is a navigation controller and cannot be pushed") == true)
        #expect(reason("unreachable")?.hasPrefix("found no Screen, and the step has no factory to build one") == true)
        #expect(reason("orphan")?.contains("was placed nowhere") == true)
        if case let .failed(_, trace)? = outcomes["refused"] {
            #expect(trace.contains("failed: the feature flag is off"))
        }
        #expect(
            report.lints.map(\.description).contains(
                "warning: no-example has no summary, so lists and the docs show only its title"))
        #expect(report.lints.map(\.description).contains("error: no-example has no example, so it is never composed"))
        #expect(
            report.lints.map(\.description).contains(
                "error: no-example required parameter productID has no example, default or preset to show a value"))
        #expect(
            report.lints.map(\.description).contains(
                "error: unreachable cannot be reached from the launch state of any variant"))
        #expect(report.passedCount == 1)
        #expect(!report.succeeded)
        #expect(report.summary == "1 passed, \(report.failedCount) failed")
    }

    @Test(
        "A composer elsewhere (petri check's processes) answering in any order gives the serial report, lints included")
    func composerGivesTheSerialReport() async throws {
        let serial = await CatalogCheck(catalog: try catalog()).run()
        var shared = CatalogCheck(catalog: try catalog())
        let elsewhere = CatalogCheck(catalog: try catalog())
        nonisolated(unsafe) var given: [CatalogCheck.PlannedCase] = []
        shared.composer = { planned in
            given = planned
            // Two shares, composed apart and handed back last share first.
            let odd = await elsewhere.compose(planned.filter { $0.index % 2 == 1 })
            let even = await elsewhere.compose(planned.filter { $0.index % 2 == 0 })
            return odd.reversed() + even
        }
        let report = await shared.run()
        #expect(given == shared.plannedCases())
        #expect(given.map(\.index) == Array(given.indices))
        func untimed(_ report: CheckReport) -> [CheckCase] {
            report.cases.map {
                var c = $0; c.duration = .zero; return c
            }
        }
        #expect(untimed(report) == untimed(serial))
        #expect(report.lints == serial.lints)
        #expect(
            try JSONDecoder().decode(
                [CatalogCheck.ComposedCase].self, from: JSONEncoder().encode(await elsewhere.compose(given))
            )
            .map(\.checkCase.outcome) == untimed(serial).filter { $0.example != "declaration" }.map(\.outcome))
    }

    @Test("The JUnit report is well-formed XML with one test case per composition, escaped")
    func junitIsValidXML() async throws {
        let report = await CatalogCheck(catalog: try catalog()).run()
        let xml = report.renderJUnit(suiteName: "Broken <app> & \"co\"")

        final class Counter: NSObject, XMLParserDelegate {
            var testCases = 0
            var failures = 0
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                if name == "testcase" { testCases += 1 }
                if name == "failure" { failures += 1 }
            }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse(), "not well-formed: \(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(counter.testCases == report.cases.count + report.lints.filter { $0.severity == .error }.count)
        #expect(counter.failures == report.failedCount)
        #expect(xml.contains(#"name="Broken &lt;app&gt; &amp; &quot;co&quot;""#))
    }

    @Test(
        "An app team's broken catalog: a factory that throws and a variant that throws at launch fail with the source location, never trap"
    )
    func brokenCatalogNamesLocations() async throws {
        struct Crash: Error, CustomStringConvertible { var description: String { "the nib is missing" } }
        let catalog = ScreenCatalog(name: "Team")
        catalog.addVariant(Variant("plain", summary: "works") { try $0.setRootViewController(Other()) })
        catalog.addVariant(
            Variant("broken", summary: "throws at launch", location: CodeLocation(file: "Team/Variants.swift", line: 7))
            { _ in throw Crash() })
        let current = PetriGeneralStep.current() as PetriDestinationStep<UIViewController, Void>
        try catalog.register(
            ScreenEntry(
                id: "team.crash", title: "Crash", group: "Team", summary: "a factory that throws", context: .empty,
                destination: presented { () throws -> Screen in throw Crash() }.using(
                    PetriGeneralAction.presentModally()
                )
                .from(current).assemble(),
                examples: [ScreenExample("default")], location: CodeLocation(file: "Team/CrashEntries.swift", line: 12))
        )

        let report = await CatalogCheck(catalog: catalog).run()
        #expect(report.cases.count == 2)
        #expect(report.cases.allSatisfy { !$0.passed && $0.registeredAt == "Team/CrashEntries.swift:12" })
        let reasons = report.cases.compactMap { if case let .failed(reason, _) = $0.outcome { reason } else { nil } }
        #expect(reasons.first?.contains("the nib is missing") == true, "\(reasons)")
        #expect(reasons.last?.contains("the nib is missing") == true, "the launch error is named: \(reasons)")
        #expect(
            reasons.last?.contains(#"variant "broken" at Team/Variants.swift:7 failed to launch"#) == true, "\(reasons)"
        )
        // Without a location, a variant records where it was declared.
        let here = #line + 1
        let declared = Variant("declared", summary: "here") { _ in }
        #expect(declared.location == CodeLocation(file: #fileID, line: here))
        #expect(report.renderJUnit(suiteName: "team").contains(#"file="Team/CrashEntries.swift:12""#))
    }

    @Test(
        "An app team's declaration mistakes — a malformed deep link, an example that does not parse, a duplicate id — are reported with their locations, and the rest is checked"
    )
    func declarationMistakes() async throws {
        let catalog = ScreenCatalog(name: "Team")
        catalog.addVariant(Variant("plain", summary: "works") { try $0.setRootViewController(Other()) })
        struct Item: Decodable { let id: Int }
        func entry(_ id: String, line: Int, links: [String] = [], example: String = "1") -> ScreenEntry {
            ScreenEntry(
                id: id, title: id, group: "Team", summary: "a screen", context: ContextSchema(decoding: Item.self),
                destination: PetriStepAssembly(
                    finder: PetriNilFinder<Screen, Item>(),
                    factory: ClosureFactory { (item: Item) in Screen(title: "\(item.id)") }
                )
                .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble(),
                examples: [ScreenExample("default", ["id": example])], deepLinks: links,
                location: CodeLocation(file: "Team/Entries.swift", line: line))
        }
        try catalog.register(entry("team.good", line: 1, links: ["team://item/{id}"]))
        try catalog.register(entry("team.link", line: 2, links: ["team://item/p{id}"]))
        try catalog.register(entry("team.example", line: 3, example: "one"))
        #expect(
            throws: CatalogError.duplicateScreen(
                id: "team.good", first: CodeLocation(file: "Team/Entries.swift", line: 1),
                second: CodeLocation(file: "Team/Entries.swift", line: 4)
            )
        ) { try catalog.register(entry("team.good", line: 4)) }

        let report = await CatalogCheck(catalog: catalog).run()
        let failed = report.cases.filter { !$0.passed }
        #expect(failed.map(\.entry) == ["team.example", "team.link"])
        #expect(failed.map(\.registeredAt) == ["Team/Entries.swift:3", "Team/Entries.swift:2"])
        #expect(failed.allSatisfy { $0.example == "declaration" })
        #expect(report.cases.contains { $0.entry == "team.good" && $0.passed })
        let text = failed.compactMap { if case let .failed(reason, _) = $0.outcome { reason } else { nil } }.joined(
            separator: "\n")
        #expect(text.contains(#"screen "team.link" at Team/Entries.swift:2: "#), "\(text)")
        #expect(text.contains("mixes text and a placeholder"), "\(text)")
        #expect(text.contains(#"screen "team.example" at Team/Entries.swift:3: example "default": "#), "\(text)")
    }

    @Test("A required parameter that every example gives a value needs no example of its own")
    func examplesGiveTheValue() async throws {
        let catalog = ScreenCatalog(name: "Shop")
        catalog.addVariant(
            Variant("plain", summary: "a navigation stack") {
                $0.rootViewController = UINavigationController(rootViewController: Other())
            })
        let route = PetriStepAssembly(
            finder: PetriNilFinder<Screen, ProductContext>(), factory: ClosureFactory { Screen(context: $0.productID) }
        )
        .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble()
        try catalog.register(
            entry(
                "given", route, context: ContextSchema(decoding: ProductContext.self),
                examples: [ScreenExample("shoe", ["productID": "42"]), ScreenExample("hat", ["productID": "7"])]))
        try catalog.register(
            entry(
                "half", route, context: ContextSchema(decoding: ProductContext.self),
                examples: [ScreenExample("shoe", ["productID": "42"]), ScreenExample("default")]))
        let report = await CatalogCheck(catalog: catalog).run()
        let lints = report.lints.map(\.description)
        let givenLints = lints.filter { $0.hasPrefix("error: given required parameter") }
        #expect(givenLints.isEmpty, "\(lints)")
        let given = report.cases.filter { $0.entry == "given" }
        #expect(given.count == 2 && given.allSatisfy(\.passed), "\(given)")
        // An example without the value is a broken declaration, reported where it was declared.
        let half = report.cases.filter { $0.entry == "half" && $0.example == "declaration" && !$0.passed }
        #expect(half.count == 1, "\(report.cases.filter { $0.entry == "half" })")
    }

    /// Lets a route through when the session's setting `beta` is `on`, as an app's feature
    /// flag does; says what it read otherwise.
    struct BetaFlag: PetriRoutingInterceptor {
        struct Off: Error, CustomStringConvertible {
            var settings: [String: String]
            var description: String {
                "the beta flag is off (settings: \(settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")))"
            }
        }
        func perform(with context: Void, in window: UIWindow) async throws {
            let settings = DishSession.current.settings
            guard settings["beta"] == "on" else { throw Off(settings: settings) }
        }
    }

    @Test(
        "An example's settings are set for it alone, over the check's --set: the next example starts without them (issue 34)"
    )
    func exampleSettings() async throws {
        let catalog = ScreenCatalog(name: "Flags")
        catalog.addVariant(
            Variant("plain", summary: "a navigation stack") {
                try $0.setRootViewController(UINavigationController(rootViewController: Other()))
            })
        let current = PetriGeneralStep.current() as PetriDestinationStep<UIViewController, Void>
        try catalog.register(
            entry(
                "beta",
                presented { Screen() }.adding(BetaFlag()).using(PetriGeneralAction.presentModally()).from(current)
                    .assemble(),
                context: .empty,
                examples: [
                    ScreenExample("on", settings: ["beta": "on"], summary: "the flag on"), ScreenExample("plain"),
                ]))
        var check = CatalogCheck(catalog: catalog)
        check.settings = ["beta": "off", "region": "eu"]
        let report = await check.run()
        let outcomes = Dictionary(uniqueKeysWithValues: report.cases.map { ($0.example, $0.outcome) })
        #expect(outcomes["on"] == .passed(warnings: []), "the example's beta=on wins over the check's beta=off")
        guard case let .failed(reason, _)? = outcomes["plain"] else {
            Issue.record("the example without settings passed: \(report.cases)")
            return
        }
        #expect(
            reason.hasPrefix("the beta flag is off (settings: beta=off region=eu)"),
            "the check's settings, not the other example's")
    }

    @Test("A flow's walks start with its first example's settings (issue 34)")
    func flowExampleSettings() async throws {
        let catalog = ScreenCatalog(name: "Flags")
        catalog.addVariant(Variant("plain", summary: "an empty window") { _ in })
        try catalog.register(
            flow: FlowEntry(
                id: "flow.beta", title: "Beta", group: "Flows", summary: "starts only with the beta flag on",
                context: ContextSchema<Void>.empty, examples: [ScreenExample("on", settings: ["beta": "on"])],
                location: CodeLocation(file: #fileID, line: #line)
            ) { window, _, _ in
                guard DishSession.current.settings["beta"] == "on" else {
                    throw BetaFlag.Off(settings: DishSession.current.settings)
                }
                window.rootViewController = Screen()
                return Coordinator()
            })
        let report = await CatalogCheck(catalog: catalog).run()
        #expect(report.cases.map(\.passed) == [true], "\(report.cases)")
    }

    @Test(
        "An example that sets what is not a setting (user, variant) is a declaration error naming the command that changes it (issue 34)"
    )
    func exampleSettingsThatAreNot() throws {
        let catalog = ScreenCatalog(name: "Flags")
        let current = PetriGeneralStep.current() as PetriDestinationStep<UIViewController, Void>
        try catalog.register(
            entry(
                "user", presented { Screen() }.using(PetriGeneralAction.presentModally()).from(current).assemble(),
                context: .empty, examples: [ScreenExample("ada", settings: ["user": "ada"])]))
        #expect(
            catalog.validate().map(\.description) == [
                "screen \"user\" at Test/Entries.swift:1: example \"ada\": user is not a setting: it changes only with `login <user> (or logout)` (check logs in by itself; --logged-out composes logged out)"
            ])
        #expect(
            throws: CatalogError.invalidExample(
                screen: "flow.variant", example: "tablet",
                reason: "variant is not a setting: it changes only with `variant <name>`")
        ) {
            try catalog.register(
                flow: FlowEntry(
                    id: "flow.variant", title: "Variant", group: "Flows", summary: "s",
                    context: ContextSchema<Void>.empty,
                    examples: [ScreenExample("tablet", settings: ["variant": "pad"])],
                    location: CodeLocation(file: #fileID, line: #line)
                ) { _, _, _ in Coordinator() })
        }
    }

    @Test("A check composes in sessions of its own: a dish's session is as it was after a check")
    func sessionIsUntouched() async throws {
        let catalog = try catalog()
        let dish = try Dish(catalog: catalog)
        let variant = dish.session.variant
        _ = await CatalogCheck(catalog: catalog).run()
        #expect(dish.session.variant == variant)
        #expect(!dish.session.isLoggedIn, "the check logs its own sessions in, not this one")
    }
}

/// A check whose task is cancelled (Ctrl-C in the shell) stops before its next composition.
@MainActor
@Suite("A cancelled check")
struct CancelledCheckTests {
    @Test("stops, reports what it made and how many it did not, has not succeeded, and lints nothing")
    func cancelled() async throws {
        let catalog = try SyntheticCatalog.make(screens: 40)
        let task = Task { @MainActor () -> CheckReport in
            var check = CatalogCheck(catalog: catalog)
            check.progress = { _, done, _ in
                if done == 3 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            return await check.run()
        }
        let report = await task.value
        #expect(report.cases.count == 3)
        #expect(report.unfinishedCount > 0)
        #expect(!report.succeeded)
        #expect(report.lints.isEmpty)
        #expect(report.summary.hasSuffix(", \(report.unfinishedCount) not made (cancelled)"))
        let whole = await CatalogCheck(catalog: catalog).run()
        #expect(whole.unfinishedCount == 0)
        #expect(report.cases.count + report.unfinishedCount == whole.cases.count)
    }
}
