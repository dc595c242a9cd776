import PetriShell
import StarterCatalog

// The whole tool: its name (usage, help, prompt, history) is the executable's, `starter`.
await PetriMain.run(catalog: Bookshelf.make, arguments: Array(CommandLine.arguments.dropFirst()))
