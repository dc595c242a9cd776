import Foundation
import PetriRouting
import PetriSupport

/// Collects what a `Decodable` context type's `init(from:)` reads while it is being probed: each
/// key in the order it is first asked for, with its parameter type, and what could not be
/// understood.
final class ContextProbeRecorder {
    /// The context type's name, for messages.
    let contextName: String
    /// The developer's details per field; their values are used as probe values.
    let details: [String: ParameterDetails]
    /// The fields read so far.
    private(set) var fields: [(name: String, type: ParameterType)] = []
    /// Problems found so far, one sentence each.
    var issues: [String] = []

    init(contextName: String, details: [String: ParameterDetails]) {
        self.contextName = contextName
        self.details = details
    }

    /// Notes that `name` is read as `type`; reading it again as another type is an issue.
    func record(_ name: String, as type: ParameterType) {
        if let earlier = fields.first(where: { $0.name == name }) {
            if earlier.type != type {
                issues.append("\(name) is read twice, as \(earlier.type) and as \(type)")
            }
            return
        }
        fields.append((name, type))
    }

    /// The value the probe hands out for `name`: the developer's default, example or first
    /// preset when it fits `type`, otherwise a harmless placeholder.
    func probeValue(for name: String, type: ParameterType) -> ParameterValue {
        if let details = details[name] {
            let offered = [details.defaultValue, details.example, details.presets.first?.value].compactMap { $0 }
            for value in offered {
                if let converted = type.coerce(value) { return converted }
            }
        }
        return type.placeholder
    }
}

/// Thrown to stop probing after an issue that makes going on impossible has been recorded.
struct ContextProbeAbort: Error {}
