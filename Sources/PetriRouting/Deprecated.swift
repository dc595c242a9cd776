// The names PetriRouting's types had until this release: RouteComposer's own names, which the
// `RouteComposer` module declares with RouteComposer's shapes. Petri's model now carries the
// `Petri` prefix wherever RouteComposer has a name of its own, so a file says which one it means.
// Each alias goes in the next release.

public import PetriHierarchy

/// The name ``PetriAction`` had before.
@available(*, deprecated, renamed: "PetriAction")
public typealias Action = PetriAction

/// The name ``PetriActionConnectingAssembly`` had before.
@available(*, deprecated, renamed: "PetriActionConnectingAssembly")
public typealias ActionConnectingAssembly<VC: UIViewController, Context> = PetriActionConnectingAssembly<VC, Context>

/// The name ``PetriChainAssembly`` had before.
@available(*, deprecated, renamed: "PetriChainAssembly")
public typealias ChainAssembly<VC: UIViewController, Context> = PetriChainAssembly<VC, Context>

/// The name ``PetriClassFinder`` had before.
@available(*, deprecated, renamed: "PetriClassFinder")
public typealias ClassFinder<VC: UIViewController, Context> = PetriClassFinder<VC, Context>

/// The name ``PetriClassWithContextFinder`` had before.
@available(*, deprecated, renamed: "PetriClassWithContextFinder")
public typealias ClassWithContextFinder<VC: UIViewController, Context: Equatable> = PetriClassWithContextFinder<
    VC, Context
>

/// The name ``PetriContainerAction`` had before.
@available(*, deprecated, renamed: "PetriContainerAction")
public typealias ContainerAction = PetriContainerAction

/// The name ``PetriContainerFactory`` had before.
@available(*, deprecated, renamed: "PetriContainerFactory")
public typealias ContainerFactory = PetriContainerFactory

/// The name ``PetriContextChecking`` had before.
@available(*, deprecated, renamed: "PetriContextChecking")
public typealias ContextChecking = PetriContextChecking

/// The name ``PetriContextTask`` had before.
@available(*, deprecated, renamed: "PetriContextTask")
public typealias ContextTask = PetriContextTask

/// The name ``PetriDestinationStep`` had before.
@available(*, deprecated, renamed: "PetriDestinationStep")
public typealias DestinationStep<VC: UIViewController, Context> = PetriDestinationStep<VC, Context>

/// The name ``PetriFactory`` had before.
@available(*, deprecated, renamed: "PetriFactory")
public typealias Factory = PetriFactory

/// The name ``PetriFinder`` had before.
@available(*, deprecated, renamed: "PetriFinder")
public typealias Finder = PetriFinder

/// The name ``PetriFinderFactory`` had before.
@available(*, deprecated, renamed: "PetriFinderFactory")
public typealias FinderFactory<F: PetriFinder> = PetriFinderFactory<F>

/// The name ``PetriGeneralAction`` had before.
@available(*, deprecated, renamed: "PetriGeneralAction")
public typealias GeneralAction = PetriGeneralAction

/// The name ``PetriGeneralStep`` had before.
@available(*, deprecated, renamed: "PetriGeneralStep")
public typealias GeneralStep = PetriGeneralStep

/// The name ``PetriInstanceFinder`` had before.
@available(*, deprecated, renamed: "PetriInstanceFinder")
public typealias InstanceFinder<VC: UIViewController, Context> = PetriInstanceFinder<VC, Context>

/// The name ``PetriLastStepInChainAssembly`` had before.
@available(*, deprecated, renamed: "PetriLastStepInChainAssembly")
public typealias LastStepInChainAssembly<VC: UIViewController, Context> = PetriLastStepInChainAssembly<VC, Context>

/// The name ``PetriNavigationControllerActions`` had before.
@available(*, deprecated, renamed: "PetriNavigationControllerActions")
public typealias NavigationControllerActions = PetriNavigationControllerActions

/// The name ``PetriNavigationControllerFactory`` had before.
@available(*, deprecated, renamed: "PetriNavigationControllerFactory")
public typealias NavigationControllerFactory<Context> = PetriNavigationControllerFactory<Context>

/// The name ``PetriNavigationControllerStep`` had before.
@available(*, deprecated, renamed: "PetriNavigationControllerStep")
public typealias NavigationControllerStep<Context> = PetriNavigationControllerStep<Context>

/// The name ``PetriNilEntity`` had before.
@available(*, deprecated, renamed: "PetriNilEntity")
public typealias NilEntity = PetriNilEntity

/// The name ``PetriNilFactory`` had before.
@available(*, deprecated, renamed: "PetriNilFactory")
public typealias NilFactory<VC: UIViewController, Context> = PetriNilFactory<VC, Context>

/// The name ``PetriNilFinder`` had before.
@available(*, deprecated, renamed: "PetriNilFinder")
public typealias NilFinder<VC: UIViewController, Context> = PetriNilFinder<VC, Context>

/// The name ``PetriPostRoutingTask`` had before.
@available(*, deprecated, renamed: "PetriPostRoutingTask")
public typealias PostRoutingTask = PetriPostRoutingTask

/// The name ``PetriRouter`` had before.
@available(*, deprecated, renamed: "PetriRouter")
public typealias Router = PetriRouter

/// The name ``PetriRoutingError`` had before.
@available(*, deprecated, renamed: "PetriRoutingError")
public typealias RoutingError = PetriRoutingError

/// The name ``PetriRoutingInterceptor`` had before.
@available(*, deprecated, renamed: "PetriRoutingInterceptor")
public typealias RoutingInterceptor = PetriRoutingInterceptor

/// The name ``PetriSearchOptions`` had before.
@available(*, deprecated, renamed: "PetriSearchOptions")
public typealias SearchOptions = PetriSearchOptions

/// The name ``PetriSplitControllerFactory`` had before.
@available(*, deprecated, renamed: "PetriSplitControllerFactory")
public typealias SplitControllerFactory<Context> = PetriSplitControllerFactory<Context>

/// The name ``PetriSplitControllerStep`` had before.
@available(*, deprecated, renamed: "PetriSplitControllerStep")
public typealias SplitControllerStep<Context> = PetriSplitControllerStep<Context>

/// The name ``PetriStackIteratingFinder`` had before.
@available(*, deprecated, renamed: "PetriStackIteratingFinder")
public typealias StackIteratingFinder = PetriStackIteratingFinder

/// The name ``PetriStepAssembly`` had before.
@available(*, deprecated, renamed: "PetriStepAssembly")
public typealias StepAssembly<VC: UIViewController, Context> = PetriStepAssembly<VC, Context>

/// The name ``PetriSwitchAssembly`` had before.
@available(*, deprecated, renamed: "PetriSwitchAssembly")
public typealias SwitchAssembly<VC: UIViewController, Context> = PetriSwitchAssembly<VC, Context>

/// The name ``PetriTabBarControllerActions`` had before.
@available(*, deprecated, renamed: "PetriTabBarControllerActions")
public typealias TabBarControllerActions = PetriTabBarControllerActions

/// The name ``PetriTabBarControllerFactory`` had before.
@available(*, deprecated, renamed: "PetriTabBarControllerFactory")
public typealias TabBarControllerFactory<Context> = PetriTabBarControllerFactory<Context>

/// The name ``PetriTabBarControllerStep`` had before.
@available(*, deprecated, renamed: "PetriTabBarControllerStep")
public typealias TabBarControllerStep<Context> = PetriTabBarControllerStep<Context>
