import DeepRoute
import Foundation
import PetriDish

// Suite 1's depth-10 route outside package-benchmark's harness, whose own statistics would
// dominate a profiler's samples. Builds without the big literal catalogs:
//   swift build -c release --product RouteProfile
//   perf record -g ./.build/release/RouteProfile 5      the route alone, for 5 seconds
//   ./.build/release/RouteProfile compare 15            the route against direct calls: 15
//                                                       rounds, alternating, median ratio

/// Runs `body` `count` times on the main actor and returns the seconds taken.
@MainActor
func measure(_ count: Int, _ body: () async throws -> UIWindow) async throws -> Double {
    let start = ContinuousClock.now
    for _ in 0..<count { _ = try await body() }
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "compare" {
    let rounds = Int(arguments.dropFirst().first ?? "15") ?? 15
    let perRound = 2_000
    var ratios: [Double] = [], directs: [Double] = [], routeds: [Double] = []
    _ = try await measure(200) { try await navigateDeep() }
    let perCall = { (seconds: Double) in seconds * 1e6 / Double(perRound) }
    for _ in 0..<rounds {
        let direct = perCall(try await measure(perRound) { try buildDirectly() })
        let routed = perCall(try await measure(perRound) { try await navigateDeep() })
        ratios.append(routed / direct)
        directs.append(direct)
        routeds.append(routed)
        print(String(format: "direct %.1f µs, router %.1f µs: %.2f×", direct, routed, routed / direct))
    }
    let median = { (values: [Double]) in values.sorted()[values.count / 2] }
    ratios.sort()
    print(
        String(
            format: "median %.2f× over %d rounds (%.2f–%.2f); direct %.1f µs, router %.1f µs",
            median(ratios), rounds, ratios.first!, ratios.last!, median(directs), median(routeds)))
} else {
    let seconds = Double(arguments.first ?? "5") ?? 5
    let start = Date()
    var navigations = 0
    while Date().timeIntervalSince(start) < seconds {
        _ = try await navigateDeep()
        navigations += 1
    }
    print("\(navigations) navigations in \(seconds) s: \(Int(seconds * 1_000_000 / Double(navigations))) µs each")
}
