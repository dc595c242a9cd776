// swift-tools-version:6.1
// libFuzzer targets for petri's parsers (issue 10): `make fuzz` from the repository root. A
// nested package, so the main build and `make test` stay free of the sanitizer.
import PackageDescription

let package = Package(
    name: "PetriFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "petri", path: "..")],
    targets: [
        .executableTarget(
            name: "PetriFuzz",
            dependencies: [.product(name: "PetriShell", package: "petri")],
            path: "Sources/PetriFuzz")
    ],
    swiftLanguageModes: [.v6]
)
