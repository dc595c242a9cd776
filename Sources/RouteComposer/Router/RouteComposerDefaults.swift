/// What RouteComposer's entities use when they are not told otherwise: the logger and the
/// window (RouteComposer's `RouteComposerDefaults`).
@MainActor
public final class RouteComposerDefaults {
    /// The defaults.
    public static let shared = RouteComposerDefaults()

    /// The logger entities and routers write to unless given one.
    public private(set) var logger: (any Logger)? = DefaultLogger(.warnings)

    /// The window finders search and actions change unless given one: the key window.
    public var windowProvider: any WindowProvider { KeyWindowProvider() }

    /// The locator finders and routers use to see inside containers unless given one.
    public private(set) var containerAdapterLocator: any ContainerAdapterLocator = DefaultContainerAdapterLocator()

    /// The window provider given to ``configureWith(logger:windowProvider:containerAdapterLocator:)``, which the key
    /// window provider falls back on outside a navigation.
    private(set) var configuredWindowProvider: (any WindowProvider)?

    private init() {}

    /// Sets the defaults, as an app does once at launch. A custom window provider gives the
    /// window app code outside a navigation works on (inside one, the route's window is used).
    /// `containerAdapterLocator` gives finders the adapters of containers.
    public static func configureWith(
        logger: (any Logger)? = DefaultLogger(.warnings), windowProvider: (any WindowProvider)? = nil,
        containerAdapterLocator: any ContainerAdapterLocator = DefaultContainerAdapterLocator()
    ) {
        shared.logger = logger
        shared.containerAdapterLocator = containerAdapterLocator
        shared.configuredWindowProvider = windowProvider is KeyWindowProvider ? nil : windowProvider
    }
}
