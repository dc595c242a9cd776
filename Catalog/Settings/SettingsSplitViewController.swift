import PetriDish

/// The settings, as a split view: the sections on the left, the chosen section on the right.
final class SettingsSplitViewController: UISplitViewController {}
