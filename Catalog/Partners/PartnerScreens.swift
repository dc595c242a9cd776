import Foundation
import RouteComposer

// The partner team's screens, written for RouteComposer: built by their class, given their
// context through `setup(with:)`, asked whether they show one.

/// Which partner offer to show.
struct PartnerOfferContext: Equatable, Decodable, Sendable {
    var offerID: Int
}

/// The partners' offers: a list pushed where the user is.
final class PartnerOffersViewController: UIViewController, NibInstantiable {
    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Partner offers")
    }
}

/// One partner offer, in a sheet of its own.
final class PartnerOfferViewController: UIViewController, NibInstantiable, ContextAccepting, ContextChecking {
    private(set) var offerID: Int?

    required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(title: "Offer")
    }

    static func checkCompatibility(with context: PartnerOfferContext) throws {
        guard context.offerID > 0 else {
            throw RoutingError.compositionFailed(.init("partner offer ids start at 1, not \(context.offerID)"))
        }
    }

    func setup(with context: PartnerOfferContext) throws {
        offerID = context.offerID
        title = "Offer \(context.offerID)"
    }

    func isTarget(for context: PartnerOfferContext) -> Bool {
        offerID == context.offerID
    }
}
