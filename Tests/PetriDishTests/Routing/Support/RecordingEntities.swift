import PetriDish
@testable import PetriRouting

/// A shared, ordered record of what the entities of a route did.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

/// Counts how often a factory built something.
@MainActor
final class BuildCounter {
    private(set) var count = 0

    func increment() {
        count += 1
    }
}

/// An interceptor that logs its label and then allows, or refuses with `refusal`.
struct RecordingInterceptor<Context>: PetriRoutingInterceptor {
    let label: String
    let log: EventLog
    var refusal: String?

    func perform(with context: Context, in window: UIWindow) async throws {
        log.record(label)
        if let refusal { throw TestFailure(refusal) }
    }
}

/// A context task that records each view controller it is applied to, and can refuse in
/// `prepare` or fail in `perform`.
struct RecordingContextTask<VC: UIViewController, Context>: PetriContextTask {
    typealias ViewController = VC
    let label: String
    let log: EventLog
    var refusal: String?
    var failure: String?

    func prepare(with context: Context) throws {
        log.record("\(label).prepare(\(context))")
        if let refusal { throw TestFailure(refusal) }
    }

    func perform(on viewController: VC, with context: Context) throws {
        log.record("\(label).perform(\(viewController.debugName), \(context))")
        if let failure { throw TestFailure(failure) }
    }
}

/// A context task that gives a reused view controller the navigation's context.
struct ContextSettingTask<VC: UIViewController, Context>: PetriContextTask {
    typealias ViewController = VC

    func perform(on viewController: VC, with context: Context) throws {
        viewController.context = context
    }
}

/// What a post task saw when it ran.
@MainActor
struct PostTaskRun {
    let viewController: UIViewController
    let context: Any
    let routingStack: [UIViewController]
    /// The window as it was when the task ran.
    let fingerprint: HierarchyFingerprint?
}

/// Collects the runs of recording post tasks.
@MainActor
final class PostTaskRecorder {
    private(set) var runs: [PostTaskRun] = []

    func record(_ run: PostTaskRun) {
        runs.append(run)
    }
}

/// A post task that records the view controller, context and routing stack it was given, and
/// the window at that moment.
struct RecordingPostTask<VC: UIViewController, Context>: PetriPostRoutingTask {
    typealias ViewController = VC
    let recorder: PostTaskRecorder

    func perform(on viewController: VC, with context: Context, routingStack: [PetriDish.UIViewController]) {
        recorder.record(
            PostTaskRun(
                viewController: viewController, context: context, routingStack: routingStack,
                fingerprint: viewController.window.map(HierarchyFingerprint.init)))
    }
}

/// A factory that counts its builds and throws `failure` instead of building when one is given.
struct ProductFactory: PetriFactory {
    let counter: BuildCounter
    var failure: String?

    func build(with productID: Int) throws -> ProductScreen {
        counter.increment()
        if let failure { throw TestFailure(failure) }
        return ProductScreen(productID: productID)
    }
}

/// A factory for any screen type, counting its builds.
struct CountingFactory<VC: UIViewController, Context>: PetriFactory {
    typealias ViewController = VC
    let counter: BuildCounter
    let make: @MainActor () -> VC

    func build(with context: Context) throws -> VC {
        counter.increment()
        return make()
    }
}

/// An action that presents and then reports a failure, as an action interrupted half-way does.
struct InterruptedPresentation: PetriAction {
    typealias ViewController = PetriDish.UIViewController
    let reason: String

    func perform(
        with viewController: PetriDish.UIViewController, on existingController: PetriDish.UIViewController,
        animated: Bool
    ) throws {
        existingController.present(viewController, animated: animated)
        throw TestFailure(reason)
    }
}

/// An app's own action: presents over the window's root view controller, whichever view
/// controller the route reached.
struct PresentOverRoot: PetriAction {
    typealias ViewController = PetriDish.UIViewController

    func perform(
        with viewController: PetriDish.UIViewController, on existingController: PetriDish.UIViewController,
        animated: Bool
    ) throws {
        guard let root = existingController.window?.rootViewController else {
            throw TestFailure("\(existingController.debugName) is not in a window")
        }
        root.present(viewController, animated: animated)
    }
}

/// A finder that returns a given instance even while it is being dismissed, to check that the
/// router, not only the built-in finders, ignores such view controllers.
struct CarelessInstanceFinder<VC: UIViewController, Context>: PetriFinder {
    typealias ViewController = VC
    let instance: VC

    func findViewController(in window: UIWindow, with context: Context) throws -> VC? {
        instance
    }
}

/// Records the navigation delegate's notifications.
@MainActor
final class RecordingNavigationDelegate: UINavigationControllerDelegate {
    private(set) var shown: [String] = []

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        popped: [UIViewController], animated: Bool
    ) {
        shown.append(viewController.debugName)
    }
}
