import Foundation
import PetriRouting
import PetriSupport

/// Where a ``ContextDecoder`` takes its values from.
enum ContextDecodingSource {
    /// Hands out probe values and records what is read.
    case probe(ContextProbeRecorder)
    /// Hands out the values of a value bag.
    case values(ContextValues, contextName: String)

    var contextName: String {
        switch self {
        case .probe(let recorder): return recorder.contextName
        case .values(_, let contextName): return contextName
        }
    }

    /// Reports that the context type reads something no parameter can provide, and returns the
    /// error to throw.
    func unsupported(_ issue: String) -> any Error {
        switch self {
        case .probe(let recorder):
            recorder.issues.append(issue)
            return ContextProbeAbort()
        case .values(_, let contextName):
            return ContextDeclarationError(context: contextName, issues: [issue])
        }
    }
}
