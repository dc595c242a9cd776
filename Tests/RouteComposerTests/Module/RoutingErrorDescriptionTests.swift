import Foundation
import RouteComposer
import Testing

/// Issue 32: `RoutingError` describes itself in RouteComposer's words, so an app's log and the
/// app's own checks of it read as on a device.
extension RouteComposerAppTests {
    @Suite("RoutingError's descriptions, as RouteComposer words them")
    struct RoutingErrorDescriptionTests {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "disk full" }
        }

        @Test("each case names its kind, then its context")
        func cases() {
            let context = RoutingError.Context("Product 4 was not found")
            #expect(RoutingError.generic(context).description == "Generic Error: Product 4 was not found")
            #expect(
                RoutingError.compositionFailed(context).description
                    == "Composition Failed Error: Product 4 was not found")
            #expect(
                RoutingError.cantBeDismissed(context).description
                    == "View Controller Can Not Be Dismissed Error: Product 4 was not found")
            #expect(
                RoutingError.initialController(.notFound, context).description
                    == "Initial Controller Error: Initial controller not found. Product 4 was not found")
            #expect(
                RoutingError.initialController(.deallocated, context).description
                    == "Initial Controller Error: Initial controller deallocated. Product 4 was not found")
            #expect(
                RoutingError.typeMismatch(type: String.self, expectedType: Int.self, context).description
                    == "Type Mismatch Error: Type String is not equal to the expected type Int. Product 4 was not found"
            )
        }

        @Test("a context joins its description and its underlying error with ' -> ', and says when it has neither")
        func context() {
            #expect(
                RoutingError.Context("Saving failed", underlyingError: DiskFull()).description
                    == "Saving failed -> disk full")
            #expect(RoutingError.Context("", underlyingError: DiskFull()).description == "disk full")
            #expect(RoutingError.Context("").description == "No valuable information provided")
            #expect(RoutingError.generic(.init("")).description == "Generic Error: No valuable information provided")
        }
    }
}
