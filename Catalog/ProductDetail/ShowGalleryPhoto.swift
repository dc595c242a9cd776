import PetriDish

/// Scrolls a gallery to the photo the navigation asks for, whether the gallery was just built or
/// found already open on the same product: the reused gallery gets the new context.
struct ShowGalleryPhoto: PetriContextTask {
    typealias ViewController = GalleryViewController

    /// Refuses a photo the product does not have.
    func prepare(with context: GalleryContext) throws {
        let count = GalleryViewController.photoCount
        guard (1...count).contains(context.photo) else {
            throw RefusedContext(
                description: "product \(context.productID) has photos 1 to \(count); there is no photo \(context.photo)"
            )
        }
    }

    func perform(on viewController: GalleryViewController, with context: GalleryContext) throws {
        viewController.petri.context = context
    }
}
