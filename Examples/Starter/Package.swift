// swift-tools-version:6.2
// A starter app's catalog and its own tool on petri: copy this folder to begin yours.
import PackageDescription

let package = Package(
    name: "Starter",
    // petri's own platforms: on Linux, the shell needs libedit (apt-get install libedit-dev).
    platforms: [.macOS(.v14)],
    dependencies: [
        // In your app, by URL:  .package(url: "https://github.com/your-org/petri", from: "0.1.0")
        // Here, by path. A path dependency's identity is its folder's name, so `name:` keeps it
        // "petri" wherever the clone lives (without it: "unknown package 'petri'").
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
            dependencies: ["StarterCatalog", .product(name: "PetriDish", package: "petri")],
            swiftSettings: [.defaultIsolation(MainActor.self)]),
    ],
    swiftLanguageModes: [.v6]
)
