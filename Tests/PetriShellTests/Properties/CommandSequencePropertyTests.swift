import PetriDish
@testable import PetriShell
import PropertyBased
import ShopCatalog
import Testing

/// Random sequences of REPL commands — open, go, back, dismiss, tab, reset, link, flow, send,
/// variant, login, logout, and mistakes — over the demo and a synthetic catalog. After every
/// command the hierarchy keeps UIKit's rules, and a command that failed left it byte for byte
/// as it was. A failing sequence shrinks to a minimal one (fewer commands, simpler commands),
/// which becomes a regression test below.
@MainActor
@Suite("Command sequences (property-based)")
struct CommandSequencePropertyTests {
    /// What a generated command can name in a catalog.
    struct Vocabulary {
        var screens: [(id: String, examples: [String])]
        var flows: [String]
        var variants: [String]
        var links: [String]

        @MainActor
        init(_ catalog: ScreenCatalog) {
            screens = catalog.sortedEntries.prefix(400).map { ($0.id, $0.examples.map(\.name)) }
            flows = catalog.flows.map(\.id)
            variants = catalog.variants.map(\.name)
            // The deep links of the first screens, filled with their examples' values.
            links =
                catalog.sortedEntries.prefix(60).flatMap { entry -> [String] in
                    guard let pattern = entry.deepLinks.first, let example = entry.examples.first else { return [] }
                    var link = pattern
                    for (name, value) in example.arguments.compactMap(Self.pair) {
                        link = link.replacingOccurrences(of: "{\(name)}", with: value)
                    }
                    return link.contains("{") ? [] : [link]
                } + ["shop://nowhere/1", "not a url", "synthetic://g0/s999999"]
        }

        private static func pair(_ argument: String) -> (String, String)? {
            guard let equals = argument.firstIndex(of: "=") else { return nil }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }

        /// The command `code` stands for: small codes are simple commands, so shrinking ends
        /// on the simplest sequence that still fails.
        func command(_ code: Int) -> String {
            let pick = code / 16
            func choose<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[pick % items.count] }
            switch code % 16 {
            case 0: return "back"
            case 1: return "dismiss"
            case 2: return "reset"
            case 3: return "tab \(pick % 6)"
            case 4, 5:
                guard let screen = choose(screens) else { return "reset" }
                let example = screen.examples.isEmpty ? "" : " " + screen.examples[pick % screen.examples.count]
                return (code % 16 == 4 ? "open " : "go ") + screen.id + example
            case 6: return "link \(choose(links) ?? "x://y")"
            case 7: return "flow \(choose(flows) ?? "flow.none")"
            case 8:
                return ["send next", "send close", "send open", "send login", "send product 42", "send nothing"][
                    pick % 6]
            case 9: return "variant \(choose(variants + ["nope"]) ?? "nope")"
            case 10: return "login \(["demo", "qa", "\"\""][pick % 3])"
            case 11: return "logout"
            case 12: return "open \(choose(screens)?.id ?? "x").typo"
            case 13: return "go \(choose(screens)?.id ?? "x") nonsense=1 ="
            case 14:
                return [
                    "plan \(choose(screens)?.id ?? "x")", "tree", "show \(choose(screens)?.id ?? "x")", "find cart",
                ][pick % 4]
            default:
                return ["open", "go", "tab 99", "send", "flow", "variant", "dismiss everything", "back 3"][pick % 8]
            }
        }
    }

    /// What is compared before and after a command: the tree, with every container's state.
    static func snapshot(_ dish: Dish) -> String {
        let snapshot = HierarchySnapshot(dish.window)
        return snapshot.renderTree() + "\n" + snapshot.renderJSON()
    }

    /// Runs `codes` as commands on a fresh non-interactive shell over `catalog`, checking the
    /// properties after each; returns the first broken property, or `nil`.
    /// How many generated commands succeeded and failed: a property test whose commands all
    /// fail (or all succeed) would prove little.
    struct Coverage { var succeeded = 0, failed = 0, changedHierarchy = 0 }

    static func firstViolation(_ codes: [Int], catalog: ScreenCatalog, coverage: inout Coverage) async throws -> String?
    {
        let vocabulary = Vocabulary(catalog)
        let dish = try Dish(catalog: catalog)
        let shell = Shell(
            dish: dish, reader: PlainLineReader { nil }, output: CapturedOutput(), isInteractive: false,
            environment: ["NO_COLOR": "1"])
        var played: [String] = []
        for code in codes {
            let line = vocabulary.command(code)
            played.append(line)
            let before = snapshot(shell.dish)
            let succeeded = await shell.execute(line)
            if succeeded { coverage.succeeded += 1 } else { coverage.failed += 1 }
            if snapshot(shell.dish) != before { coverage.changedHierarchy += 1 }
            let violations = HierarchyRules.violations(in: shell.dish.window)
            if !violations.isEmpty {
                return "after \(played): \(violations.joined(separator: "; "))"
            }
            if !succeeded, snapshot(shell.dish) != before {
                return "after \(played): the failed command \"\(line)\" changed the hierarchy"
            }
        }
        return nil
    }

    static let sequences = Gen.int(in: 0...2_000).array(of: 1...14)

    /// Sequences worth keeping: each shrunk failure found by the properties joins this list
    /// (none has been found so far), with the tricky paths written out by hand.
    nonisolated static let regressions: [[String]] = [
        ["flow flow.reviews", "send open", "back", "dismiss", "open shop.cart default", "back"],
        ["link shop://product/42", "dismiss", "tab 9", "variant menu", "go shop.cart default", "reset"],
        ["login qa", "open account.orders", "logout", "go shop.checkout", "back", "back", "back"],
    ]

    @Test("Regression sequences keep the properties", arguments: regressions)
    func regression(_ lines: [String]) async throws {
        let dish = try Dish(catalog: ShopCatalog.make())
        let shell = Shell(
            dish: dish, reader: PlainLineReader { nil }, output: CapturedOutput(), isInteractive: false,
            environment: ["NO_COLOR": "1"])
        for line in lines {
            let before = Self.snapshot(shell.dish)
            let succeeded = await shell.execute(line)
            #expect(HierarchyRules.violations(in: shell.dish.window) == [], "after \(line)")
            if !succeeded { #expect(Self.snapshot(shell.dish) == before, "the failed \(line) changed the hierarchy") }
        }
    }

    @Test("Over the demo catalog, every command keeps UIKit's rules and a failed one changes nothing")
    func demoCatalog() async throws {
        var coverage = Coverage()
        await propertyCheck(count: 150, input: Self.sequences) { codes in
            let violation = try await Self.firstViolation(codes, catalog: ShopCatalog.make(), coverage: &coverage)
            #expect(violation == nil, "\(codes)")
        }
        #expect(coverage.succeeded > 100 && coverage.failed > 100 && coverage.changedHierarchy > 100, "\(coverage)")
    }

    @Test("Over a synthetic catalog, every command keeps UIKit's rules and a failed one changes nothing")
    func syntheticCatalog() async throws {
        let catalog = try SyntheticCatalog.make(screens: 400, seed: 11)
        var coverage = Coverage()
        await propertyCheck(count: 100, input: Self.sequences) { codes in
            // One catalog for every sequence: each starts from a fresh dish on it.
            let violation = try await Self.firstViolation(codes, catalog: catalog, coverage: &coverage)
            #expect(violation == nil, "\(codes)")
        }
        #expect(coverage.succeeded > 100 && coverage.failed > 100 && coverage.changedHierarchy > 100, "\(coverage)")
    }
}
