import PetriDish

/// UIKit's structural rules, checked over a whole window after every command of a property
/// test: what UIKit itself would assert or what would leave the app in a state no user can
/// reach.
@MainActor
enum HierarchyRules {
    /// Every rule the window breaks, in words; empty when the hierarchy is sound.
    static func violations(in window: UIWindow) -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        if let root = window.rootViewController {
            if root.parent != nil { problems.append("the root \(root.debugName) has a parent") }
            if root.presentingViewController != nil { problems.append("the root \(root.debugName) is presented") }
        }
        for presented in window.modalChain {
            if presented.parent != nil, presented !== window.rootViewController {
                problems.append(
                    "\(presented.debugName) is presented and also a child of \(presented.parent!.debugName)")
            }
            if let presenting = presented.presentingViewController, presenting.presentedViewController !== presented {
                problems.append(
                    "\(presented.debugName) names \(presenting.debugName) as presenter, which presents something else")
            }
        }
        for viewController in window.allViewControllers {
            if !seen.insert(ObjectIdentifier(viewController)).inserted {
                problems.append("\(viewController.debugName) is in the hierarchy twice")
            }
            if viewController.window !== window {
                problems.append("\(viewController.debugName) is in the window's hierarchy but names another window")
            }
            for child in viewController.children where child.parent !== viewController {
                problems.append("\(child.debugName) is a child of \(viewController.debugName) but names another parent")
            }
            if let navigation = viewController as? UINavigationController {
                for member in navigation.viewControllers where member is UINavigationController {
                    problems.append(
                        "\(navigation.debugName) has the navigation controller \(member.debugName) on its stack")
                }
            }
            if let tabs = viewController as? UITabBarController, let members = tabs.viewControllers,
                !members.indices.contains(tabs.selectedIndex)
            {
                problems.append("\(tabs.debugName) selects tab \(tabs.selectedIndex) of \(members.count)")
            }
        }
        return problems
    }
}
