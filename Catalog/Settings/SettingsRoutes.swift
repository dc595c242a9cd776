import PetriDish

/// The settings: a split view presented full screen from the profile, the sections in the
/// primary column and the chosen section in the detail column. A new split view is built with
/// both columns already in place (one presentation); an open one only changes its detail.
extension ShopRoutes {
    /// `detail` shown next to the settings sections.
    func settings<Detail, Context>(_ detail: PetriStepAssembly<Detail, Context>) -> PetriDestinationStep<
        Detail, Context
    > {
        detail
            .using(SplitControllerActions.showDetail())
            .from(
                PetriStepAssembly.screen(SettingsSectionsViewController.self) { SettingsSectionsViewController() }
                    .expectingContainer(UISplitViewController.self)
            )
            .using(SplitControllerActions.setAsPrimary())
            .from(
                PetriStepAssembly(
                    finder: PetriNilFinder<SettingsSplitViewController, Context>(),
                    factory: ContainerClassFactory { SettingsSplitViewController(title: "Settings") })
            )
            .using(PetriGeneralAction.presentModally(presentationStyle: .fullScreen))
            .from(profile.ignoringContext())
            .assemble()
    }

    var generalSettings: PetriDestinationStep<GeneralSettingsViewController, Void> {
        settings(PetriStepAssembly.screen(GeneralSettingsViewController.self) { GeneralSettingsViewController() })
    }

    var notificationSettings: PetriDestinationStep<NotificationSettingsViewController, Void> {
        settings(
            PetriStepAssembly.screen(NotificationSettingsViewController.self) { NotificationSettingsViewController() })
    }

    var privacySettings: PetriDestinationStep<PrivacySettingsViewController, Void> {
        settings(PetriStepAssembly.screen(PrivacySettingsViewController.self) { PrivacySettingsViewController() })
    }

    var appearanceSettings: PetriDestinationStep<AppearanceSettingsViewController, AppearanceContext> {
        settings(PetriStepAssembly.screen(AppearanceSettingsViewController.init))
    }
}
