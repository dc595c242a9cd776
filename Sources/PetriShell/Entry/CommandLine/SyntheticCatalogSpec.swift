import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// `--synthetic N[:seed]`: the size and seed of a generated catalog.
struct SyntheticCatalogSpec: Equatable, Sendable {
    /// The most screens petri generates.
    static let maximumScreens = 1_000_000

    var screens: Int
    var seed: UInt64

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let screens = Int(parts[0]), (1...Self.maximumScreens).contains(screens) else { return nil }
        self.screens = screens
        if parts.count == 2 {
            guard let seed = UInt64(parts[1]) else { return nil }
            self.seed = seed
        } else {
            seed = 1
        }
    }

    /// Reads `--synthetic`'s value, or says what a right one is.
    init(parsing argument: String) throws {
        guard let spec = Self(argument: argument) else {
            // ArgumentParser says which value and which option before this.
            throw ValidationError(
                "give N[:seed], N screens from 1 to \(Self.maximumScreens) and a whole-number seed (such as 10000:7)")
        }
        self = spec
    }
}
