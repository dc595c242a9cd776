import PetriShell
import ShopCatalog

await PetriMain.run(catalog: ShopCatalog.make)
