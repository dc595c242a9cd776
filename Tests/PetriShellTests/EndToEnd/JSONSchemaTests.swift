import Foundation
import Testing
@testable import PetriShell

/// Every `--json` output validates against its JSON Schema in `docs/` with a real validator
/// (Python's jsonschema, which `make setup` installs).
@Suite("JSON outputs and their schemas", .oneProcessAtATime)
struct JSONSchemaTests {
    static let outputs: [(schema: String, arguments: [String])] = [
        ("screen-list", ["list", "--json"]),
        ("screen", ["show", "shop.reviews", "--json"]),
        ("screen", ["show", "account.order.shipped", "--json"]),
        ("flow", ["show", "flow.app", "--json"]),
        ("hierarchy", ["tree", "--json", "--variant", "menu"]),
        ("navigation", ["open", "shop.reviews", "complaints", "--json", "--trace"]),
        ("navigation", ["open", "shop.checkout", "--json"]),
        ("navigation", ["link", "shop://product/42", "--json"]),
        ("navigation", ["link", "shop://product//42", "--json"]),
        ("plan", ["plan", "shop.checkout", "--json", "--login"]),
        ("check-report", ["check", "--json", "--group", "Home/Gift cards"]),
    ]

    @Test("Each --json output validates against docs/<name>.schema.json", arguments: outputs.indices)
    func validates(_ index: Int) async throws {
        let (schema, arguments) = Self.outputs[index]
        let result = try await PetriBinary.run(arguments)
        try await Self.validate(result.standardOutput, against: schema, label: arguments.joined(separator: " "))
    }

    @Test("diff --json validates against docs/navigation-changes.schema.json")
    func diffValidates() async throws {
        let catalog = DocumentedCommandTests.root.appendingPathComponent("docs/catalog").path
        let result = try await PetriBinary.run(["diff", catalog, catalog, "--json"])
        try await Self.validate(result.standardOutput, against: "navigation-changes", label: "diff --json")
    }

    @Test(
        "A navigation the app's code left as it was validates against docs/navigation.schema.json, its leftAsItWas filled"
    )
    func leftAsItWasValidates() async throws {
        let shipped = #"notify '{"type": "order.shipped", "orderID": "A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7"}'"#
        let result = try await ShellHarness.session("login\n\(shipped)\ngo app.locked\n\(shipped) --json\n")
        // The document starts with the only line that is a lone brace, after the trees.
        let json = try #require(result.standardOutput.components(separatedBy: "\n{\n").last.map { "{\n" + $0 })
        #expect(json.contains("\"leftAsItWas\" : {") || json.contains("\"leftAsItWas\": {"), "\(json)")
        try await Self.validate(json, against: "navigation", label: "notify --json, left as it was")
    }

    static func validate(_ json: String, against schema: String, label: String) async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("output.json")
        try json.write(to: document, atomically: true, encoding: .utf8)
        let python = try #require(
            Subprocess.executable(named: "python3"), "python3 is needed (make setup installs jsonschema for it)")
        let script = """
            import glob, json, sys, jsonschema
            from referencing import Registry, Resource
            schemas = {path: json.load(open(path)) for path in glob.glob(sys.argv[1] + "/*.schema.json")}
            registry = Registry().with_resources([(s["$id"], Resource.from_contents(s)) for s in schemas.values()])
            schema = schemas[sys.argv[1] + "/" + sys.argv[2] + ".schema.json"]
            errors = list(jsonschema.Draft202012Validator(schema, registry=registry).iter_errors(json.load(open(sys.argv[3]))))
            for error in errors[:10]: print(error.json_path, error.message[:300])
            sys.exit(1 if errors else 0)
            """
        let docs = DocumentedCommandTests.root.appendingPathComponent("docs").path
        let result = try await Subprocess.run(
            python, ["-c", script, docs, schema, document.path], environment: ProcessInfo.processInfo.environment)
        #expect(result.status == 0, "\(label): \(result.standardOutput)\(result.standardError)")
    }
}
