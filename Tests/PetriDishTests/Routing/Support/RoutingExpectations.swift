import Testing
import PetriDish
@testable import PetriRouting

/// Plans the navigation, checks that planning left the window untouched, navigates, and checks
/// that the plan's decisions are exactly the trace's (scenario 28, for every success scenario).
@MainActor
@discardableResult
func navigateComparingPlan<VC, Context>(
    _ router: PetriRouter,
    to step: PetriDestinationStep<VC, Context>,
    with context: Context,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> RoutingTrace {
    let before = HierarchyFingerprint(router.window)
    let plan = try router.plan(to: step, with: context)
    #expect(
        HierarchyFingerprint(router.window) == before, "planning changed the hierarchy", sourceLocation: sourceLocation)
    let trace = try await router.navigate(to: step, with: context)
    #expect(plan.decisions == trace.decisions, "the plan and the trace differ", sourceLocation: sourceLocation)
    #expect(router.lastTrace == trace, sourceLocation: sourceLocation)
    return trace
}

/// Whether ``Router/plan(to:with:)`` is expected to fail like the navigation: it does when the
/// navigation fails before anything is built or any interceptor runs.
enum PlanExpectation {
    /// The plan throws the same error as the navigation.
    case failsTheSame
    /// The plan succeeds: the failure comes from something a plan does not run (an
    /// interceptor, a factory's `build`, an action, a context task's `perform`).
    case succeeds
}

/// Navigates expecting a failure, and checks the transaction: the window is exactly as before
/// (its rendered JSON is byte-identical, and so is a fingerprint that also covers instance
/// identity and the transitions recorded), the router is idle again and its trace ends with the failure.
/// Also checks the plan against `plan`.
/// - Returns: The error, for the caller to check its kind and message.
@MainActor
func navigateExpectingFailure<VC, Context>(
    _ router: PetriRouter,
    to step: PetriDestinationStep<VC, Context>,
    with context: Context,
    plan: PlanExpectation,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> PetriRoutingError? {
    let window = router.window
    let before = HierarchyFingerprint(window)
    let jsonBefore = HierarchySnapshot(window).renderJSON()
    var planError: PetriRoutingError?
    switch plan {
    case .failsTheSame:
        planError = #expect(throws: PetriRoutingError.self, "the plan should fail", sourceLocation: sourceLocation) {
            try router.plan(to: step, with: context)
        }
    case .succeeds:
        #expect(throws: Never.self, "the plan should succeed", sourceLocation: sourceLocation) {
            try router.plan(to: step, with: context)
        }
    }
    #expect(HierarchyFingerprint(window) == before, "planning changed the hierarchy", sourceLocation: sourceLocation)

    let error = await #expect(throws: PetriRoutingError.self, sourceLocation: sourceLocation) {
        try await router.navigate(to: step, with: context)
    }
    let after = HierarchyFingerprint(window)
    #expect(
        HierarchySnapshot(window).renderJSON() == jsonBefore, "the failed navigation changed the rendered JSON",
        sourceLocation: sourceLocation)
    #expect(
        after == before, "the failed navigation changed the hierarchy:\nbefore\n\(before)\nafter\n\(after)",
        sourceLocation: sourceLocation)
    #expect(window.transaction == nil, sourceLocation: sourceLocation)
    #expect(!router.isNavigating, sourceLocation: sourceLocation)
    if let error {
        #expect(router.lastTrace?.entries.last == .failed(error), sourceLocation: sourceLocation)
        if plan == .failsTheSame {
            #expect(planError == error, "the plan failed differently", sourceLocation: sourceLocation)
        }
    }
    return error
}

extension UIWindow {
    /// The descriptions of the transitions recorded after the first `count`.
    func transitions(after count: Int) -> [String] {
        transitions.dropFirst(count).map(\.description)
    }
}
