public import PetriCatalog
public import PetriRouting

/// A catalog entry as a document: what `list --json`, `show --json` and the catalog export
/// print. Keys are stable and sorted when encoded; values are the canonical text forms.
public struct ScreenDocument: Codable, Sendable, Equatable {
    /// A context parameter as a document.
    public struct Parameter: Codable, Sendable, Equatable {
        public var name: String
        /// The type as `list` shows it: `int`, `string?`, `price|rating|newest`.
        public var type: String
        /// The base type's name without choices or optionality: `int`, `string`, `choice`.
        public var baseType: String
        /// Whether `nil` is a value (the context's property is optional).
        public var optional: Bool
        /// The choices of a choice parameter, in declaration order; empty for other types.
        public var choices: [String]
        public var required: Bool
        public var defaultValue: String?
        public var example: String?
        public var help: String
        public var presets: [Preset]
    }

    /// A named preset value.
    public struct Preset: Codable, Sendable, Equatable {
        public var name: String
        public var value: String
        public var summary: String
    }

    /// A named example.
    public struct Example: Codable, Sendable, Equatable {
        public var name: String
        public var values: [String: String]
        public var summary: String
    }

    public var id: String
    public var title: String
    public var group: String
    public var summary: String
    public var tags: [String]
    public var registeredAt: String
    public var parameters: [Parameter]
    public var examples: [Example]
    public var deepLinks: [String]
    public var variants: [String]
    public var steps: [StepDescription]
    /// The routes of the variants that place the screen differently, by variant; absent when
    /// every variant uses ``steps``.
    public var variantRoutes: [String: [StepDescription]]?
    /// What composing the screen's first example warns about, when `show` composed it.
    public var warnings: [String] = []

    /// The document of `entry`.
    @MainActor
    public init(_ entry: ScreenEntry) {
        id = entry.id
        title = entry.title
        group = entry.group
        summary = entry.summary
        tags = entry.tags
        registeredAt = entry.location.description
        parameters = entry.parameters.map(Parameter.init)
        examples = entry.examples.map { Example(name: $0.name, values: $0.values, summary: $0.summary) }
        deepLinks = entry.deepLinks
        variants = entry.variants
        steps = entry.steps
        let own = entry.variantsWithOwnRoute
        variantRoutes = own.isEmpty ? nil : Dictionary(uniqueKeysWithValues: own.map { ($0, entry.steps(in: $0)) })
    }
}

extension ScreenDocument.Parameter {
    /// The document of `parameter`, as `show --json` and the export write it for screens and flows.
    public init(_ parameter: ContextParameter) {
        self.init(
            name: parameter.name, type: parameter.type.description,
            baseType: parameter.type.choices.isEmpty ? parameter.type.base.description : "choice",
            optional: parameter.type.isOptional, choices: parameter.type.choices, required: parameter.isRequired,
            defaultValue: parameter.defaultValue?.description, example: parameter.example?.description,
            help: parameter.help,
            presets: parameter.presets.map { ScreenDocument.Preset(name: $0.name, value: $0.value.description, summary: $0.summary) })
    }
}
