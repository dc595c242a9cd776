import PetriDish
import Testing
@testable import ShopCatalog

/// The settings split view: built by a container factory that gathers the primary (set as
/// primary) and the detail (shown as detail), so both columns arrive in one presentation; an
/// open split view only changes its detail.
@MainActor
@Suite("Settings split view")
struct SettingsSplitTests {
    @Test("A new split view is presented once, already holding both columns")
    func onePresentation() async throws {
        let dish = try await Shop.open(try Shop.dish(), "settings.appearance", "theme=dark")
        let split = try #require(dish.window.modalChain.first as? SettingsSplitViewController)
        #expect(split.modalPresentationStyle == .fullScreen)
        #expect(split.primaryViewController is SettingsSectionsViewController)
        #expect(split.secondaryViewController?.debugName == "AppearanceSettingsViewController(theme: dark)")
        #expect(Shop.transitions(dish, .present).map(\.subject) == ["SettingsSplitViewController"])
        #expect(Shop.transitions(dish, .setPrimary).isEmpty)
        #expect(Shop.transitions(dish, .showDetail).isEmpty)
        #expect(
            Shop.visible(dish) == [
                "SettingsSplitViewController", "SettingsSectionsViewController",
                "AppearanceSettingsViewController(theme: dark)",
            ])
    }

    @Test("It is presented from the Profile section")
    func fromProfile() async throws {
        let dish = try await Shop.open(try Shop.dish(), "settings.general")
        let tabBar = try #require(dish.window.rootViewController as? UITabBarController)
        #expect(tabBar.selectedViewController is ProfileNavigationController)
        #expect(dish.window.modalChain.first?.presentingViewController === tabBar)
    }

    @Test("An open split view shows another section in its detail column, without a new presentation")
    func changesDetail() async throws {
        let dish = try await Shop.open(try Shop.dish(), "settings.general")
        let split = try #require(dish.window.modalChain.first as? SettingsSplitViewController)
        let sections = split.primaryViewController
        try await Shop.go(dish, "settings.privacy")
        #expect(dish.window.modalChain.count == 1 && dish.window.modalChain.first === split)
        #expect(split.primaryViewController === sections)
        #expect(split.secondaryViewController is PrivacySettingsViewController)
        #expect(Shop.transitions(dish, .present).count == 1)
        #expect(Shop.transitions(dish, .showDetail).map(\.subject) == ["PrivacySettingsViewController"])
    }
}
