import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// The version `petri --version` prints.
/// petri's version.
public enum PetriVersion {
    /// The version of this petri.
    public static let current = "0.1.0"
}
