public import PetriHierarchy

/// One decision of the router, in the order it takes them. ``Router/plan(to:with:)`` returns
/// the decisions without acting; ``Router/navigate(to:with:animated:)`` records the same ones in
/// its ``RoutingTrace`` as it acts.
public enum RoutingDecision: Sendable, Equatable, CustomStringConvertible {
    /// A step's finder found an existing view controller: the route starts there.
    case found(step: String, finder: String, viewController: String)
    /// A step's finder found nothing: the step will be built.
    case notFound(step: String, finder: String)
    /// A general step (root, current, custom) gave the view controller to start from.
    case origin(step: String, viewController: String)
    /// A find-only step found nothing yet: it will look again in what an earlier step builds.
    case findInBuilt(step: String, finder: String, builder: String)
    /// A find-only step looked again, once the steps before it were built, and found its view
    /// controller.
    case foundInBuilt(step: String, finder: String, viewController: String)
    /// A view controller the route integrated is brought into view in its containers (the tab
    /// holding it selected, its stack popped to it).
    case bringIntoView(viewController: String)
    /// A switch assembly chose one of its cases.
    case switched(step: String, choice: String)
    /// An interceptor is asked whether the navigation may proceed.
    case intercept(interceptor: String)
    /// A presented view controller is dismissed so the origin is on top.
    case dismiss(viewController: String)
    /// The origin is made visible in its container (tab selected, stack popped).
    case makeVisible(viewController: String, container: String)
    /// A step's factory builds a view controller.
    case build(step: String, factory: String, viewController: String)
    /// A view controller is embedded into a container being built.
    case embed(viewController: String, action: String, container: String)
    /// A view controller is integrated into the existing hierarchy.
    case perform(action: String, viewController: String, existing: String)
    /// A context task is applied to a view controller.
    case contextTask(task: String, viewController: String)
    /// A post-routing task runs.
    case postTask(task: String, viewController: String)
    /// The app's own code runs (a coordinator's call that reaches the screen), as the entry
    /// declares it: `call` names it and where it was declared.
    case runAppCode(call: String)
    /// A UIKit call the app's code made changed the hierarchy.
    case uikitCall(Transition)
    /// The app's code changed nothing, and the entry's screen was already the app's answer:
    /// in view in its containers, under what the app keeps over it (`under`: a full-screen
    /// presentation, a window in front). The navigation succeeds with the screen covered, as
    /// the device shows it.
    case leftAsItWas(screen: String, under: String)

    public var description: String {
        switch self {
        case let .found(step, finder, viewController): "\(step): \(finder) found \(viewController)"
        case let .notFound(step, finder): "\(step): \(finder) found nothing, will build"
        case let .origin(step, viewController): "\(step): start from \(viewController)"
        case let .findInBuilt(step, finder, builder):
            "\(step): \(finder) found nothing yet; will find it in what \(builder) builds"
        case let .foundInBuilt(step, finder, viewController):
            "\(step): \(finder) finds \(viewController) in what was built"
        case let .bringIntoView(viewController): "bring \(viewController) into view in its containers"
        case let .switched(step, choice): "\(step): switch chose \(choice)"
        case let .intercept(interceptor): "interceptor \(interceptor)"
        case let .dismiss(viewController): "dismiss \(viewController)"
        case let .makeVisible(viewController, container): "make \(viewController) visible in \(container)"
        case let .build(step, factory, viewController): "\(step): \(factory) builds \(viewController)"
        case let .embed(viewController, action, container): "embed \(viewController) into \(container) with \(action)"
        case let .perform(action, viewController, existing): "\(action): \(viewController) on \(existing)"
        case let .contextTask(task, viewController): "context task \(task) on \(viewController)"
        case let .postTask(task, viewController): "post task \(task) for \(viewController)"
        case let .runAppCode(call): "run the app's code: \(call)"
        case let .uikitCall(transition): "  " + transition.located
        case let .leftAsItWas(screen, under):
            "left as it was: the app's code changed nothing; \(screen) is already the app's answer, under \(under)"
        }
    }
}
