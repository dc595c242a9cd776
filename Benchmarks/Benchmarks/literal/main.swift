import Foundation
import LiteralCatalog10000
import LiteralCatalog40
import PetriShell

// petri on a literal catalog: `literal 40 [petri's arguments]` or `literal 10000 […]`. Both
// catalogs are in this one executable, so both starts pay for loading it (issue 36).
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "40": await PetriMain.run(catalog: LiteralCatalog40.make, arguments: Array(arguments.dropFirst()))
case "10000": await PetriMain.run(catalog: LiteralCatalog10000.make, arguments: Array(arguments.dropFirst()))
default:
    FileHandle.standardError.write(Data("usage: literal 40|10000 [petri's arguments]\n".utf8))
    exit(2)
}
