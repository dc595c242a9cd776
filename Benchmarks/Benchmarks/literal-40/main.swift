import LiteralCatalog40
import PetriShell

await PetriMain.run(catalog: LiteralCatalog40.make, arguments: Array(CommandLine.arguments.dropFirst()))
