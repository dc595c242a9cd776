public import PetriHierarchy

extension PetriStepAssembly {
    /// This step, as the source of a container action: the action acts on the nearest container
    /// of type `Container` among this step's view controller and its parents.
    ///
    /// Use it to push onto the navigation controller a screen lives in:
    /// `.using(PetriNavigationControllerActions.push()).from(productStep.expectingContainer(UINavigationController.self))`.
    public func expectingContainer<Container: ContainerViewController>(_ type: Container.Type) -> PetriStepAssembly<
        Container, Context
    > {
        PetriStepAssembly<Container, Context>(nodes: nodes)
    }
}

extension PetriDestinationStep {
    /// This route, as the source of a container action: the action acts on the nearest
    /// container of type `Container` among the route's view controller and its parents.
    public func expectingContainer<Container: ContainerViewController>(_ type: Container.Type) -> PetriDestinationStep<
        Container, Context
    > {
        PetriDestinationStep<Container, Context>(nodes: nodes)
    }
}
