import Benchmark
import DeepRoute
import Foundation
import PetriDish
@_spi(Benchmarks) import PetriShell

// Issue 10's suites that run inside one process. Each measured case has its baseline in the
// same run, so the figures are read as ratios on this shared, noisy machine.

/// What suites build before they are measured (in their setup hooks), kept on the main actor.
@MainActor
enum Fixtures {
    static var wideWindow: UIWindow?
    static var catalogs: [Int: (catalog: ScreenCatalog, url: String)] = [:]

    static func prepareWideWindow() throws {
        wideWindow = try PetriBenchmarks.wideWindow(viewControllers: 10_000)
    }

    static func findTarget() throws -> UIViewController? {
        guard let wideWindow else { return nil }
        return try TitleFinder(title: "target").findViewController(in: wideWindow, with: ())
    }

    /// A synthetic catalog and the link of its first item screen: the same screen in every
    /// size, as the first 100 screens of a seed are the same.
    static func prepareCatalog(screens: Int) throws {
        let catalog = try SyntheticCatalog.make(screens: screens, seed: 1)
        let item = catalog.entries.first { $0.tags.contains("item") }?.id ?? ""
        catalogs[screens] = (catalog, "synthetic://g0/\(item.split(separator: ".").last ?? "")/7")
    }

    /// Suite 3's fixtures: 10,000 screens, their search words worked out (as after the first
    /// `find`), and the completer a prompt builds.
    static var large: ScreenCatalog?
    static var probe: CompletionProbe?

    static func prepareLarge() throws {
        let catalog = try SyntheticCatalog.make(screens: 10_000, seed: 1)
        _ = catalog.search("warm up")
        _ = CompletionProbe(catalog: catalog).candidates(for: "open synthetic.g0.s")
        large = catalog
        probe = CompletionProbe(catalog: catalog)
    }

    static func resolveLink(in screens: Int) throws -> DeepLinkResolution? {
        guard let fixture = catalogs[screens] else { return nil }
        return try fixture.catalog.resolve(deepLink: fixture.url)
    }

    /// A link that matches nothing: a typo in the first component, then `length` characters.
    nonisolated static func missLink(length: Int) -> String {
        "synthetic://g0/itme/" + String(repeating: "a", count: max(0, length - 20))
    }

    /// Resolves a link that misses; the error is the result.
    static func resolveMiss(in screens: Int, link: String) -> String {
        guard let fixture = catalogs[screens] else { return "" }
        do {
            return try fixture.catalog.resolve(deepLink: link).entry
        } catch {
            return String(describing: error)
        }
    }

    /// 10,000 synthetic screens and a tag screen whose link takes any text,
    /// `synthetic://tag/{tag}`: a link that hits with a value of megabytes (issue 36).
    static var tagCatalog: ScreenCatalog?

    struct TagContext: Decodable, Sendable { var tag: String }

    static func prepareTagCatalog() throws {
        guard tagCatalog == nil else { return }
        let catalog = try SyntheticCatalog.make(screens: 10_000, seed: 1)
        try catalog.register(
            "tag", title: "Tag", group: "Synthetic/Tags",
            route: PetriStepAssembly<Screen, TagContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            deepLinks: ["synthetic://tag/{tag}"])
        tagCatalog = catalog
    }

    /// A link of `length` characters that hits the tag screen.
    nonisolated static func tagLink(length: Int) -> String {
        "synthetic://tag/" + String(repeating: "a", count: max(0, length - 16))
    }

    /// Resolves a link that hits the tag screen; the tag's length is the result.
    static func resolveTag(_ link: String) throws -> Int? {
        guard case .string(let tag)? = try tagCatalog?.resolve(deepLink: link).values["tag"] else { return nil }
        return tag.utf8.count
    }
}

/// Finds the screen titled `title`, visiting every view controller before it.
struct TitleFinder: PetriStackIteratingFinder {
    typealias ViewController = Screen
    typealias Context = Void
    let options: PetriSearchOptions = .fullStack
    let title: String
    func isTarget(_ viewController: Screen, with context: Void) -> Bool { viewController.title == title }
}

/// A window with `count` view controllers: a tab bar of navigation stacks.
@MainActor
func wideWindow(viewControllers count: Int) throws -> UIWindow {
    let window = UIWindow()
    let perTab = 100
    let tabs = (0..<max(1, count / perTab)).map { tab in
        let navigation = UINavigationController()
        navigation.setViewControllers((0..<(perTab - 1)).map { Screen(title: "\(tab).\($0)") }, animated: false)
        return navigation
    }
    tabs.last?.pushViewController(Screen(title: "target"), animated: false)
    let tabBar = UITabBarController()
    tabBar.setViewControllers(tabs, animated: false)
    try window.petri.setRootViewController(tabBar)
    return window
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(2))

    // Suite 1: router overhead against the plainest direct calls, depth 10. Each side runs
    // its iterations on the main actor, without a hop per iteration: a hop costs more than the
    // direct build itself, and would hide the router's overhead in both.
    // A sample is a thousand navigations: the harness's own work per sample (reading the
    // resident memory, counting mallocs) is then not a part of either side's figure.
    let perThousand = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
    Benchmark("1. direct hierarchy calls, depth 10 (baseline)", configuration: perThousand) {
        @MainActor benchmark async throws in
        for _ in benchmark.scaledIterations {
            blackHole(try buildDirectly())
        }
    }
    Benchmark("1. router, depth 10", configuration: perThousand) { @MainActor benchmark async throws in
        for _ in benchmark.scaledIterations {
            blackHole(try await navigateDeep())
        }
    }

    // Suite 2: a finder over 10,000 view controllers (the target is at the end, so every one is visited).
    Benchmark("2. finder over 10,000 view controllers") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await MainActor.run { try Fixtures.findTarget() })
        }
    } setup: {
        try await MainActor.run { try Fixtures.prepareWideWindow() }
    }

    // Suite 3: find and Tab completion over 10,000 screens (start-up is measured from outside,
    // with the whole process: Benchmarks/process.py).
    let large = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    Benchmark("3. find over 10,000 screens (a typo: every word compared)", configuration: large) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await MainActor.run { Fixtures.large?.search("screne 42").count })
        }
    } setup: {
        try await MainActor.run { try Fixtures.prepareLarge() }
    }
    Benchmark("3. find over 10,000 screens (an id prefix)", configuration: large) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await MainActor.run { Fixtures.large?.search("s123").count })
        }
    } setup: {
        try await MainActor.run { try Fixtures.prepareLarge() }
    }
    for line in ["open synthetic.g42.s42", "open synthetic.g9", "go synthetic.g10.s1000 "] {
        Benchmark("3. completion over 10,000 screens: \(line)", configuration: large) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(await MainActor.run { Fixtures.probe?.candidates(for: line).count })
            }
        } setup: {
            try await MainActor.run { try Fixtures.prepareLarge() }
        }
    }

    // Suite 5: deep-link matching with 100 and 10,000 patterns; a miss at 100, 1,000 and 10,000
    // patterns, and with links of 1 KB to 2 MB (bounded: issue 20).
    for count in [100, 1_000, 10_000] {
        let link = Fixtures.missLink(length: 40)
        Benchmark("5. deep-link miss, \(count) screens") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(await MainActor.run { Fixtures.resolveMiss(in: count, link: link) })
            }
        } setup: {
            try await MainActor.run { try Fixtures.prepareCatalog(screens: count) }
        }
    }
    for length in [1_000, 100_000, 2_000_000] {
        let link = Fixtures.missLink(length: length)
        Benchmark(
            "5. deep-link miss, 10000 screens, a \(length)-character link",
            configuration: .init(maxDuration: .seconds(5), maxIterations: 50)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(await MainActor.run { Fixtures.resolveMiss(in: 10_000, link: link) })
            }
        } setup: {
            try await MainActor.run { try Fixtures.prepareCatalog(screens: 10_000) }
        }
    }
    // The floor of reading a 2,000,000-character link: Foundation's URLComponents parses it
    // (the baseline of the two cases after it, measured in the same run: issue 36).
    let longLinks = Benchmark.Configuration(maxDuration: .seconds(5), maxIterations: 50)
    let longHit = Fixtures.tagLink(length: 2_000_000)
    Benchmark("5. URLComponents of a 2000000-character link (baseline)", configuration: longLinks) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(URLComponents(string: longHit)?.percentEncodedPath.utf8.count)
        }
    }
    Benchmark("5. deep-link match, 10000 screens, a 2000000-character link", configuration: longLinks) {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await MainActor.run { try Fixtures.resolveTag(longHit) })
        }
    } setup: {
        try await MainActor.run { try Fixtures.prepareTagCatalog() }
    }
    for count in [100, 10_000] {
        Benchmark("5. deep-link match, \(count) screens") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try await MainActor.run { try Fixtures.resolveLink(in: count) })
            }
        } setup: {
            try await MainActor.run { try Fixtures.prepareCatalog(screens: count) }
        }
    }
}
