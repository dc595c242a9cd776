import Testing

/// The lock that runs the end-to-end suites one test case at a time (`OneProcessAtATime`).
@Suite("The end-to-end suites' lock")
struct ProcessLockTests {
    /// How many bodies are inside the lock now, and the most there ever were.
    actor Occupancy {
        private(set) var inside = 0
        private(set) var most = 0
        private(set) var order: [Int] = []

        func enter(_ index: Int) {
            inside += 1
            most = max(most, inside)
            order.append(index)
        }

        func leave() { inside -= 1 }
    }

    @Test("Bodies started together run one at a time, each to its end")
    func oneAtATime() async throws {
        let lock = ProcessLock()
        let occupancy = Occupancy()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    try await lock.withLock {
                        await occupancy.enter(index)
                        // A pause inside, so that a broken lock lets another body in meanwhile.
                        try await Task.sleep(for: .milliseconds(20))
                        await occupancy.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(await occupancy.most == 1)
        #expect(await occupancy.order.sorted() == Array(0..<8))
    }

    @Test(
        "The task holding it, and its child tasks, take it again without waiting for themselves; a throwing body releases it"
    )
    func reentrantAndReleasedOnError() async throws {
        struct Thrown: Error {}
        let lock = ProcessLock()
        #expect(!lock.isHeldByCurrentTask)
        let inner = try await lock.withLock {
            #expect(lock.isHeldByCurrentTask)
            async let child = lock.withLock { 2 }
            return try await lock.withLock { 1 } + child
        }
        #expect(inner == 3)
        #expect(!lock.isHeldByCurrentTask)
        await #expect(throws: Thrown.self) { try await lock.withLock { throw Thrown() } }
        // Released: another task gets it.
        let after = try await Task { try await lock.withLock { "free" } }.value
        #expect(after == "free")
    }
}
