import LiteralCatalog10000
import PetriShell

await PetriMain.run(catalog: LiteralCatalog10000.make, arguments: Array(CommandLine.arguments.dropFirst()))
