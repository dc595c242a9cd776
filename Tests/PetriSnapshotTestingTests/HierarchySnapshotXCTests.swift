import PetriDish
import PetriSnapshotTesting
import XCTest

/// The same assertion in an XCTest case, as a team whose tests are XCTest writes it.
final class HierarchySnapshotXCTests: XCTestCase {
    /// Recorded in __Snapshots__/HierarchySnapshotXCTests.
    @MainActor
    func testTheFirstBookMatchesItsRecordedHierarchy() async throws {
        let dish = try await Bookshop.dishOnTheFirstBook()
        withSnapshotTesting(record: .never) {
            assertSnapshot(of: dish, as: .hierarchy)
            assertSnapshot(of: dish, as: .hierarchyJSON)
        }
    }
}
