import ArgumentParser

/// A one-shot command that runs the catalog in a navigation variant (`--variant`), so its help
/// ends with the catalog's variants. `import`, `diff` and the others that run no catalog are
/// not: a variant means nothing to them.
protocol RunsInVariant: ParsableCommand {}

extension CommandLineVerb: RunsInVariant {}
