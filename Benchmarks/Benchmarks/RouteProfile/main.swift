import Foundation
import PetriDish

// Suite 1's depth-10 route, looped for a profiler (`perf record --call-graph dwarf`), outside
// package-benchmark's harness, whose own statistics would dominate the samples:
//   swift build -c release --product RouteProfile && perf record -g ./.build/release/RouteProfile 5
final class Screen: UIViewController {}

@MainActor
func deepRoute() -> DestinationStep<Screen, Void> {
    func screen(_ number: Int) -> StepAssembly<Screen, Void> {
        StepAssembly(finder: NilFinder<Screen, Void>(), factory: ClosureFactory { _ in Screen(title: "\(number)") })
    }
    var step = screen(0).using(NavigationControllerActions.push()).from(NavigationControllerStep<Void>())
        .using(TabBarControllerActions.addTab()).from(TabBarControllerStep<Void>())
        .using(GeneralAction.replaceRoot()).from(GeneralStep.root()).assemble()
    for number in 1..<6 {
        step = screen(number).using(NavigationControllerActions.push()).from(step.expectingContainer(UINavigationController.self)).assemble()
    }
    step = screen(6).using(NavigationControllerActions.push()).from(NavigationControllerStep<Void>())
        .using(GeneralAction.presentModally()).from(step).assemble()
    return screen(7).using(NavigationControllerActions.push()).from(step.expectingContainer(UINavigationController.self)).assemble()
}

let seconds = Double(CommandLine.arguments.dropFirst().first ?? "5") ?? 5
let route = await MainActor.run { deepRoute() }
let start = Date()
var navigations = 0
while Date().timeIntervalSince(start) < seconds {
    let window = try await MainActor.run { () -> UIWindow in
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Launch"))
        return window
    }
    try await Router(window: window).navigate(to: route, with: ())
    navigations += 1
}
print("\(navigations) navigations in \(seconds) s: \(Int(seconds * 1_000_000 / Double(navigations))) µs each")
