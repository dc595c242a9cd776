// swift-tools-version:6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "petri",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PetriDish", targets: ["PetriDish"]),
        .library(name: "PetriShell", targets: ["PetriShell"]),
        // RouteComposer's names over petri's router: a RouteComposer app's configuration
        // compiles with `import RouteComposer` as written.
        .library(name: "RouteComposer", targets: ["RouteComposer"]),
        // The UIKit stand-in alone: what `petri import`'s stand-ins import (`import PetriHierarchy`
        // for `import UIKit`), so a team's package compiles them as they are written.
        .library(name: "PetriHierarchy", targets: ["PetriHierarchy"]),
        // Snapshot tests of a hierarchy in an app's own tests, on swift-snapshot-testing: a
        // test target depends on it, never the app's code.
        .library(name: "PetriSnapshotTesting", targets: ["PetriSnapshotTesting"]),
        .executable(name: "petri", targets: ["petri"]),
    ],
    dependencies: [
        // 1.6 for @ParentCommand.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        // HTML for the catalog export's page (PetriExport).
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        // Property-based tests of REPL command sequences and deep links, with shrinking (tests only).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation` (make documentation): the articles of
        // Sources/PetriDish/Documentation.docc. A command plugin: nothing of it is built into petri.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `assertSnapshot(of: dish, as: .hierarchy)` (PetriSnapshotTesting). Its SnapshotTesting
        // module depends on nothing; resolving the package also clones swift-syntax and
        // swift-custom-dump, which its other modules use and nothing here builds.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The library, in layers: each target sees only the ones it declares, so a wrong-way
        // reference does not compile. No terminal, no files. `PetriDish` re-exports them all.
        // The layers and what each holds are listed once, in the Architecture article
        // (Sources/PetriDish/Documentation.docc/Architecture.md); ArchitectureTests checks that
        // list against the targets below.
        .target(name: "PetriSupport", swiftSettings: strict),
        .target(name: "PetriHierarchy", dependencies: ["PetriSupport"], swiftSettings: strict),
        .target(name: "PetriRouting", dependencies: ["PetriHierarchy", "PetriSupport"], swiftSettings: strict),
        .target(name: "PetriCoordinators", dependencies: ["PetriHierarchy", "PetriSupport"], swiftSettings: strict),
        .target(
            name: "PetriCatalog",
            dependencies: ["PetriRouting", "PetriCoordinators", "PetriHierarchy", "PetriSupport"],
            swiftSettings: strict),
        .target(
            name: "PetriRuntime",
            dependencies: ["PetriCatalog", "PetriRouting", "PetriCoordinators", "PetriHierarchy", "PetriSupport"],
            swiftSettings: strict),
        .target(
            name: "PetriRendering",
            dependencies: ["PetriCatalog", "PetriRouting", "PetriCoordinators", "PetriHierarchy", "PetriSupport"],
            swiftSettings: strict),
        .target(
            name: "PetriChecking",
            dependencies: [
                "PetriRendering", "PetriRuntime", "PetriCatalog", "PetriRouting", "PetriCoordinators", "PetriHierarchy",
                "PetriSupport",
            ],
            swiftSettings: strict),
        .target(
            name: "PetriExport",
            dependencies: [
                "PetriRendering", "PetriRuntime", "PetriCatalog", "PetriRouting", "PetriCoordinators", "PetriHierarchy",
                "PetriSupport",
                .product(name: "Plot", package: "Plot"),
            ],
            swiftSettings: strict),
        .target(
            name: "PetriSynthetic",
            dependencies: ["PetriCatalog", "PetriRouting", "PetriCoordinators", "PetriHierarchy"],
            swiftSettings: strict),
        .target(
            name: "PetriDish",
            dependencies: [
                "PetriHierarchy", "PetriRouting", "PetriCoordinators", "PetriCatalog", "PetriRuntime",
                "PetriRendering", "PetriChecking", "PetriExport", "PetriSynthetic",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "PetriDishTests",
            dependencies: [
                "PetriDish", "PetriSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),

        // Snapshot strategies for swift-snapshot-testing: `.hierarchy` (the tree text) and
        // `.hierarchyJSON` for a dish, a window, a view controller or a snapshot, whose failures
        // say what changed in petri's diff's words. Beside the library, for test targets only.
        .target(
            name: "PetriSnapshotTesting",
            dependencies: ["PetriDish", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: strict),
        .testTarget(
            name: "PetriSnapshotTestingTests", dependencies: ["PetriSnapshotTesting", "PetriDish", "ShopCatalog"],
            exclude: ["__Snapshots__"], swiftSettings: strict),

        // RouteComposer's public names, as its configurations spell them, over PetriRouting.
        .target(
            name: "RouteComposer", dependencies: ["PetriRouting", "PetriHierarchy", "PetriSupport"],
            swiftSettings: strict),
        .testTarget(name: "RouteComposerTests", dependencies: ["RouteComposer", "PetriDish"], swiftSettings: strict),

        // What `petri import` (Import/) writes for the app in Examples/ImportedShop/App, as
        // committed: it compiles here, composes in ImportedShopAppTests, and Import's tests
        // fail when the generator's output drifts from it. App code: compiled as the app's, without
        // petri's own upcoming-feature settings.
        .target(
            name: "ImportedShopApp", dependencies: ["RouteComposer", "PetriHierarchy", "PetriDish"],
            path: "Examples/ImportedShop/Generated", exclude: ["IMPORT-REPORT.md"]),
        .testTarget(
            name: "ImportedShopAppTests", dependencies: ["ImportedShopApp", "PetriDish", "RouteComposer"],
            swiftSettings: strict),

        // libedit, reached through a small C shim (its el_set/el_get/history calls are variadic).
        .target(name: "CEditLine", linkerSettings: [.linkedLibrary("edit")]),

        // The REPL and the one-shot commands: parsing, prompting, completion, line reading.
        .target(
            name: "PetriShell",
            dependencies: [
                "PetriDish", "PetriSupport", "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "PetriShellTests",
            dependencies: [
                "PetriShell", "ShopCatalog", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),

        // The embedded default catalog: a demo shop app.
        // Its QA scripts (Catalog/Scripts) are run by `petri run` in the tests.
        .target(
            name: "ShopCatalog", dependencies: ["PetriDish", "RouteComposer"], path: "Catalog", exclude: ["Scripts"],
            swiftSettings: strict),
        .testTarget(name: "ShopCatalogTests", dependencies: ["ShopCatalog", "PetriDish"], swiftSettings: strict),

        // The executable: starts PetriShell on the demo catalog.
        .executableTarget(name: "petri", dependencies: ["PetriShell", "ShopCatalog"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
