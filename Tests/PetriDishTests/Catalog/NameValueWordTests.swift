@testable import PetriSupport
import Testing

/// Issue 35: `name=value` is read in one place, the same for a screen's values, `set`, `--set`
/// and completion.
@Suite("name=value words")
struct NameValueWordTests {
    @Test(
        "split at the first =: the value keeps later ones and may be empty; a name may be empty only when asked for any word"
    )
    func splitting() {
        #expect(NameValueWord("productID=42") == NameValueWord(named: "productID=42"))
        #expect(NameValueWord("query=a=b")?.value == "a=b")
        #expect(NameValueWord("coupon=")?.value == "")
        #expect(NameValueWord("=42")?.name == "")
        #expect(NameValueWord(named: "=42") == nil)
        #expect(NameValueWord("boots") == nil)
        #expect(NameValueWord("productID=42")?.name == "productID")
    }
}
