import PetriHierarchy

/// The view controllers an app object holds, found by walking its stored properties: the
/// navigation controller a tab's coordinator keeps for the whole session, detached or not, a
/// screen cached for reuse. An operation that runs the app's code captures them, so it can put
/// them back when that code fails.
@MainActor
enum AppObjectGraph {
    /// How many values the walk visits at most: an app object's graph is small; a cycle or a
    /// huge model is cut short.
    static let visitLimit = 20_000

    /// Every view controller reachable from `app` through stored properties (of classes,
    /// structs, enums, optionals, collections and weak references), in the order found, once
    /// each. The walk does not enter petri's own hierarchy classes: a container's children are
    /// captured with it.
    static func viewControllers(in app: AnyObject) -> [UIViewController] {
        var found: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        var visits = 0

        func walk(_ value: Any) {
            visits += 1
            guard visits <= visitLimit else { return }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                let object = value as AnyObject
                guard seen.insert(ObjectIdentifier(object)).inserted else { return }
                if let viewController = object as? UIViewController {
                    found.append(viewController)
                }
            }
            var current: Mirror? = mirror
            while let level = current, !isHierarchyClass(level.subjectType) {
                for child in level.children { walk(child.value) }
                current = level.superclassMirror
            }
        }

        walk(app)
        return found
    }

    /// Whether `type` is one of the hierarchy's own classes, whose stored properties are the
    /// hierarchy itself.
    private static func isHierarchyClass(_ type: Any.Type) -> Bool {
        String(reflecting: type).hasPrefix("PetriHierarchy.")
    }
}
