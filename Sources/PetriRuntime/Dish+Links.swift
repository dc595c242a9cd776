public import PetriCatalog
public import PetriRouting

extension Dish {
    /// Follows a deep link from where the app is, as it would on a device: resolves it, then
    /// navigates along the route of the screen it names, interceptors included.
    ///
    /// An app keeps one pending link. While a link waits for an interceptor (the user at a
    /// login screen), following another supersedes it: the first fails at once with
    /// ``PetriRoutingError/Kind/superseded`` naming the second, the second's interceptor finds
    /// the login screen already shown, and the first screen is never built. A link that does not
    /// resolve throws its ``DeepLinkError`` and leaves the waiting one alone.
    ///
    /// ```swift
    /// let first = Task { try await dish.follow(link: "shop://order/7") }   // waits at sign-in
    /// try await dish.follow(link: "shop://wishlist")                        // supersedes it
    /// ```
    /// - Returns: the router's trace.
    /// - Throws: a ``DeepLinkError`` when the link does not resolve; what ``go(_:values:animated:)``
    ///   throws otherwise.
    @discardableResult
    public func follow(link: String, animated: Bool = true) async throws -> RoutingTrace {
        let resolution = try catalog.resolve(deepLink: link)
        return try await follow(resolution, from: link, animated: animated)
    }

    /// Follows a link already resolved (``ScreenCatalog/resolve(deepLink:)``): the navigation
    /// is called `link` in the error of the one it supersedes.
    @discardableResult
    public func follow(_ resolution: DeepLinkResolution, from link: String, animated: Bool = true) async throws
        -> RoutingTrace
    {
        try await PetriRouter.$navigationName.withValue(link) {
            try await go(resolution.entry, values: resolution.values, animated: animated)
        }
    }

    /// The link (or navigation) waiting for an interceptor — the user at a login screen — or
    /// `nil`: what a navigation started now would supersede.
    public var pendingNavigation: String? { router.pendingNavigation }

    /// Supersedes the navigation waiting for an interceptor, ahead of the navigation called
    /// `name` that replaces it: the next navigation takes over what the waiting one showed.
    /// - Returns: whether one was waiting.
    @discardableResult
    package func supersedePendingNavigation(by name: String) -> Bool {
        router.supersedePendingNavigation(by: name)
    }

    /// Undoes what a superseded navigation showed, when the navigation that was to replace it
    /// never started.
    package func abandonHandedOverNavigation() {
        router.abandonHandedOverNavigation()
    }
}
