public import Foundation
import PetriSupport

/// The app's storyboards as petri knows them (UIKit's `UIStoryboard`): for each storyboard, its
/// view controllers' identifiers and how to build each, with their relationship children
/// (`petri import` reads them from the `.storyboard` files; a team registers them by hand
/// otherwise). The app's own code instantiates them with UIKit's calls.
@MainActor
public final class UIStoryboard {
    /// The storyboard's name.
    public let name: String

    /// The storyboard `name`, as the app's code opens it (`UIStoryboard(name: "Main", bundle: nil)`).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
    }

    /// Builds the storyboard's initial view controller, or `nil` when it has none, as UIKit does.
    public func instantiateInitialViewController() -> UIViewController? {
        guard Self.storyboards[name]?.initial != nil else { return nil }
        return try? Self.instantiate(name: name, identifier: nil)
    }

    /// Builds the view controller `identifier`. When the storyboard has none, UIKit raises
    /// `NSInvalidArgumentException`: the dish records it (the command fails, naming this call)
    /// and returns an empty view controller so the app's code goes on as far as a device's would.
    public func instantiateViewController(
        withIdentifier identifier: String, file: StaticString = #fileID, line: UInt = #line
    ) -> UIViewController {
        do {
            return try Self.instantiate(name: name, identifier: identifier)
        } catch {
            UIKitExceptions.raise(error, call: "instantiateViewController(withIdentifier:)", file: file, line: line)
            return UIViewController(title: identifier)
        }
    }

    private static var storyboards: [String: (initial: String?, scenes: [String: @MainActor () -> UIViewController])] =
        [:]

    /// Registers the view controller `identifier` of the storyboard `name`, built by `build`;
    /// `isInitial` makes it the one built without an identifier.
    public static func register(
        name: String, identifier: String, isInitial: Bool = false, _ build: @escaping @MainActor () -> UIViewController
    ) {
        storyboards[name, default: (nil, [:])].scenes[identifier] = build
        if isInitial { storyboards[name]?.initial = identifier }
    }

    /// The names of the registered storyboards, sorted.
    public static var names: [String] { storyboards.keys.sorted() }

    /// The identifiers of the storyboard `name`, sorted.
    public static func identifiers(in name: String) -> [String] {
        storyboards[name]?.scenes.keys.sorted() ?? []
    }

    /// Builds the view controller `identifier` (the initial one when `nil`) of storyboard `name`.
    /// - Throws: ``RoutingError/compositionFailed(_:)`` naming what is missing, with the nearest
    ///   registered names.
    static func instantiate(name: String, identifier: String?) throws -> UIViewController {
        guard let storyboard = storyboards[name] else {
            throw RoutingError.compositionFailed(
                .init(
                    "no storyboard is named \(UserText.quoted(name))"
                        + NearMiss.didYouMean(NearMiss.suggestions(for: name, among: names))
                        + (names.isEmpty ? " (none is registered: UIStoryboard.register(name:identifier:_:))" : "")))
        }
        guard let identifier = identifier ?? storyboard.initial else {
            throw RoutingError.compositionFailed(
                .init("storyboard \(name) has no initial view controller: give the identifier"))
        }
        guard let build = storyboard.scenes[identifier] else {
            let known = identifiers(in: name)
            throw RoutingError.compositionFailed(
                .init(
                    "storyboard \(name) has no view controller with the identifier \(UserText.quoted(identifier))"
                        + NearMiss.didYouMean(NearMiss.suggestions(for: identifier, among: known))))
        }
        return build()
    }
}

/// Builds a view controller from a storyboard (RouteComposer's `StoryboardFactory`), through
/// the registry ``UIStoryboard``.
///
/// On Linux there is no storyboard file to load: each scene the factory builds must be
/// registered first with ``UIStoryboard/register(name:identifier:isInitial:_:)`` (`petri import`
/// writes those registrations from the app's `.storyboard` files). An unregistered scene fails to
/// build, naming the storyboard and the identifier, where a device would load it from the bundle.
@MainActor
public struct StoryboardFactory<VC: UIViewController, C>: Factory {
    public typealias ViewController = VC
    public typealias Context = C

    /// The storyboard's name.
    public let name: String
    /// The bundle it is in (kept for the app's code; the registry is by name).
    public let bundle: Bundle?
    /// The view controller's identifier; `nil` for the initial one.
    public let identifier: String?
    /// Run on the view controller once built.
    public let configuration: ((_ viewController: VC) -> Void)?

    /// A factory of the view controller `identifier` of storyboard `name`.
    public init(
        name: String, bundle: Bundle? = nil, identifier: String? = nil,
        configuration: ((_ viewController: VC) -> Void)? = nil
    ) {
        self.name = name
        self.bundle = bundle
        self.identifier = identifier
        self.configuration = configuration
    }

    public func build(with context: C) throws -> VC {
        let built = try UIStoryboard.instantiate(name: name, identifier: identifier)
        guard let viewController = built as? VC else {
            throw RoutingError.typeMismatch(
                type: type(of: built), expectedType: VC.self,
                .init(
                    "storyboard \(name)'s \(identifier ?? "initial view controller") is \(type(of: built)), not \(VC.self)"
                ))
        }
        configuration?(viewController)
        return viewController
    }

    /// A factory of the view controller `identifier` of storyboard `name`.
    public static func storyboardFactory(
        name: String, bundle: Bundle? = nil, identifier: String? = nil,
        configuration: ((_ viewController: VC) -> Void)? = nil
    ) -> Self {
        Self(name: name, bundle: bundle, identifier: identifier, configuration: configuration)
    }
}
