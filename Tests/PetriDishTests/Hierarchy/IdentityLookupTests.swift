import Testing
import PetriDish
@testable import PetriHierarchy

extension HierarchyTests {
    /// The hierarchy's "is this view controller one of these?": by identity, as UIKit compares
    /// view controllers, within a prefix when asked.
    @Suite("Looking view controllers up by identity")
    @MainActor
    struct IdentityLookup {
        let first = UIViewController(title: "Same")
        let second = UIViewController(title: "Same")
        let third = UIViewController(title: "Third")

        @Test("A view controller is found by identity, never by an equal title")
        func byIdentity() {
            let list = [first, third]
            #expect(list.containsIdentical(first))
            #expect(!list.containsIdentical(second))
            #expect(list.firstIndexIdentical(to: third) == 1)
            #expect(list.firstIndexIdentical(to: second) == nil)
            #expect(![UIViewController]().containsIdentical(first))
        }

        @Test("Before a position, only the elements in front of it are compared")
        func beforePosition() {
            let list = [first, second, first]
            #expect(!list.containsIdentical(second, before: 1))
            #expect(list.containsIdentical(second, before: 2))
            #expect(list.firstIndexIdentical(to: first, before: 0) == nil)
            #expect(list.firstIndexIdentical(to: first, before: 3) == 0)
            #expect(list.containsIdentical(third, before: 10) == false)
            #expect(list.containsIdentical(first, before: 10))
            #expect(!list.containsIdentical(first, before: -1))
        }

        @Test("Two view controllers that look alike are two children")
        func lookAlikes() throws {
            let navigation = UINavigationController()
            try navigation.checkedSetViewControllers([first, second], animated: false)
            #expect(navigation.viewControllers.count == 2)
            #expect(first.parent === navigation && second.parent === navigation)
        }
    }
}
