/// How a navigation file's imports become petri's: the modules petri has stay, `import UIKit`
/// becomes `import PetriDish`, and every other module is commented out with a note. Also the
/// names a navigation file may use without the app declaring them: the standard library's,
/// Foundation's, UIKit's and petri's.
enum ImportMapping {
    /// The modules petri's package has, or the toolchain has without Apple's SDK: imported as
    /// they are.
    static let available: Set<String> = [
        "Foundation", "Dispatch", "Swift", "Observation", "RouteComposer", "PetriDish", "PetriHierarchy",
        "PetriRouting", "PetriCoordinators", "PetriCatalog", "PetriRuntime", "PetriRendering", "PetriChecking",
        "PetriExport", "PetriSynthetic",
    ]

    /// Apple's frameworks petri has the navigation part of, in PetriHierarchy: their imports are
    /// commented out (PetriDish or PetriHierarchy stands for them), and their view controllers
    /// take their place in the hierarchy.
    static let standsIn: [String: [String]] = [
        "SafariServices": ["SFSafariViewController", "SFSafariViewControllerDelegate"],
        "MessageUI": ["MFMailComposeViewController", "MFMailComposeViewControllerDelegate", "MFMailComposeResult"],
    ]

    /// The import every output file has.
    static let petriImports = ["import Foundation", "import PetriDish"]

    /// What a name of a framework petri does not have belongs to, for the names the navigation
    /// files use: `SFSafariViewController` is SafariServices'.
    static let knownModuleNames: [String: String] = {
        var modules: [String: String] = [:]
        for name in ["SFAuthenticationSession", "ASWebAuthenticationSession"] {
            modules[name] = "SafariServices"
        }
        for name in ["Logger", "OSLog", "OSLogType", "OSSignposter"] { modules[name] = "OSLog" }
        for name in [
            "AnyCancellable", "Cancellable", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Published",
            "Just", "Future",
        ] {
            modules[name] = "Combine"
        }
        for name in [
            "View", "Text", "Button", "VStack", "HStack", "ZStack", "State", "Binding", "ObservedObject",
            "EnvironmentObject", "ObservableObject",
        ] {
            modules[name] = "SwiftUI"
        }
        for name in ["Assembly", "Assembler", "Resolver", "ObjectScope"] { modules[name] = "Swinject" }
        for name in ["WKWebView", "WKNavigationDelegate", "WKWebViewConfiguration", "WKUIDelegate"] {
            modules[name] = "WebKit"
        }
        for name in ["MFMessageComposeViewController"] {
            modules[name] = "MessageUI"
        }
        return modules
    }()

    /// Whether `name` is UIKit's, Foundation's or Core Graphics': `UIColor`, `NSObject`,
    /// `CGRect`. Those petri lacks are uses of UIKit outside the navigation model, not names of a
    /// missing module.
    static func isPlatformName(_ name: String) -> Bool {
        let characters = Array(name)
        guard characters.count > 2, characters[2].isUppercase else { return false }
        return ["UI", "NS", "CG", "CA", "CF"].contains(String(characters[0...1]))
    }

    /// The standard library's and Foundation's names a navigation file commonly uses.
    static let standardNames: Set<String> = TypeNames.standard.union(
        words(
            """
            Self Type Protocol Any AnyHashable AnyClass ObjectIdentifier Equatable Hashable Comparable Codable Decodable
            Encodable Sendable CaseIterable Identifiable RawRepresentable CustomStringConvertible CustomDebugStringConvertible
            Sequence Collection Range ClosedRange Task MainActor Actor DispatchQueue DispatchGroup DispatchWorkItem
            Notification NotificationCenter UserDefaults IndexPath IndexSet JSONDecoder JSONEncoder Locale Calendar TimeZone
            DateFormatter NumberFormatter URLRequest URLSession URLComponents URLQueryItem Timer Thread OperationQueue
            Operation ProcessInfo FileManager LocalizedError Character Unicode Float80 AnyIterator Mirror KeyPath
            WritableKeyPath ReferenceWritableKeyPath Selector
            """))

    /// The public names of the modules `import PetriDish` brings (PetriHierarchy, PetriRouting,
    /// PetriCoordinators, PetriCatalog), but those with UIKit's prefixes, which `isPlatformName`
    /// covers. Listed from petri's sources; a name missing here only shows in the report as
    /// declared nowhere.
    static let petriNames: Set<String> = Set(standsIn.values.joined()).union(
        words(
            """
            PetriAction PetriActionConnectingAssembly PetriChainAssembly PetriClassFinder
            PetriClassWithContextFinder PetriContainerAction PetriContainerFactory PetriContextChecking
            PetriContextTask PetriDestinationStep PetriFactory PetriFinder PetriFinderFactory PetriGeneralAction
            PetriGeneralStep PetriInstanceFinder PetriLastStepInChainAssembly PetriNavigationControllerActions
            PetriNavigationControllerFactory PetriNavigationControllerStep PetriNilEntity PetriNilFactory
            PetriNilFinder PetriPostRoutingTask PetriRouter PetriRoutingError PetriRoutingInterceptor
            PetriSearchOptions PetriSplitControllerFactory PetriSplitControllerStep PetriStackIteratingFinder
            PetriStepAssembly PetriSwitchAssembly PetriTabBarControllerActions PetriTabBarControllerFactory
            PetriTabBarControllerStep
            Action ActionConnectingAssembly AddTab AnimationOptions AppReach ApplicationLifecycleEvent BackStackContainer
            CatalogError CatalogSearch ChainAssembly ChildRemoval ClassFinder ClassWithContextFinder
            ClosureContainerFactory ClosureContextTask ClosureFactory ClosureFinder ClosureInterceptor ClosurePostTask
            CodeLocation Component ContainerAction ContainerActionConnectingAssembly ContainerClassFactory
            ContainerFactory ContainerStateRestoring ContainerViewController Context ContextChecking
            ContextCheckingFinder ContextDeclarationError ContextParameter ContextSchema ContextTask ContextValues
            ContextValuesError Coordinator CoordinatorAudit CoordinatorDependencies CoordinatorFlowListener
            CoordinatorLeak CoordinatorRouter CustomHierarchyNaming DeclaredLife DeclaredLifetime DeepLinkError
            DeepLinkOverlap DeepLinkPattern DeepLinkResolution DefaultCoordinatorDependencies DescribedContext
            DestinationStep Detent DishSession DismissalControlling DisplayMode Entry Factory Finder FinderFactory
            FlowEntry FlowExpectation FlowFinishReason FlowStep FlowStepError GeneralAction GeneralStep Gesture
            HierarchyError IOSVersion Identifier Idiom
            InertUIKitUse InstanceFinder InteractiveGesture InterceptorPrediction Key Kind LastStepInChainAssembly Level
            LoginRequired MainQueue Match ModalPresentationStyle Navigate Navigating NavigationController
            NavigationControllerActions NavigationControllerDelegate NavigationControllerFactory NavigationControllerStep
            NavigationRouter NibInstantiable NilAction NilEntity NilFactory NilFinder NotificationError
            NotificationPattern NotificationResolution OpenExternalURLOptionsKey Outcome ParameterChoices
            ParameterDetails ParameterError ParameterPreset ParameterValue ParameterValueConvertible ParameterizedEntry
            PathNavigationStack PathNavigationStackActions PathNavigationStackFactory PetriInspectable PetriInspection
            PetriSession PetriWindowInspection PopToRootAndPush PostRoutingTask Prediction PresentModally PresentSheet
            Presentable PresentationControllerDelegate Push PushAsRoot PushOnToDetails PushReplacingLast ReplaceRoot
            Requirement Router RoutingDecision RoutingError RoutingInterceptor RoutingPlan RoutingTrace RoutingWarning
            ScreenCatalog ScreenEntry ScreenEvent ScreenEventError ScreenExample SearchOptions SearchStartingPoint
            SessionError SessionRequirement SessionRequiring SetAsPrimary ShowDetail SplitControllerActions
            SplitControllerFactory SplitControllerStep SplitViewController StackIteratingFinder StartingPoint State
            StepAssembly StepDescription Style SwitchAssembly TabBarController TabBarControllerActions
            TabBarControllerFactory TabBarControllerStep Transition TransitionCause TransitionRecorder UserInteraction
            Value Variant ViewController Walk Window
            """))

    /// The public names of petri's RouteComposer module, known in a file that imports it.
    static let routeComposerNames: Set<String> = words(
        """
        AbstractAction AbstractFactory Action ActionConnectingAssembly ActionToStepIntegrator AddTabAction
        AnyDestination ChainAssembly ChildCoordinator ClassFactory ClassFinder ClassWithContextFinder CompleteFactory
        CompleteFactoryAssembly CompleteFactoryChainAssembly ConcreteContainerAdapter ContainerAction
        ContainerAdapter ContainerAdapterLocator ContainerFactory ContainerStepChainAssembly
        ContainerViewControllerAdapter Context ContextAccepting ContextChecking ContextSettingTask ContextTask
        ContextTransformer CustomContainerViewController CustomWindowProvider DefaultContainerAdapterLocator
        DefaultLogger DefaultRouter DefaultStackIterator Destination DestinationStep DetailsNavigationFinder
        DismissalMethodProvidingContextTask Dismissible DismissibleWithRuntimeStorage DispatchQueueWrappedAction
        DispatchQueueWrappedContainerAction Factory Finder FinderFactory GeneralAction GeneralStep
        GlobalInterceptorRouter InitialControllerErrorState InlineContextTask InlineContextTransformer InlineFactory
        InlineInterceptor InlinePostTask InlineStackIteratingFinder InstanceFinder InterceptableRouter
        KeyWindowProvider LastStepInChainAssembly LogLevel LogMessage Logger ModalPresentationStartingPoint
        NavigationControllerActions NavigationControllerAdapter NavigationControllerFactory NavigationControllerStep
        NavigationDelayingInterceptor NavigationDelayingInterceptorStrategy NilAction NilEntity NilFactory NilFinder
        PostRoutingTask PresentModallyAction PresentingFinder PushAction PushAsRootAction PushOnToDetailsAction
        PushReplacingLastAction PushToDetailsAction ReplaceRootAction RouteComposerDefaults Router RoutingError
        RoutingInterceptable RoutingInterceptor RoutingResult SearchOptions SetAsMasterAction SimpleContainerFactory
        SingleContainerStep SingleNavigationLock SingleNavigationRouter SingleStep SplitControllerAdapter
        SplitControllerFactory SplitControllerStep SplitViewControllerActions StackIteratingFinder StackIterator
        StartingPoint StepAssembler StepAssemblerWithFinder StepAssembly StepChainAssembly StoryboardFactory
        SwitchAssembly TabBarControllerActions TabBarControllerAdapter TabBarControllerFactory TabBarControllerStep
        ViewController ViewControllerActions WindowProvider XibFactory
        """)

    /// Whether a name a navigation file uses is known without the app declaring it.
    static func isKnown(_ name: String, importsRouteComposer: Bool) -> Bool {
        isPlatformName(name) || standardNames.contains(name) || petriNames.contains(name)
            || importsRouteComposer && routeComposerNames.contains(name)
    }

    private static func words(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    }
}
