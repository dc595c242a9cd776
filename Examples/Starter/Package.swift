// swift-tools-version:6.2
// starter: the app's screens in petri, and the team's own tool to browse, open and
// check them. Written by `petri init`. Swift 6.2 or later: `.defaultIsolation` (SE-0466).
import PackageDescription

let package = Package(
    name: "Starter",
    // petri's own platforms: on Linux, the shell needs libedit (apt-get install libedit-dev).
    platforms: [.macOS(.v14)],
    dependencies: [
        // A local checkout of petri. A path dependency's identity is its folder's name, so
        // `name:` keeps it "petri" wherever the checkout lives (without it: "unknown package
        // 'petri'"). In your app's package, by URL: `petri init --petri-url <its repository>`.
        .package(name: "petri", path: "../.."),
    ],
    targets: [
        // The screens, their routes and their catalog entries: PetriDish only, no terminal.
        .target(
            name: "StarterCatalog",
            dependencies: [.product(name: "PetriDish", package: "petri")],
            // The hierarchy is @MainActor, as UIKit is: the whole catalog module is too.
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        // The team's own tool: `swift run starter`.
        .executableTarget(
            name: "starter",
            dependencies: ["StarterCatalog", .product(name: "PetriShell", package: "petri")]),
        .testTarget(
            name: "StarterCatalogTests",
            dependencies: [
                "StarterCatalog", .product(name: "PetriDish", package: "petri"),
                // Snapshot tests of the hierarchy, for the tests only: assertSnapshot(of: dish, as: .hierarchy).
                .product(name: "PetriSnapshotTesting", package: "petri"),
            ],
            // The snapshots the tests recorded (assertSnapshot): read, not compiled.
            exclude: ["__Snapshots__"],
            swiftSettings: [.defaultIsolation(MainActor.self)]),
    ],
    swiftLanguageModes: [.v6]
)
