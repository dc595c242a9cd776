/// An error an entity under test throws, with the message the router must carry.
struct TestFailure: Error, CustomStringConvertible, Equatable {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
