package import PetriCatalog
package import PetriRouting
import PetriSupport

/// A catalog entry as a document: what `list --json`, `show --json` and the catalog export
/// print. Keys are stable and sorted when encoded; values are the canonical text forms.
package struct ScreenDocument: Codable, Sendable, Equatable {
    /// A context parameter as a document.
    package struct Parameter: Codable, Sendable, Equatable {
        package var name: String
        /// The type as `list` shows it: `int`, `string?`, `price|rating|newest`.
        package var type: String
        /// The base type's name without choices or optionality: `int`, `string`, `choice`.
        package var baseType: String
        /// Whether `nil` is a value (the context's property is optional).
        package var optional: Bool
        /// The choices of a choice parameter, in declaration order; empty for other types.
        package var choices: [String]
        package var required: Bool
        package var defaultValue: String?
        package var example: String?
        package var help: String
        package var presets: [Preset]
    }

    /// A named preset value.
    package struct Preset: Codable, Sendable, Equatable {
        package var name: String
        package var value: String
        package var summary: String
    }

    /// How the app's own code reaches a screen that has no route.
    package struct Reach: Codable, Sendable, Equatable {
        /// The app object's type the code calls into.
        package var app: String
        /// The view controller's type that must be on screen afterwards.
        package var screen: String
        /// What the entry's ``ScreenCheck`` expects of that view controller, completing "a
        /// `screen` where …"; absent when the type alone is checked.
        package var check: String?
        /// Where the code is declared.
        package var declaredAt: String
    }

    /// A named example.
    package struct Example: Codable, Sendable, Equatable {
        package var name: String
        package var values: [String: String]
        /// The session settings it is composed with; empty when it sets none.
        package var settings: [String: String]
        package var summary: String

        /// The document of `example`.
        package init(_ example: ScreenExample) {
            name = example.name
            values = example.values
            settings = example.settings
            summary = example.summary
        }

        /// The settings as `set` takes them, `name=value` words in name order: `liveChat=sheet`;
        /// empty when there are none.
        package var settingWords: String {
            settings.sorted { $0.key < $1.key }.map { "\(ParameterText.word($0.key))=\(ParameterText.word($0.value))" }
                .joined(separator: " ")
        }

        private enum CodingKeys: String, CodingKey { case name, values, settings, summary }

        /// Reads an example; one written before examples had settings (`petri diff` of an
        /// older export) has none.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            values = try container.decode([String: String].self, forKey: .values)
            settings = try container.decodeIfPresent([String: String].self, forKey: .settings) ?? [:]
            summary = try container.decode(String.self, forKey: .summary)
        }
    }

    package var id: String
    package var title: String
    package var group: String
    package var summary: String
    package var tags: [String]
    package var registeredAt: String
    package var parameters: [Parameter]
    package var examples: [Example]
    package var deepLinks: [String]
    /// The notification patterns, as ``NotificationPattern/description`` writes them.
    package var notifications: [String]
    package var variants: [String]
    package var steps: [StepDescription]
    /// The routes of the variants that place the screen differently, by variant; absent when
    /// every variant uses ``steps``.
    package var variantRoutes: [String: [StepDescription]]?
    /// The app's code that reaches the screen, for an entry without a route (``steps`` is then
    /// empty); absent for a route.
    package var reach: Reach?
    /// What composing the screen's first example warns about, when `show` composed it.
    package var warnings: [String] = []

    /// The document of `entry`.
    @MainActor
    package init(_ entry: ScreenEntry) {
        id = entry.id
        title = entry.title
        group = entry.group
        summary = entry.summary
        tags = entry.tags
        registeredAt = entry.location.description
        parameters = entry.parameters.map(Parameter.init)
        examples = entry.examples.map(Example.init)
        deepLinks = entry.deepLinks
        notifications = entry.notifications.map(\.description)
        variants = entry.variants
        steps = entry.steps
        let own = entry.variantsWithOwnRoute
        variantRoutes = own.isEmpty ? nil : Dictionary(uniqueKeysWithValues: own.map { ($0, entry.steps(in: $0)) })
        reach = entry.reach.map {
            Reach(app: $0.appType, screen: $0.screenType, check: $0.screenCheck, declaredAt: $0.location.description)
        }
    }
}

extension ScreenDocument.Parameter {
    /// The document of `parameter`, as `show --json` and the export write it for screens and flows.
    package init(_ parameter: ContextParameter) {
        self.init(
            name: parameter.name, type: parameter.type.description,
            baseType: parameter.type.choices.isEmpty ? parameter.type.base.description : "choice",
            optional: parameter.type.isOptional, choices: parameter.type.choices, required: parameter.isRequired,
            defaultValue: parameter.defaultValue?.description, example: parameter.example?.description,
            help: parameter.help,
            presets: parameter.presets.map {
                ScreenDocument.Preset(name: $0.name, value: $0.value.description, summary: $0.summary)
            })
    }
}
