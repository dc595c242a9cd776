import UIKit

// A stale copy the Xcode project no longer compiles.
final class ListCoordinator {
    func start() {}
}
