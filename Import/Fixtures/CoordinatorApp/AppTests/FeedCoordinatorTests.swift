@testable import CoordinatorApp
import XCTest

/// A test's coordinator: test files are never navigation files.
final class MockCoordinator: Coordinator {
    func start() {}
}
