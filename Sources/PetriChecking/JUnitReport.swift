import PetriSupport
extension CheckReport {
    /// The report as JUnit XML, which CI systems read: one test case per entry × example ×
    /// variant (class name: the entry; name: the example and variant), a failure carrying the
    /// router's message and its trace; the lint's errors as failed cases of a `lint` class.
    /// Everything from the catalog is escaped; characters XML cannot hold are replaced.
    public func renderJUnit(suiteName: String) -> String {
        let lintErrors = lints.filter { $0.severity == .error }
        let total = cases.count + lintErrors.count
        let time = cases.map(\.duration).reduce(.zero, +)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(Self.xml(suiteName))" tests="\#(total)" failures="\#(failedCount)">"#,
            #"  <testsuite name="\#(Self.xml(suiteName))" tests="\#(total)" failures="\#(failedCount)" time="\#(Self.seconds(time))">"#,
        ]
        for checkCase in cases {
            let opening =
                #"    <testcase classname="\#(Self.xml(checkCase.entry))" name="\#(Self.xml("\(checkCase.example) [\(checkCase.variant)]"))" time="\#(Self.seconds(checkCase.duration))""#
                + (checkCase.registeredAt.map { #" file="\#(Self.xml($0))""# } ?? "")
            switch checkCase.outcome {
            case .passed(let warnings) where warnings.isEmpty:
                lines.append(opening + "/>")
            case .passed(let warnings):
                lines.append(opening + ">")
                lines.append(
                    "      <system-out>\(Self.xml(warnings.map { "warning: \($0)" }.joined(separator: "\n")))</system-out>"
                )
                lines.append("    </testcase>")
            case let .failed(reason, trace):
                lines.append(opening + ">")
                lines.append(
                    #"      <failure message="\#(Self.xml(reason))">\#(Self.xml(trace.isEmpty ? reason : trace))</failure>"#
                )
                lines.append("    </testcase>")
            }
        }
        for lint in lintErrors {
            lines.append(#"    <testcase classname="lint" name="\#(Self.xml(lint.entry))" time="0">"#)
            lines.append(#"      <failure message="\#(Self.xml("\(lint.entry) \(lint.message)"))"/>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` escaped for XML text and attributes.
    static func xml(_ text: String) -> String {
        XMLText.escaped(text)
    }

    /// A duration in seconds with millisecond precision: `0.012`.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = Int(
            (Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15).rounded())
        return
            "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - String(milliseconds % 1000).count))\(milliseconds % 1000)"
    }
}
