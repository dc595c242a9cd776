// The one import an app team writes: `import PetriDish` brings every layer of the library, as
// `import UIKit` brings UIKit and Foundation.
@_exported import Foundation
@_exported import PetriHierarchy
@_exported import PetriRouting
@_exported import PetriCoordinators
@_exported import PetriCatalog
@_exported import PetriRuntime
@_exported import PetriRendering
@_exported import PetriChecking
@_exported import PetriExport
@_exported import PetriSynthetic
