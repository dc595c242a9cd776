// swift-tools-version:6.2
// petri's benchmarks: a nested package, so the main package's build and `make test` stay lean
// (see Benchmarks/README.md, and the article "A catalog of any size"). Run with `make bench` from
// the repository root.
import PackageDescription

/// A module that only registers screens is built the way a debug build builds it, also in
/// release: its code runs once, at start-up, and the optimiser's time grows with the length of
/// the functions that register a team's screens. 10,000 literal screens: over nine minutes with
/// `-O`, under one like this (Benchmarks/README.md). Batch mode shares the files among the
/// cores; without it each file is a compiler process of its own (147 s). The driver then says it
/// ignores the `-num-threads` SwiftPM passes to every release module: that warning is expected.
let registrationModuleSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .unsafeFlags(["-Onone", "-no-whole-module-optimization", "-enable-batch-mode"], .when(configuration: .release)),
]

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
                "DeepRoute",
                .product(name: "PetriDish", package: "petri"),
                .product(name: "PetriShell", package: "petri"),
            ],
            path: "Benchmarks/PetriBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
        // Catalogs spelled as literals, the way an app writes one (issue 22): LiteralCatalogPlugin
        // generates each at build time, with as many screens as the target's name says.
        .executableTarget(name: "LiteralCatalogGenerator", path: "Benchmarks/LiteralCatalogGenerator"),
        .plugin(name: "LiteralCatalogPlugin", capability: .buildTool(), dependencies: ["LiteralCatalogGenerator"]),
        .target(
            name: "LiteralCatalog40", dependencies: [.product(name: "PetriDish", package: "petri")],
            path: "Benchmarks/LiteralCatalog40", swiftSettings: registrationModuleSettings,
            plugins: ["LiteralCatalogPlugin"]),
        .target(
            name: "LiteralCatalog10000", dependencies: [.product(name: "PetriDish", package: "petri")],
            path: "Benchmarks/LiteralCatalog10000", swiftSettings: registrationModuleSettings,
            plugins: ["LiteralCatalogPlugin"]),
        // petri on each literal catalog: what start-up costs an app's own tool (Benchmarks/process.py).
        .executableTarget(
            name: "literal-40", dependencies: ["LiteralCatalog40", .product(name: "PetriShell", package: "petri")],
            path: "Benchmarks/literal-40"),
        .executableTarget(
            name: "literal-10000",
            dependencies: ["LiteralCatalog10000", .product(name: "PetriShell", package: "petri")],
            path: "Benchmarks/literal-10000"),
        // Suite 1's two sides: direct hierarchy calls and the depth-10 route.
        .target(
            name: "DeepRoute", dependencies: [.product(name: "PetriDish", package: "petri")],
            path: "Benchmarks/DeepRoute"),
        // Suite 1's route in a loop, for a profiler: package-benchmark's harness would dominate.
        .executableTarget(
            name: "RouteProfile", dependencies: ["DeepRoute", .product(name: "PetriDish", package: "petri")],
            path: "Benchmarks/RouteProfile"),
    ],
    swiftLanguageModes: [.v6]
)
