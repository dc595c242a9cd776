import Testing
@testable import PetriCatalog

/// The catalog's id index: positions in registration order, duplicates refused with the first
/// position, at any size and for any id the catalog accepts.
@Suite("The catalog's id index")
struct ScreenIDIndexTests {
    @Test("Ids get positions in the order they are appended; a duplicate gets the first one's and changes nothing")
    func positions() {
        var index = ScreenIDIndex()
        #expect(index.append("shop.product") == nil)
        #expect(index.append("shop.cart") == nil)
        #expect(index.append("shop.product") == 0)
        #expect(index.count == 2)
        #expect(index.position(of: "shop.cart") == 1)
        #expect(index.position(of: "shop.product") == 0)
        #expect(index.position(of: "shop.produc") == nil)
        #expect(index.position(of: "") == nil)
    }

    @Test("Ten thousand ids of every length, growing the table many times, each found where it was put")
    func manyIDs() {
        var index = ScreenIDIndex()
        // Lengths from 1 to 40 bytes cover the word-at-a-time hash's tails.
        let ids = (0..<10_000).map { number in String(repeating: "x", count: number % 40) + ".\(number)" }
        for id in ids { #expect(index.append(id) == nil) }
        #expect(index.count == ids.count)
        for (position, id) in ids.enumerated() where position % 7 == 0 {
            #expect(index.position(of: id) == position)
            #expect(index.append(id) == position)
        }
        #expect(index.position(of: "x.10000") == nil)
        #expect(index.count == ids.count)
    }

    @Test("Non-ASCII ids, and ids that differ only after their first eight bytes or in their last byte")
    func nearlyEqualIDs() {
        var index = ScreenIDIndex()
        let ids = [
            "каталог.товар", "カタログ.商品", "café.menu", "account.order", "account.orders", "account.ordera", "a", "b",
        ]
        for id in ids { #expect(index.append(id) == nil) }
        for (position, id) in ids.enumerated() { #expect(index.position(of: id) == position) }
    }

    @Test(
        "Ids are one when Swift's == says so: composed and decomposed accents, and the characters whose canonical form is ASCII"
    )
    func canonicalEquivalence() {
        var index = ScreenIDIndex()
        #expect(index.append("café.menu") == nil)
        #expect(index.append("cafe\u{301}.menu") == 0)
        #expect(index.position(of: "cafe\u{301}.menu") == 0)
        #expect(index.append("K.units") == nil)
        #expect("\u{212A}.units" == "K.units")
        #expect(index.append("\u{212A}.units") == 1)
        #expect(index.position(of: "\u{212A}.units") == 1)
        #expect(index.append("why\u{37E}") == nil)
        #expect(index.position(of: "why;") == 2)
        #expect(index.append("\u{212A}\u{301}.units") == nil)
        #expect(index.position(of: "K\u{301}.units") == 3)
        #expect(index.count == 4)
    }

    @Test("A bridged or substring-built id hashes as its literal does")
    func sameTextDifferentStorage() {
        var index = ScreenIDIndex()
        #expect(index.append("team39.screen3900") == nil)
        let built = String("xteam39.screen3900x".dropFirst().dropLast())
        #expect(index.position(of: built) == 0)
        let interpolated = "team\(39).screen\(3900)"
        #expect(index.position(of: interpolated) == 0)
    }
}
