// Writes a catalog of N screens spelled the way an app team writes one, in one of two
// spellings (issue 22, items 2 and 3; issue 36): LiteralCatalogPlugin runs it at build time;
// nothing it writes is committed.
//
//     LiteralCatalogGenerator <screens> <output directory> [per-screen | tools | types]
//
// - per-screen (PerScreenSpelling.swift): a view-controller type and a route per screen;
// - tools (ToolsSpelling.swift): 100 files of 100 `register` calls over 100 view-controller
//   types, each type's route shared by the screens of that type;
// - types: the per-screen spelling's types and routes alone, public, with no catalog: the
//   baseline of a build (what the app's own declarations cost, whatever petri's API).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let spellings = ["per-screen", "tools", "types"]
guard (2...3).contains(arguments.count), let screens = Int(arguments[0]), screens > 0,
    arguments.count == 2 || spellings.contains(arguments[2])
else {
    FileHandle.standardError.write(
        Data(
            "usage: LiteralCatalogGenerator <screens, a positive number> <output directory> [per-screen | tools | types]\n"
                .utf8
        ))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1], isDirectory: true)
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
switch arguments.count == 3 ? arguments[2] : "per-screen" {
case "tools": try writeToolsCatalog(screens: screens, output: output)
case "types": try writePerScreenCatalog(screens: screens, output: output, typesOnly: true)
default: try writePerScreenCatalog(screens: screens, output: output)
}
