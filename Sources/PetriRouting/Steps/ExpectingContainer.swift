public import PetriHierarchy

extension StepAssembly {
    /// This step, as the source of a container action: the action acts on the nearest container
    /// of type `Container` among this step's view controller and its parents.
    ///
    /// Use it to push onto the navigation controller a screen lives in:
    /// `.using(NavigationControllerActions.push()).from(productStep.expectingContainer(UINavigationController.self))`.
    public func expectingContainer<Container: ContainerViewController>(_ type: Container.Type) -> StepAssembly<
        Container, Context
    > {
        StepAssembly<Container, Context>(nodes: nodes)
    }
}

extension DestinationStep {
    /// This route, as the source of a container action: the action acts on the nearest
    /// container of type `Container` among the route's view controller and its parents.
    public func expectingContainer<Container: ContainerViewController>(_ type: Container.Type) -> DestinationStep<
        Container, Context
    > {
        DestinationStep<Container, Context>(nodes: nodes)
    }
}
