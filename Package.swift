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
    ],
    targets: [
        // The library: a headless UIKit-shaped hierarchy, a RouteComposer-style router,
        // coordinators and the screen catalog. No terminal, no files.
        .target(name: "PetriDish", swiftSettings: strict),
        .testTarget(name: "PetriDishTests", dependencies: ["PetriDish"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
