import PetriDish

/// The shop's router decorator, as apps wrap RouteComposer's router: every navigation — from a
/// screen, a deep link or a QA script — is reported to analytics with whether it went through,
/// then handed to the router it wraps.
@MainActor
final class AnalyticsRouter: Navigating {
    private let base: any Navigating
    private let analytics: AnalyticsRecorder

    init(base: any Navigating, analytics: AnalyticsRecorder) {
        self.base = base
        self.analytics = analytics
    }

    func navigate<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context, animated: Bool)
        async throws -> RoutingTrace
    {
        do {
            let trace = try await base.navigate(to: step, with: context, animated: animated)
            analytics.recordNavigation(to: "\(VC.self)", succeeded: true)
            return trace
        } catch {
            analytics.recordNavigation(to: "\(VC.self)", succeeded: false)
            throw error
        }
    }

    func plan<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context) throws -> RoutingPlan {
        try base.plan(to: step, with: context)
    }
}
