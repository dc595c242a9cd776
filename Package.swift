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
        .executable(name: "petri", targets: ["petri"]),
    ],
    dependencies: [
        // 1.6 for @ParentCommand.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        // HTML for the catalog export's page.
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        // Property-based tests of REPL command sequences, with shrinking (tests only).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The library: a headless UIKit-shaped hierarchy, a RouteComposer-style router,
        // coordinators and the screen catalog. No terminal, no files.
        .target(name: "PetriDish", swiftSettings: strict),
        .testTarget(name: "PetriDishTests", dependencies: ["PetriDish"], swiftSettings: strict),

        // libedit, reached through a small C shim (its el_set/el_get/history calls are variadic).
        .target(name: "CEditLine", linkerSettings: [.linkedLibrary("edit")]),

        // The REPL and the one-shot commands: parsing, prompting, completion, line reading.
        .target(
            name: "PetriShell",
            dependencies: [
                "PetriDish", "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Plot", package: "Plot"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "PetriShellTests",
            dependencies: ["PetriShell", "ShopCatalog", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict),

        // The embedded default catalog: a demo shop app.
        // Its QA scripts (Catalog/Scripts) are run by `petri run` in the tests.
        .target(name: "ShopCatalog", dependencies: ["PetriDish"], path: "Catalog", exclude: ["Scripts"], swiftSettings: strict),
        .testTarget(name: "ShopCatalogTests", dependencies: ["ShopCatalog", "PetriDish"], swiftSettings: strict),

        // The executable: starts PetriShell on the demo catalog.
        .executableTarget(name: "petri", dependencies: ["PetriShell", "ShopCatalog"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
