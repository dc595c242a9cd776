import PetriShell
import StarterCatalog

// The whole tool: its name (usage, help, prompt, history) is the executable's, `starter`.
await PetriMain.run(catalog: StarterApp.catalog, arguments: Array(CommandLine.arguments.dropFirst()))
