import Foundation
import PetriDish
import PetriSupport

/// Gathers the values a screen needs: an example's values, then `name=value` words, then — at
/// a terminal — a prompt for each required parameter still missing (the default is taken on an
/// empty answer; a bad value is explained and asked again; Ctrl-C cancels everything).
/// Without a terminal nothing is asked: missing parameters are an error that lists them.
@MainActor
struct ParameterCollector {
    let shell: Shell

    /// Screen `id`, the values `words` give it (an example's name, `name=value`, then prompts
    /// at a terminal), and the example named among them, for `command`.
    func screenValuesAndExample(
        _ id: String, words: [String], command: String
    ) throws -> (entry: ScreenEntry, values: ContextValues, example: ScreenExample?) {
        let entry = try shell.dish.entry(id)
        let values = try values(for: entry, arguments: words, command: command)
        let example = entry.examples.first { example in words.contains(example.name) }
        return (entry, values, example)
    }

    func values(for entry: any ParameterizedEntry, arguments: [String], command: String) throws -> ContextValues {
        var pairs: [(name: String, value: String)] = []
        var exampleName: String?
        for argument in arguments {
            if let word = NameValueWord(named: argument) {
                pairs.append((word.name, word.value))
            } else if entry.examples.contains(where: { $0.name == argument }) {
                if let chosen = exampleName {
                    throw ShellError.invalid(
                        "\(UserText.quoted(argument)) is a second example of \(entry.id); give one example (\"\(chosen)\" is already chosen) and name=value for the rest"
                    )
                }
                exampleName = argument
            } else {
                let names = entry.examples.map(\.name)
                let suggestions = NearMiss.suggestions(
                    for: argument, among: names + entry.parameters.map { $0.name + "=" })
                let known = names.isEmpty ? "" : "; its examples: \(names.joined(separator: ", "))"
                throw ShellError.invalid(
                    "\(UserText.quoted(argument)) is neither name=value nor an example of \(entry.id)"
                        + NearMiss.didYouMean(suggestions) + known)
            }
        }
        if let exampleName, let example = entry.examples.first(where: { $0.name == exampleName }) {
            let given = Set(pairs.map(\.name))
            let fromExample = example.values.sorted { $0.key < $1.key }.filter { !given.contains($0.key) }
            pairs = fromExample.map { ($0.key, $0.value) } + pairs
        }
        // `query=` gives no value: refused as an empty answer at the prompt is.
        for (name, value) in pairs where value.isEmpty {
            if let parameter = entry.parameters.first(where: { $0.name == name }), !parameter.type.isOptional {
                throw ShellError.invalid("\(name) needs a value (\(parameter.inputHint)); `\(name)=` gives none")
            }
        }
        // What was typed is checked before anything is asked: a bad value is reported at once,
        // not after the user answered every prompt.
        switch Result(catching: { () throws(ContextValuesError) in
            try ContextValues(parsing: pairs, for: entry.parameters)
        }) {
        case .success(let values):
            // An example is a whole answer: nothing it leaves out is asked.
            if !shell.isInteractive || exampleName != nil { return values }
        case .failure(let error):
            let missing = error.missingParameters
            guard missing.count == error.issues.count else { throw error }
            guard shell.isInteractive else {
                throw ShellError.missingParameters(
                    screen: entry.id, parameters: missing.map { "\($0.name) (\($0.type))" },
                    example: entry.examples.first.map {
                        (shell.commandStyle == .oneShot ? ToolIdentity.current.name + " " : "")
                            + "\(command) \(entry.id) "
                            + ($0.arguments.isEmpty ? $0.name : $0.arguments.joined(separator: " "))
                    })
            }
        }
        pairs += try ask(for: entry, given: Set(pairs.map(\.name)), onlyMissing: exampleName != nil, command: command)
        return try ContextValues(parsing: pairs, for: entry.parameters)
    }

    /// Asks for the parameters not given: every required one (Enter takes a default), then —
    /// when something was asked, so the user is answering prompts anyway — each optional one
    /// (Enter skips it). With `onlyMissing`, only those that have no value at all.
    private func ask(for entry: any ParameterizedEntry, given: Set<String>, onlyMissing: Bool, command: String) throws
        -> [(name: String, value: String)]
    {
        let open = entry.parameters.filter { !given.contains($0.name) }
        let required = open.filter { onlyMissing ? $0.isRequired : !$0.type.isOptional }
        let optional = onlyMissing || required.isEmpty ? [] : open.filter(\.type.isOptional)
        var answers: [(name: String, value: String)] = []
        // A parameter without an example of its own shows the value the screen's first example gives.
        let exampleValues = entry.examples.first?.values ?? [:]
        for parameter in required {
            answers.append(
                (parameter.name, try ask(parameter, example: exampleValues[parameter.name], command: command)))
        }
        for parameter in optional {
            if let answer = try ask(
                parameter, example: exampleValues[parameter.name], command: command, skippable: true)
            {
                answers.append((parameter.name, answer))
            }
        }
        return answers
    }

    /// The question for a parameter: its name, type, default, example and presets,
    /// e.g. `productID (int, e.g. 42)` or `sort (price|rating|newest, default price)`.
    /// `example` is shown when the parameter has no example of its own (the screen's example's).
    static func prompt(for parameter: ContextParameter, example: String? = nil, skippable: Bool = false) -> String {
        var facts = [parameter.type.description]
        if let value = parameter.defaultValue { facts.append("default \(value)") }
        if let value = parameter.example, value != parameter.defaultValue {
            facts.append("e.g. \(value)")
        } else if parameter.example == nil, let example, example != parameter.defaultValue?.description {
            facts.append("e.g. \(example)")
        }
        if !parameter.presets.isEmpty {
            facts.append("presets: " + parameter.presets.map(\.name).joined(separator: ", "))
        }
        if skippable { facts.append("Enter skips") }
        return "\(parameter.name) (\(facts.joined(separator: ", ")))"
    }

    private func ask(_ parameter: ContextParameter, example: String?, command: String) throws -> String {
        // Never nil: a required parameter is asked until it has a value.
        try ask(parameter, example: example, command: command, skippable: false) ?? ""
    }

    /// Asks for one parameter until the answer is valid; `nil` when `skippable` and the answer
    /// is empty.
    private func ask(_ parameter: ContextParameter, example: String?, command: String, skippable: Bool) throws
        -> String?
    {
        let prompt = "  " + Self.prompt(for: parameter, example: example, skippable: skippable) + ": "
        while true {
            let completion: CompletionProvider = { line, cursor in
                let prefix = String(line.prefix(cursor))
                return Completion(word: prefix, candidates: parameter.completions(forPrefix: prefix))
            }
            switch shell.reader.readLine(prompt: prompt, addToHistory: false, completion: completion) {
            case .interrupted, .endOfInput:
                throw ShellError.cancelled(what: command)
            case .line(let raw):
                let answer = raw.trimmingCharacters(in: .whitespaces)
                if answer.isEmpty {
                    if skippable { return nil }
                    if let defaultValue = parameter.defaultValue { return defaultValue.description }
                    shell.note("  \(parameter.name) needs a value (\(parameter.inputHint)); Ctrl-C cancels")
                    continue
                }
                do {
                    _ = try parameter.parse(answer)
                    return answer
                } catch {
                    shell.note("  " + shell.errorStyler(.error, error.description))
                }
            }
        }
    }
}
