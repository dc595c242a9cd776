// swift-tools-version:6.2
// petri's benchmarks: a nested package, so the main package's build and `make test` stay lean
// (see Benchmarks/README.md, and the article "A catalog of any size"). Run with `make bench` from
// the repository root.
import PackageDescription

/// The literal catalogs' modules are built as an app's would be: default settings (`-O` and
/// whole-module optimisation in release), with the main actor as default isolation.
let catalogSettings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

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
        // Catalogs spelled as literals, the way an app writes one (issues 22 and 36):
        // LiteralCatalogPlugin generates each at build time, with as many screens as the target's
        // name says, a type and a route per screen (LiteralCatalog…) or 100 types whose routes
        // the screens share (ToolsCatalog…).
        .executableTarget(name: "LiteralCatalogGenerator", path: "Benchmarks/LiteralCatalogGenerator"),
        .plugin(name: "LiteralCatalogPlugin", capability: .buildTool(), dependencies: ["LiteralCatalogGenerator"]),
        .target(
            name: "LiteralCatalog40", dependencies: [.product(name: "PetriDish", package: "petri")],
            path: "Benchmarks/LiteralCatalog40", swiftSettings: catalogSettings, plugins: ["LiteralCatalogPlugin"]),
        .target(
            name: "LiteralCatalog10000", dependencies: [.product(name: "PetriDish", package: "petri")],
            path: "Benchmarks/LiteralCatalog10000", swiftSettings: catalogSettings, plugins: ["LiteralCatalogPlugin"]),
        // The first spelling's types and routes alone, without a catalog: the build-time baseline.
        .target(
            name: "LiteralTypes10000", dependencies: [.product(name: "PetriDish", package: "petri")],
            path: "Benchmarks/LiteralTypes10000", swiftSettings: catalogSettings, plugins: ["LiteralCatalogPlugin"]),
        .target(
            name: "ToolsCatalog10000", dependencies: [.product(name: "PetriDish", package: "petri")],
            path: "Benchmarks/ToolsCatalog10000", swiftSettings: catalogSettings, plugins: ["LiteralCatalogPlugin"]),
        // petri on either literal catalog, in one executable: `literal 40` and `literal 10000`
        // start the same binary, so both pay for loading it (Benchmarks/process.py).
        .executableTarget(
            name: "literal",
            dependencies: ["LiteralCatalog40", "LiteralCatalog10000", .product(name: "PetriShell", package: "petri")],
            path: "Benchmarks/literal"),
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
