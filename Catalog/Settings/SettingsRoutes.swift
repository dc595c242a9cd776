import PetriDish

/// The settings: a split view presented full screen from the profile, the sections in the
/// primary column and the chosen section in the detail column. A new split view is built with
/// both columns already in place (one presentation); an open one only changes its detail.
extension ShopRoutes {
    /// `detail` shown next to the settings sections.
    func settings<Detail, Context>(_ detail: StepAssembly<Detail, Context>) -> DestinationStep<Detail, Context> {
        detail
            .using(SplitControllerActions.showDetail())
            .from(
                StepAssembly.screen(SettingsSectionsViewController.self) { SettingsSectionsViewController() }
                    .expectingContainer(UISplitViewController.self)
            )
            .using(SplitControllerActions.setAsPrimary())
            .from(
                StepAssembly(
                    finder: NilFinder<SettingsSplitViewController, Context>(),
                    factory: ContainerClassFactory { SettingsSplitViewController(title: "Settings") })
            )
            .using(GeneralAction.presentModally(presentationStyle: .fullScreen))
            .from(profile.ignoringContext())
            .assemble()
    }

    var generalSettings: DestinationStep<GeneralSettingsViewController, Void> {
        settings(StepAssembly.screen(GeneralSettingsViewController.self) { GeneralSettingsViewController() })
    }

    var notificationSettings: DestinationStep<NotificationSettingsViewController, Void> {
        settings(StepAssembly.screen(NotificationSettingsViewController.self) { NotificationSettingsViewController() })
    }

    var privacySettings: DestinationStep<PrivacySettingsViewController, Void> {
        settings(StepAssembly.screen(PrivacySettingsViewController.self) { PrivacySettingsViewController() })
    }

    var appearanceSettings: DestinationStep<AppearanceSettingsViewController, AppearanceContext> {
        settings(StepAssembly.screen(AppearanceSettingsViewController.init))
    }
}
