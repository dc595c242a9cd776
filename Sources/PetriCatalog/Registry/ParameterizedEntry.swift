/// Something of the catalog a user starts with context values: a screen (`open`) or a flow
/// (`flow`). The shell gathers the values the same way for both: an example, `name=value`
/// words, then prompts.
@MainActor
public protocol ParameterizedEntry {
    /// Its id in the catalog.
    var id: String { get }
    /// The context parameters, in the order they are asked for.
    var parameters: [ContextParameter] { get }
    /// Named complete sets of values.
    var examples: [ScreenExample] { get }
}

extension ScreenEntry: ParameterizedEntry {}
extension FlowEntry: ParameterizedEntry {}
