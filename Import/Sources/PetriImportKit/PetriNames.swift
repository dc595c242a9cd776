/// The public types of petri's modules (`PetriDish` brings them all), and Foundation's and the
/// standard library's, which an import must never declare again: a name outside these, the app
/// and the navigation files is a type from a module petri lacks and gets a universal stand-in.
extension TypeNames {
    /// petri's public types. Regenerate with:
    /// `grep -rhoE "^(@[A-Za-z]+ )*(public|open) (final )?(class|struct|enum|protocol|typealias|actor) [A-Za-z_][A-Za-z0-9_]*"
    /// $(ls -d Sources/Petri* Sources/RouteComposer | grep -v PetriShell) | awk '{print $NF}' | sort -u`
    /// (PetriShell is the tool's, not brought by `import PetriDish`).
    static let petri: Set<String> = Set(
        """
        AbstractAction AbstractFactory Action ActionConnectingAssembly ActionToStepIntegrator AnyDestination AppAction
        AppReach ApplicationLifecycleEvent BackStackContainer CATransaction CATransactionWrappedAction
        CATransactionWrappedContainerAction CatalogCheck CatalogError CatalogSearch ChainAssembly CheckCase CheckLint
        CheckReport CheckSelection CheckSelectionError ChildCoordinator ChildRemoval ClassFactory ClassFinder
        ClassWithContextFinder ClosureContainerFactory ClosureContextTask ClosureFactory ClosureFinder
        ClosureInterceptor ClosurePostTask CodeLocation CompleteFactory CompleteFactoryAssembly
        CompleteFactoryChainAssembly ConcreteContainerAdapter ContainerAction ContainerActionConnectingAssembly
        ContainerAdapter ContainerAdapterLocator ContainerClassFactory ContainerFactory ContainerStateRestoring
        ContainerStepChainAssembly ContainerViewController ContainerViewControllerAdapter ContextAccepting
        ContextAcceptingView ContextChecking ContextCheckingFinder ContextDeclarationError ContextInstantiatable
        ContextParameter ContextSchema ContextSettingTask ContextTask ContextTransformer ContextValues
        ContextValuesError Coordinator CoordinatorAudit CoordinatorDependencies CoordinatorDiagnostic
        CoordinatorFlowListener CoordinatorLeak CoordinatorRouter CustomContainerViewController CustomHierarchyNaming
        CustomWindowProvider DeclaredLife DeclaredLifetime DeepLinkError DeepLinkOverlap DeepLinkPattern
        DeepLinkRejection DeepLinkResolution DefaultContainerAdapterLocator DefaultCoordinatorDependencies DefaultLogger
        DefaultRouter DefaultStackIterator DescribedContext Destination DestinationStep DetailsNavigationFinder Dish
        DishError DishSession DismissalControlling DismissalMethodProvidingContextTask Dismissible
        DismissibleWithRuntimeStorage DispatchQueueWrappedAction DispatchQueueWrappedContainerAction Factory Finder
        FinderFactory FlowEntry FlowExpectation FlowFinishReason FlowStep FlowStepError GeneralAction GeneralStep
        GlobalInterceptorRouter HierarchyDiff HierarchyError HierarchyJSONError HierarchySnapshot HierarchyTextStyle
        HierarchyWireframe
        IOSVersion InertUIKitUse InlineContextTask InlineContextTransformer InlineFactory InlineInterceptor
        InlinePostTask InlineStackIteratingFinder InstanceFinder InteractiveGesture InterceptableRouter
        InterceptorPrediction KeyWindowProvider LastStepInChainAssembly LogLevel LogMessage Logger LoginRequired
        MFMailComposeResult MFMailComposeViewController MFMailComposeViewControllerDelegate MainQueue
        ModalPresentationStyle Navigating NavigationController NavigationControllerActions NavigationControllerAdapter
        NavigationControllerDelegate NavigationControllerFactory NavigationControllerStep NavigationDelayingInterceptor
        NavigationDelayingInterceptorStrategy NavigationRouter NibInstantiable NilAction NilEntity NilFactory NilFinder
        NotificationError NotificationPattern NotificationResolution ParameterChoices ParameterDetails ParameterError
        ParameterPreset ParameterValue ParameterValueConvertible ParameterizedEntry PathNavigationStack
        PathNavigationStackActions PathNavigationStackFactory PetriAction PetriActionConnectingAssembly
        PetriChainAssembly PetriClassFinder PetriClassWithContextFinder PetriContainerAction PetriContainerFactory
        PetriContextChecking PetriContextTask PetriDestinationStep PetriFactory PetriFinder PetriFinderFactory
        PetriGeneralAction PetriGeneralStep PetriInspectable PetriInspection PetriInstanceFinder
        PetriLastStepInChainAssembly PetriNavigationControllerActions PetriNavigationControllerFactory
        PetriNavigationControllerStep PetriNilEntity PetriNilFactory PetriNilFinder PetriPostRoutingTask PetriRouter
        PetriRoutingError PetriRoutingInterceptor PetriSearchOptions PetriSession PetriSplitControllerFactory
        PetriSplitControllerStep PetriStackIteratingFinder PetriStepAssembly PetriSwitchAssembly
        PetriTabBarControllerActions PetriTabBarControllerFactory PetriTabBarControllerStep PetriWindowInspection
        PostRoutingTask PresentModally Presentable PresentationControllerDelegate PresentingFinder ReplaceRoot
        RouteComposerDefaults Router RoutingDecision RoutingError RoutingInterceptable RoutingInterceptor RoutingPlan
        RoutingResult RoutingTrace RoutingWarning RunningFlow SFSafariViewController SFSafariViewControllerDelegate
        ScreenCatalog ScreenCheck ScreenEntry ScreenEvent ScreenEventError ScreenExample SearchOptions
        SearchStartingPoint Selector SessionError SessionRequirement SessionRequiring SimpleContainerFactory
        SingleContainerStep SingleNavigationLock SingleNavigationRouter SingleStep SplitControllerActions
        SplitControllerAdapter SplitControllerFactory SplitControllerStep SplitViewController SplitViewControllerActions
        StackIteratingFinder StackIterator StepAssembler StepAssemblerWithFinder StepAssembly StepChainAssembly
        StepDescription StoryboardFactory SwitchAssembly SyntheticCatalog TabBarController TabBarControllerActions
        TabBarControllerAdapter TabBarControllerFactory TabBarControllerStep Transition TransitionCause
        TransitionRecorder UIAction UIActivity UIActivityType UIActivityViewController
        UIAdaptivePresentationControllerDelegate UIAlertAction UIAlertController UIApplication UIApplicationDelegate
        UIBarAppearance UIBarButtonItem UIColor UIDevice UIFont UIHostingController
        UIHostingControllerWithContextFactory UIHostingControllerWithContextFinder UIImage UIKitException
        UIKitExceptions UIModalPresentationStyle UIModalTransitionStyle UINavigationBar UINavigationBarAppearance
        UINavigationController UINavigationControllerDelegate UINavigationItem UIPopoverArrowDirection
        UIPopoverPresentationController UIPresentationController UIResponder UIScreen UISearchBar UISearchController
        UISearchResultsUpdating UISheetPresentationController UISplitViewController UIStoryboard UITabBar
        UITabBarAppearance UITabBarController UITabBarControllerDelegate UITabBarItem UITextField
        UITransitionContextViewControllerKey UIView UIViewController UIViewControllerTransitionCoordinator
        UIViewControllerTransitioningDelegate UIWindow UIWindowScene UserInteraction Variant ViewController
        ViewControllerActions Window WindowProvider XibFactory
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// petri's RouteComposer protocols, which an app's class conforming to them in a file that
    /// imports RouteComposer keeps. Regenerate with:
    /// `grep -rhoE "^(@[A-Za-z]+ )*public protocol [A-Za-z_]+" Sources/RouteComposer | awk '{print $NF}' | sort -u`
    static let routeComposerProtocols: Set<String> = Set(
        """
        AbstractAction AbstractFactory Action ConcreteContainerAdapter ContainerAction ContainerAdapter
        ContainerAdapterLocator ContainerFactory ContextAccepting ContextAcceptingView ContextChecking
        ContextInstantiatable ContextTask ContextTransformer CustomContainerViewController Dismissible
        DismissibleWithRuntimeStorage Factory Finder InterceptableRouter Logger Router RoutingInterceptable
        RoutingInterceptor SimpleContainerFactory StackIteratingFinder StackIterator WindowProvider
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// petri's protocols with UIKit's (and SafariServices', MessageUI's) names, which an app's class
    /// conforming to them keeps. Regenerate with:
    /// `grep -rhoE "^(@[A-Za-z]+ )*public protocol (UI|SF|MF)[A-Za-z_]+" Sources/Petri* | awk '{print $NF}' | sort -u`
    static let uikitProtocols: Set<String> = Set(
        """
        MFMailComposeViewControllerDelegate SFSafariViewControllerDelegate UIAdaptivePresentationControllerDelegate
        UIApplicationDelegate UINavigationControllerDelegate UISearchResultsUpdating UITabBarControllerDelegate
        UIViewControllerTransitionCoordinator UIViewControllerTransitioningDelegate
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// Foundation's, Dispatch's and the standard library's types an app's code names most.
    static let foundation: Set<String> = Set(
        """
        Any AnyObject AnyClass AnyHashable Array ArraySlice Bool Bundle CGAffineTransform CGFloat CGPoint CGRect CGSize CGVector
        Calendar CaseIterable Character CharacterSet Codable CustomDebugStringConvertible Identifiable MainActor CodingKey Collection Comparable ContiguousArray CustomStringConvertible Data Date
        DateComponents DateFormatter Decimal Decodable Decoder Dictionary DispatchGroup DispatchQueue DispatchSemaphore DispatchTime
        DispatchWorkItem Double Encodable Encoder Equatable Error FileManager Float Hashable IndexPath IndexSet Int Int16 Int32 Int64
        Int8 IteratorProtocol JSONDecoder JSONEncoder JSONSerialization KeyPath Locale Measurement Never NSAttributedString NSCoder
        NSCoding NSError NSLock NSMutableAttributedString NSNotification NSNumber NSObject NSObjectProtocol NSRange NSRecursiveLock
        NSString Notification NotificationCenter NumberFormatter ObjectIdentifier Operation OperationQueue Optional ProcessInfo
        Range RangeReplaceableCollection RawRepresentable Result RunLoop Self Sendable Sequence Set String StringProtocol Substring
        Task Thread TimeInterval TimeZone Timer Type UInt UInt16 UInt32 UInt64 UInt8 URL URLComponents URLQueryItem URLRequest
        URLResponse URLSession UUID UnsafeMutablePointer UnsafePointer UserDefaults Void WritableKeyPath
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// petri's types whose names an Apple module the app imports also has: with that module
    /// imported, the app's code means the module's (OSLog's `Logger`, not RouteComposer's).
    static let collisions: [String: String] = ["Logger": "OSLog"]
}
