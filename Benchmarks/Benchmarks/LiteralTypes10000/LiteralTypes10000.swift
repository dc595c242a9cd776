import PetriDish

/// The view-controller types and routes of `LiteralCatalog10000`'s 10,000 screens, public, with
/// no catalog (LiteralCatalogPlugin generates them at build time): its release build is the
/// baseline of the literal catalogs' build times, what the app's own declarations cost whatever
/// petri's API (Benchmarks/process.py, suite 6).
public enum LiteralTypes10000 {}
