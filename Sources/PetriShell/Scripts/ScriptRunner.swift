import Foundation
import PetriDish
import PetriSupport

/// Runs QA scripts (`petri run FILE...`): each file from a freshly launched app and a fresh
/// session, its commands through the shell, its expectations checked. The first failure stops a
/// file unless `keepsGoing`.
@MainActor
struct ScriptRunner {
    /// One checked expectation, or a command that failed unexpectedly.
    struct Outcome {
        var file: String
        /// The line it is about (from 1); `nil` when it is about the whole file (it could not be
        /// read, or the app could not launch).
        var line: Int?
        var step: String
        var variant: String
        /// Why it failed; `nil` when it held.
        var failure: String?
    }

    let catalog: ScreenCatalog
    var variant: String?
    var keepsGoing = false
    /// `--set name=value` settings each file starts with.
    var settings: [String] = []
    /// Whether each file starts logged in as the demo user.
    var logsIn = false

    /// Collects what the shell prints, to read the last command's error.
    private final class Recorder: ShellOutput {
        var standardOutput = ""
        var standardError = ""
        func print(_ text: String) { standardOutput += text + "\n" }
        func printError(_ text: String) { standardError += text + "\n" }
    }

    /// Runs the script at `path`.
    func run(file path: String) async -> [Outcome] {
        let script: Script
        do {
            script = try Script.parse(try ScriptFile.read(path))
        } catch let error as ScriptFile.ReadError {
            return [Outcome(file: path, line: nil, step: "read", variant: "", failure: error.description)]
        } catch {
            return [
                Outcome(
                    file: path, line: (error as? Script.SyntaxError)?.line, step: "parse", variant: "",
                    failure: String(describing: error))
            ]
        }
        // Each file in a dish and a session of its own, set before the launch.
        let dish: Dish
        do {
            dish = try Dish(
                catalog: catalog, variant: variant, session: PetriMain.session(settings: settings, login: logsIn))
        } catch {
            return [
                Outcome(
                    file: path, line: nil, step: "launch", variant: variant ?? "",
                    failure: "cannot launch the app for \(UserText.quoted(path)): \(error)")
            ]
        }
        let recorder = Recorder()
        let shell = Shell(
            dish: dish, reader: PlainLineReader { nil }, output: recorder, isInteractive: false,
            environment: ["NO_COLOR": "1"])
        var outcomes: [Outcome] = []
        var lastCommand: (line: Int, text: String, error: String?)?
        func record(_ line: Int, _ step: String, failure: String?) -> Bool {
            outcomes.append(
                Outcome(file: path, line: line, step: step, variant: dish.session.variant, failure: failure))
            return failure == nil || keepsGoing
        }
        for (index, (line, step)) in script.steps.enumerated() {
            // Ctrl-C in the shell: stop before the next line.
            if Task.isCancelled { break }
            let next = script.steps.indices.contains(index + 1) ? script.steps[index + 1].step : nil
            switch step {
            case .command(let text):
                recorder.standardError = ""
                let succeeded = await shell.execute(text)
                let error = succeeded ? nil : recorder.standardError.trimmingCharacters(in: .newlines)
                lastCommand = (line, text, error)
                if let error, !Self.isExpectError(next) {
                    guard record(line, text, failure: "\(text) failed: \(error)") else { return outcomes }
                }
            case .expectVisible(let name):
                // What a user sees: every shown window down to the first opaque one, front first.
                let visible = dish.scene.visibleWindows.flatMap(\.visibleViewControllers)
                let entry = try? dish.catalog.entry(name)
                let type = entry?.reach?.screenType ?? entry?.steps.first?.viewController ?? name
                let holds = visible.contains { $0.typeName == type }
                let failure =
                    holds
                    ? nil
                    : "\(type) is not on screen; the visible path is "
                        + visible.map(\.debugName).joined(separator: " › ")
                        + (entry == nil ? Self.nearMisses(for: name, in: dish) : "")
                guard record(line, "expect visible \(name)", failure: failure.map { Self.after(lastCommand, $0) })
                else { return outcomes }
            case let .expectTree(expected, window):
                let snapshot = HierarchySnapshot(dish.scene)
                let step = "expect tree" + (window.map { " --window \(ParameterText.quoted($0))" } ?? "")
                let failure: String?
                // The whole tree, or the named window's alone; `nil` when no window has the name.
                let tree: String? = if let window { snapshot.renderTree(window: window) } else { snapshot.renderTree() }
                if let tree {
                    let actual = tree.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    failure =
                        actual == expected
                        ? nil : "the tree differs (- expected, + actual):\n" + Self.diff(expected, actual)
                } else {
                    failure =
                        ShellError.unknownWindow(window ?? "", windows: snapshot.windows.map(\.windowName)).description
                }
                guard record(line, step, failure: failure.map { Self.after(lastCommand, $0) }) else { return outcomes }
            case .expectError(let text):
                let failure: String? =
                    switch lastCommand?.error {
                    case nil: "the command before did not fail"
                    case let error? where !error.contains(text):
                        "the error was \(UserText.quoted(error)), not one containing \(UserText.quoted(text))"
                    default: nil
                    }
                guard record(line, "expect error \(text)", failure: failure.map { Self.after(lastCommand, $0) }) else {
                    return outcomes
                }
            case .expectLoggedIn(let loggedIn):
                let holds = dish.session.isLoggedIn == loggedIn
                let failure =
                    holds ? nil : (loggedIn ? "nobody is logged in" : "\(dish.session.user ?? "") is logged in")
                guard
                    record(
                        line, loggedIn ? "expect login" : "expect logged-out",
                        failure: failure.map { Self.after(lastCommand, $0) })
                else { return outcomes }
            }
        }
        return outcomes
    }

    /// For `expect visible` of a name that is neither a screen id nor the type of a view
    /// controller in the hierarchy: what it may have meant among those types and the ids.
    private static func nearMisses(for name: String, in dish: Dish) -> String {
        let types = dish.scene.windows.flatMap(\.allViewControllers).map(\.typeName)
        guard !types.contains(name) else { return "" }
        let suggestions = NearMiss.suggestions(for: name, among: types + dish.catalog.entries.map(\.id))
        guard !suggestions.isEmpty else { return "" }
        return "; no view controller in the hierarchy is a \(name)" + NearMiss.didYouMean(suggestions)
    }

    private static func isExpectError(_ step: Script.Step?) -> Bool {
        if case .expectError? = step { true } else { false }
    }

    private static func after(_ command: (line: Int, text: String, error: String?)?, _ message: String) -> String {
        guard let command else { return message }
        return "after `\(command.text)` (line \(command.line)): \(message)"
    }

    /// A line diff: the common lines kept, the others marked `-` (expected) and `+` (actual).
    static func diff(_ expected: [String], _ actual: [String]) -> String {
        let table = (0...expected.count).map { _ in [Int](repeating: 0, count: actual.count + 1) }
        var lengths = table
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    expected[i] == actual[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                lines.append("  " + expected[i]); i += 1; j += 1
            } else if j < actual.count, i == expected.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append("+ " + actual[j]); j += 1
            } else {
                lines.append("- " + expected[i]); i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
