import PetriRouting
import PetriSupport

extension ContextParameter {
    /// The parameters of a `Decodable` context type, read from its `init(from:)`, so its fields
    /// are not listed twice.
    ///
    /// The type is decoded once from a probing decoder that records every key asked for, in
    /// order: `decode` makes a required parameter, `decodeIfPresent` (what Swift synthesizes for
    /// `Optional` fields) an optional one. Field types map to parameter types: `String` → string,
    /// `Bool` → bool, every integer type → int (range-checked when building), every
    /// floating-point type → double, `UUID`, `URL`, `Date`, a `CaseIterable` enum with `String`
    /// raw values → a choice of its raw values, `Optional` of any of these → optional.
    /// Nested types, lists and class inheritance are rejected with a message naming the field.
    ///
    /// The probe hands each field the default, example or first preset from `details` when one
    /// fits, otherwise a placeholder (`"text"`, `1`, `1.0`, `false`, the nil UUID,
    /// `https://example.com`, 1970-01-01, the first choice, `nil` for optionals); an
    /// `init(from:)` that validates its fields must accept those. It must also read every key
    /// unconditionally: a key read only for some values is not seen.
    /// - Parameters:
    ///   - type: the context type.
    ///   - details: help, example, default and presets per field name.
    /// - Throws: ``ContextDeclarationError`` listing every problem: unsupported field types,
    ///   details for fields that do not exist (with did-you-mean), values that do not fit.
    public static func derived<Context: Decodable>(
        from type: Context.Type,
        details: [String: ParameterDetails] = [:]
    ) throws(ContextDeclarationError) -> [ContextParameter] {
        let (parameters, issues) = derive(from: type, details: details)
        guard issues.isEmpty else { throw ContextDeclarationError(context: TypeName.of(Context.self), issues: issues) }
        return parameters
    }

    /// The parameters of `type` and every problem found, without throwing.
    static func derive<Context: Decodable>(
        from type: Context.Type,
        details: [String: ParameterDetails]
    ) -> (parameters: [ContextParameter], issues: [String]) {
        let recorder = ContextProbeRecorder(contextName: TypeName.of(Context.self), details: details)
        do {
            _ = try Context(from: ContextDecoder(source: .probe(recorder)))
        } catch is ContextProbeAbort {
            // The reason is already among the recorder's issues.
        } catch {
            recorder.issues.append(
                "its init(from:) threw while its fields were being listed (\(error)); "
                    + "give the fields it checks an example or a default, or declare the parameters explicitly")
        }
        var issues = recorder.issues
        let fieldNames = recorder.fields.map(\.name)
        for name in details.keys.sorted() where !fieldNames.contains(name) {
            issues.append(
                "details are given for \(ParameterText.quoted(name)), which is not a field it reads"
                    + NearMiss.didYouMean(NearMiss.suggestions(for: name, among: fieldNames)))
        }
        let parameters = recorder.fields.map { field -> ContextParameter in
            let extra = details[field.name] ?? ParameterDetails()
            return ContextParameter(
                field.name, field.type,
                default: extra.defaultValue, example: extra.example,
                help: extra.help, presets: extra.presets
            )
        }
        issues += parameters.flatMap(\.declarationIssues)
        return (parameters, issues)
    }
}
