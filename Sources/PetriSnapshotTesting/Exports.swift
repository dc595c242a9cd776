// `import PetriSnapshotTesting` is the one import a test writes: it brings swift-snapshot-testing's
// `assertSnapshot`, `verifySnapshot` and `withSnapshotTesting`, so a package that depends on
// petri names no other package for its snapshot tests.
@_exported public import SnapshotTesting
