public import PetriCoordinators
public import PetriHierarchy

extension Coordinator {
    /// The coordinator tree under this one, for a person: each coordinator with the screens it
    /// showed that are still alive, ● when one is on screen in `window`, ○ otherwise.
    ///
    /// ```text
    /// coordinators
    /// ● MainCoordinator: ListScreen
    /// └─ ● DetailCoordinator: DetailScreen
    /// ```
    public func renderTree(in window: UIWindow) -> String {
        let visible = Set(window.visibleViewControllers.map(ObjectIdentifier.init))
        var lines = ["coordinators"]
        func add(_ coordinator: Coordinator, prefix: String, branch: String) {
            let screens = coordinator.shownViewControllers
            let onScreen = screens.contains { visible.contains(ObjectIdentifier($0)) }
            let names = screens.map(\.debugName).joined(separator: ", ")
            lines.append(
                prefix + branch + (onScreen ? "● " : "○ ") + coordinator.name + (names.isEmpty ? "" : ": " + names))
            let childPrefix = prefix + (branch == "├─ " ? "│  " : branch.isEmpty ? "" : "   ")
            for (index, child) in coordinator.childCoordinators.enumerated() {
                add(
                    child, prefix: childPrefix, branch: index == coordinator.childCoordinators.count - 1 ? "└─ " : "├─ "
                )
            }
        }
        add(self, prefix: "", branch: "")
        return lines.joined(separator: "\n")
    }
}
