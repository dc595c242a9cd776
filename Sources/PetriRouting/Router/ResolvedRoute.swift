import PetriHierarchy

/// A route resolved against a window: the chain with switches chosen, the origin it starts
/// from, what must be dismissed and revealed, and the interceptors to ask. Internal to the
/// router; ``RoutingPlan`` is its public face.
@MainActor
struct ResolvedRoute {
    /// An interceptor with the context it will be asked with.
    struct BoundInterceptor {
        let name: String
        /// The step it was added to; `nil` for a router-level interceptor.
        let step: String?
        let context: Any
        let perform: @MainActor (Any, UIWindow) async throws -> Void
        let predict: @MainActor (Any) -> InterceptorPrediction
    }

    /// The chain, destination first, with switches replaced by the case they chose; fixed once
    /// resolved, as ``stepNames`` is.
    let nodes: [StepNode]
    /// Each node's name in decisions and errors (`step 2/6 (ProductViewController)`), worked
    /// out once: preparing and building name every node.
    let stepNames: [String]
    /// Each node's context, for the nodes up to and including the origin's.
    var contexts: [Any]
    /// The navigation's context, for router-level entities.
    var context: Any
    /// The view controller the route starts from.
    let origin: UIViewController
    /// The origin's name as it was when the route was resolved. Context tasks may change the
    /// origin's context (and so its ``PetriInspection/debugName``) during the navigation; the
    /// decisions keep naming it as the plan did.
    let originLabel: String
    /// The index of the node that gave the origin.
    var originIndex: Int
    /// Whether the origin was found by a screen step (whose tasks then apply to it) rather than
    /// given by a general step.
    var originIsStep: Bool
    /// The decisions taken while resolving.
    var decisions: [RoutingDecision]
    /// The interceptors to ask, router-level first, then the steps' from the destination back.
    var interceptors: [BoundInterceptor] = []
    /// The contexts of each step's context and post tasks, by node index, in declaration order;
    /// `nil` for a step without tasks.
    var taskContexts: NodeTable<(context: [Any], post: [Any])>
    /// The view controllers built so far, by node index.
    var built: [UIViewController?]
    /// Find-only steps that found nothing yet, by node index, with the index of the step whose
    /// building should bring what they look for: they find when the router reaches them.
    var deferredFinds: NodeTable<Int>
    /// The warnings a plan can foresee, gathered while walking the build.
    var predictedWarnings: [RoutingWarning] = []
    /// Finders that matched several view controllers on the way to the origin: said after the
    /// navigation, and predicted by a plan.
    var ambiguities: [RoutingWarning] = []

    init(
        nodes: [StepNode], contexts: [Any], context: Any, origin: UIViewController, originLabel: String,
        originIndex: Int, originIsStep: Bool, decisions: [RoutingDecision]
    ) {
        self.nodes = nodes
        // A loop, not a map: a closure checked the main actor for every node of every navigation.
        var stepNames: [String] = []
        stepNames.reserveCapacity(nodes.count)
        for index in nodes.indices { stepNames.append(ResolvedRoute.stepName(index, of: nodes)) }
        self.stepNames = stepNames
        self.contexts = contexts
        self.context = context
        self.origin = origin
        self.originLabel = originLabel
        self.originIndex = originIndex
        self.originIsStep = originIsStep
        self.decisions = decisions
        taskContexts = NodeTable(count: nodes.count)
        built = Array(repeating: nil, count: nodes.count)
        deferredFinds = NodeTable(count: nodes.count)
    }

    /// The name of step `index` in errors and traces: `step 2/3 (UINavigationController)`.
    func stepName(_ index: Int) -> String {
        stepNames[index]
    }

    static func stepName(_ index: Int, of nodes: [StepNode]) -> String {
        nodes[index].name(at: index, of: nodes.count)
    }

    /// What a navigation along this route is called when nothing names it otherwise (a deep
    /// link does): `the navigation to ProductViewController`.
    var destinationName: String {
        "the navigation to \(nodes.first?.typeName ?? "nothing")"
    }

    /// The indices of the nodes to build, from the origin towards the destination (a view of
    /// the indices, made without an array: every navigation walks it several times).
    var buildOrder: ReversedCollection<Range<Int>> {
        (0..<originIndex).reversed()
    }

    /// The label of a node's view controller in decisions: the origin's name when the route was
    /// resolved, or the type a new one will have (the same in a plan and in a trace).
    func label(ofNode index: Int) -> String {
        index == originIndex ? originLabel : nodes[index].typeName
    }

    /// The view controller of node `index`: the origin, or the one built or found for the
    /// node (`nil` in a plan, and for a node not built yet).
    func viewController(ofNode index: Int) -> UIViewController? {
        index == originIndex ? origin : built[index]
    }

    // MARK: Dismissing and revealing

    /// The presentations above the origin, nearest first.
    var presentationsToDismiss: [UIViewController] {
        origin.presentedChain
    }

    /// The containers that must reveal the origin, outermost first.
    var containersToReveal: [(container: any ContainerViewController, child: UIViewController)] {
        var path: [(any ContainerViewController, UIViewController)] = []
        var child = origin
        while let parent = child.parent {
            if let container = parent as? any ContainerViewController,
                !container.visibleViewControllers.containsIdentical(child)
            {
                path.append((container, child))
            }
            child = parent
        }
        return path.reversed()
    }

    var visibilityDecisions: [RoutingDecision] {
        presentationsToDismiss.reversed().map { RoutingDecision.dismiss(viewController: $0.debugName) }
            + containersToReveal.map {
                .makeVisible(viewController: $0.child.debugName, container: $0.container.debugName)
            }
    }

    /// Throws when something the route must dismiss or pop forbids it.
    func checkDismissals() throws {
        var leaving = presentationsToDismiss
        for (container, child) in containersToReveal {
            if let navigation = container as? UINavigationController,
                let index = navigation.viewControllers.firstIndexIdentical(to: child)
            {
                leaving += navigation.viewControllers[(index + 1)...]
            }
        }
        for viewController in leaving {
            if let blocker = viewController.firstUndismissible {
                throw PetriRoutingError(
                    .cannotBeDismissed, entity: blocker.debugName,
                    reason:
                        "\(blocker.debugName) cannot be dismissed, and the route must remove it to start from \(origin.debugName)"
                )
            }
        }
    }

    /// Checks, after the interceptors ran, that the origin is still there to start from.
    func revalidate(in window: UIWindow) throws {
        guard origin.window === window, !origin.isBeingDismissed else {
            throw PetriRoutingError(
                .unableToStart, step: stepName(originIndex),
                reason:
                    "\(origin.debugName) left the window while the interceptors ran, so there is nothing to start from")
        }
        try checkDismissals()
    }

    /// Dismisses what is above the origin and reveals it in its containers.
    func makeOriginVisible(animated: Bool) throws {
        if origin.presentedViewController != nil {
            origin.dismissPresentations(animated: animated)
        }
        try origin.makeVisibleInParentContainers(animated: animated)
    }
}
