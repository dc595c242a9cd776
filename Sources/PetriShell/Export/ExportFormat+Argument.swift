import ArgumentParser
import PetriDish

/// `--format markdown`: a format is named by its raw value on the command line.
extension ExportFormat: ExpressibleByArgument {}
