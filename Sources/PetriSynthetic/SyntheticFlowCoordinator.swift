import PetriCatalog
import PetriRouting
import PetriCoordinators
import PetriHierarchy

/// A generated flow: a root screen whose "open" event starts a child coordinator.
final class SyntheticFlowCoordinator: Coordinator {
    let router: CoordinatorRouter
    let group: Int

    init(router: CoordinatorRouter, group: Int) {
        self.router = router
        self.group = group
    }

    override func startFlow() {
        let root = show(UIViewController(title: "Flow \(group)"))
        root.on("open", summary: "opens the child flow") { [weak self] _ in self?.openChild() }
        try? router.setAsRoot(root)
    }

    private func openChild() {
        let child = SyntheticChildCoordinator(router: router)
        add(dependency: child)
        child.start()
    }
}

/// A child flow: pushes a screen and finishes when it leaves.
final class SyntheticChildCoordinator: Coordinator {
    let router: CoordinatorRouter
    init(router: CoordinatorRouter) { self.router = router }

    override func startFlow() {
        try? router.push(show(UIViewController(title: "Child")), animated: true) { [weak self] in self?.finish() }
    }
}
