import PetriDish

/// Which photo of which product the gallery shows.
struct GalleryContext: ShopContext {
    let productID: Int
    /// The photo on screen, counting from 1.
    let photo: Int

    /// The product the photos belong to.
    var product: ProductContext { ProductContext(productID: productID) }
}

/// A product's photos, full screen, one at a time. An open gallery is reused for another photo
/// of the same product (see ``ShowGalleryPhoto``).
final class GalleryViewController: UIViewController {
    /// How many photos every demo product has.
    static let photoCount = 8

    init(_ context: GalleryContext) { super.init(title: "Photos", context: context) }
}
