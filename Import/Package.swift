// swift-tools-version:6.1
// `petri import`: stand-ins and a catalog skeleton generated from an app's sources, built on
// swift-syntax. A nested package, as Benchmarks/ is, so the core's build stays lean: swift-syntax
// costs one to two and a half minutes to build. `make test` builds and tests it; the main
// package's `petri import` runs its executable, `petri-import`.
import PackageDescription

let package = Package(
    name: "PetriImport",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "petri-import", targets: ["petri-import"]),
        .library(name: "PetriImportKit", targets: ["PetriImportKit"]),
        // In an app team's catalog package: `swift package --allow-writing-to-package-directory
        // petri-import --sources ../App --output Sources/AppStandIns`.
        .plugin(name: "PetriImportPlugin", targets: ["PetriImportPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
    ],
    targets: [
        // Reads an app's sources and storyboards and writes the files: no terminal.
        .target(
            name: "PetriImportKit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "petri-import",
            dependencies: ["PetriImportKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .plugin(
            name: "PetriImportPlugin",
            capability: .command(
                intent: .custom(verb: "petri-import", description: "Generate petri stand-ins from the app's sources"),
                permissions: [.writeToPackageDirectory(reason: "writes the generated stand-ins and the report")]),
            dependencies: ["petri-import"]),
        .testTarget(name: "PetriImportKitTests", dependencies: ["PetriImportKit"]),
    ],
    swiftLanguageModes: [.v6]
)
