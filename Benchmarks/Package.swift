// swift-tools-version:6.1
// petri's benchmarks: a nested package, so the main package's build and `make test` stay lean
// (see ../README.md and Benchmarks/README.md). Run with `make bench` from the repository root.
import PackageDescription

let package = Package(
    name: "PetriBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "petri", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "PetriBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "PetriDish", package: "petri"),
                .product(name: "PetriShell", package: "petri"),
            ],
            path: "Benchmarks/PetriBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
        // Suite 1's route in a loop, for a profiler: package-benchmark's harness would dominate.
        .executableTarget(
            name: "RouteProfile", dependencies: [.product(name: "PetriDish", package: "petri")],
            path: "Benchmarks/RouteProfile"),
    ],
    swiftLanguageModes: [.v6]
)
