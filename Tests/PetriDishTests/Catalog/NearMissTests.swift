import PetriDish
@testable import PetriSupport
import Testing

@Suite("NearMiss: did-you-mean suggestions")
struct NearMissTests {
    private static let commands = [
        "list", "find", "show", "open", "go", "plan", "link", "tree", "back", "dismiss", "tab",
        "flow", "send", "leaks", "login", "logout", "variant", "set", "help", "history", "quit",
    ]

    @Test(
        "suggests the word a typo meant",
        arguments: [
            ("shop.prodcut", ["shop.product", "shop.cart", "profile.settings"], ["shop.product"]),
            ("opne", NearMissTests.commands, ["open"]),
            ("prise", ["price", "rating", "newest"], ["price"]),
            ("prodctID", ["productID", "sort", "coupon"], ["productID"]),
            ("ture", ["true", "false", "yes", "no", "on", "off"], ["true"]),
            ("histroy", NearMissTests.commands, ["history"]),
        ])
    func suggestsTypos(input: String, candidates: [String], expected: [String]) {
        #expect(NearMiss.suggestions(for: input, among: candidates) == expected)
    }

    @Test("ignores case, and ranks an exact match first")
    func ignoresCase() {
        #expect(NearMiss.suggestions(for: "PRICE", among: ["prices", "price"]) == ["price", "prices"])
        #expect(NearMiss.suggestions(for: "Shop.Product", among: ["shop.product"]) == ["shop.product"])
    }

    @Test("suggests candidates the input is a prefix of, shortest first")
    func prefixMatches() {
        #expect(
            NearMiss.suggestions(
                for: "shop.pro", among: ["shop.profile", "shop.cart", "shop.product", "shop.promotions"])
                == ["shop.product", "shop.profile", "shop.promotions"])
        #expect(
            NearMiss.suggestions(for: "h", among: ["help", "history"]).isEmpty, "one character is too short a prefix")
    }

    @Test("suggests candidates whose segment after a dot or slash matches")
    func segmentMatches() {
        #expect(
            NearMiss.suggestions(for: "product", among: ["shop.product", "shop.cart", "account.profile"]) == [
                "shop.product"
            ])
        #expect(NearMiss.suggestions(for: "prodcts", among: ["Shop/Products", "Shop/Cart"]) == ["Shop/Products"])
    }

    @Test("ranks exact, then edit distance, then prefix, then segment; ties by length and name")
    func ranking() {
        let candidates = ["cart", "cut", "act", "bat", "dog", "catalog", "shop.cat"]
        #expect(
            NearMiss.suggestions(for: "cat", among: candidates, limit: 10)
                == ["act", "bat", "cut", "cart", "catalog", "shop.cat"])
        #expect(NearMiss.suggestions(for: "cat", among: candidates) == ["act", "bat", "cut"])
        #expect(NearMiss.suggestions(for: "cat", among: candidates, limit: 0).isEmpty)
    }

    @Test("the order does not depend on the order of the candidates")
    func deterministic() {
        let candidates = ["rating", "price", "prize", "pride", "prime", "newest"]
        let expected = NearMiss.suggestions(for: "prise", among: candidates, limit: 5)
        #expect(expected == ["price", "pride", "prime", "prize"])
        #expect(NearMiss.suggestions(for: "prise", among: candidates.reversed(), limit: 5) == expected)
        #expect(NearMiss.suggestions(for: "prise", among: candidates.sorted(), limit: 5) == expected)
    }

    @Test("suggests nothing for an empty input, far-off words or single characters")
    func nothingToSuggest() {
        #expect(NearMiss.suggestions(for: "", among: ["a", "b"]).isEmpty)
        #expect(NearMiss.suggestions(for: "zzzz", among: NearMissTests.commands).isEmpty)
        #expect(NearMiss.suggestions(for: "x", among: ["y", "xy"]).isEmpty)
        #expect(NearMiss.suggestions(for: "prise", among: [String]()).isEmpty)
    }

    @Test("suggests a duplicated candidate once")
    func duplicates() {
        #expect(NearMiss.suggestions(for: "prise", among: ["price", "price", "Price"]) == ["Price", "price"])
    }

    @Test(
        "distance is case-insensitive optimal string alignment",
        arguments: [
            ("kitten", "sitting", 3),
            ("ca", "ac", 1),
            ("opne", "open", 1),
            ("abc", "ABC", 0),
            ("", "abc", 3),
            ("abc", "", 3),
            ("ca", "abc", 3),
            ("shop.prodcut", "shop.product", 1),
            ("flaw", "lawn", 2),
        ])
    func distance(lhs: String, rhs: String, expected: Int) {
        #expect(NearMiss.distance(lhs, rhs) == expected)
        #expect(NearMiss.distance(rhs, lhs) == expected)
    }

    @Test(
        "the allowed distance grows with the input's length",
        arguments: [
            (1, 1), (5, 1), (6, 2), (8, 2), (9, 3), (12, 4), (40, 4),
        ])
    func threshold(length: Int, expected: Int) {
        #expect(NearMiss.maximumDistance(forLength: length) == expected)
    }

    @Test("formats the did-you-mean suffix")
    func phrase() {
        #expect(NearMiss.didYouMean([]) == "")
        #expect(NearMiss.didYouMean(["open"]) == " — did you mean \"open\"?")
        #expect(NearMiss.didYouMean(["a", "b"]) == " — did you mean \"a\" or \"b\"?")
        #expect(NearMiss.didYouMean(["a", "b", "c"]) == " — did you mean \"a\", \"b\" or \"c\"?")
    }

    @Test(
        "the byte distance a search uses agrees with the generic one, limit included",
        arguments: [
            ("screne", "screen", 2), ("s123", "s1234", 1), ("abcd", "badc", 2), ("kitten", "sitting", 2),
            ("", "abc", 3), ("abc", "", 2),
        ])
    func byteDistanceAgrees(left: String, right: String, limit: Int) {
        let bytes = NearMiss.optimalAlignmentDistance(Array(left.utf8), Array(right.utf8), limit: limit)
        let characters = NearMiss.optimalAlignmentDistance(Array(left), Array(right), limit: limit)
        #expect(bytes == characters)
    }
}
