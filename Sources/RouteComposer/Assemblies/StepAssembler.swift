/// Builds a step from a finder then a factory, so shorthands such as `.classFinder` and
/// `.classFactory` read in place (RouteComposer's `StepAssembler`):
/// `StepAssembler<ProductViewController, ProductContext>().finder(.classFinder).factory(.classFactory)`.
@MainActor
public struct StepAssembler<VC: UIViewController, C> {
    /// The assembler.
    public init() {}

    /// Finds with `finder`.
    @_disfavoredOverload
    public func finder<F: Finder>(_ finder: F) -> StepAssemblerWithFinder<F>
    where F.ViewController == VC, F.Context == C {
        StepAssemblerWithFinder(finder: finder)
    }

    /// Finds the first view controller of the class (`.finder(.classFinder)`).
    public func finder(_ finder: ClassFinder<VC, C>) -> StepAssemblerWithFinder<ClassFinder<VC, C>> {
        StepAssemblerWithFinder(finder: finder)
    }

    /// Never finds (`.finder(.nilFinder)`).
    public func finder(_ finder: NilFinder<VC, C>) -> StepAssemblerWithFinder<NilFinder<VC, C>> {
        StepAssemblerWithFinder(finder: finder)
    }

    /// Finds one instance (`.finder(.instanceFinder(instance:))`).
    public func finder(_ finder: InstanceFinder<VC, C>) -> StepAssemblerWithFinder<InstanceFinder<VC, C>> {
        StepAssemblerWithFinder(finder: finder)
    }
}

extension StepAssembler where VC: ContextChecking, C == VC.Context {
    /// Finds the view controller that says it shows the context (`.finder(.classWithContextFinder)`).
    public func finder(_ finder: ClassWithContextFinder<VC, C>) -> StepAssemblerWithFinder<
        ClassWithContextFinder<VC, C>
    > {
        StepAssemblerWithFinder(finder: finder)
    }
}

/// A step assembler that has its finder and waits for its factory.
@MainActor
public struct StepAssemblerWithFinder<F: Finder> {
    /// The step's finder.
    public let finder: F

    /// The assembler of a step finding with `finder`.
    public init(finder: F) {
        self.finder = finder
    }

    /// Builds with `factory`: what an app's own shorthand calls (`.factory(.colorFactory)`),
    /// behind `@_spi(Advanced) import RouteComposer`, as in RouteComposer.
    @_spi(Advanced)
    public func getFactory<FC: Factory>(_ factory: FC) -> StepAssembly<F, FC>
    where FC.ViewController == F.ViewController, FC.Context == F.Context {
        StepAssembly(finder: finder, factory: factory)
    }

    /// Builds the container with `factory`: what an app's own shorthand calls, behind
    /// `@_spi(Advanced) import RouteComposer`, as in RouteComposer.
    @_spi(Advanced)
    public func getFactory<FC: ContainerFactory>(_ factory: FC) -> StepAssembly<F, FC>
    where FC.ViewController == F.ViewController, FC.Context == F.Context {
        StepAssembly(finder: finder, factory: factory)
    }

    /// Builds with `factory`.
    @_disfavoredOverload
    public func factory<FC: Factory>(_ factory: FC) -> StepAssembly<F, FC>
    where FC.ViewController == F.ViewController, FC.Context == F.Context {
        StepAssembly(finder: finder, factory: factory)
    }

    /// Builds the container with `factory`.
    @_disfavoredOverload
    public func factory<FC: ContainerFactory>(_ factory: FC) -> StepAssembly<F, FC>
    where FC.ViewController == F.ViewController, FC.Context == F.Context {
        StepAssembly(finder: finder, factory: factory)
    }

    /// Builds by class (`.factory(.classFactory)`).
    public func factory(_ factory: ClassFactory<F.ViewController, F.Context>) -> StepAssembly<
        F, ClassFactory<F.ViewController, F.Context>
    > {
        StepAssembly(finder: finder, factory: factory)
    }

    /// Builds nothing (`.factory(.nilFactory)`).
    public func factory(_ factory: NilFactory<F.ViewController, F.Context>) -> StepAssembly<
        F, NilFactory<F.ViewController, F.Context>
    > {
        StepAssembly(finder: finder, factory: factory)
    }

    /// Builds from a storyboard (`.factory(.storyboardFactory(name:identifier:))`).
    public func factory(_ factory: StoryboardFactory<F.ViewController, F.Context>) -> StepAssembly<
        F, StoryboardFactory<F.ViewController, F.Context>
    > {
        StepAssembly(finder: finder, factory: factory)
    }

    /// Builds with a closure (`.factory(.build { … })`).
    public func factory(_ factory: InlineFactory<F.ViewController, F.Context>) -> StepAssembly<
        F, InlineFactory<F.ViewController, F.Context>
    > {
        StepAssembly(finder: finder, factory: factory)
    }
}
