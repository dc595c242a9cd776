import RouteComposer
import Testing

/// Issue 32: `SearchOptions` prints the options it holds, as RouteComposer's does.
extension RouteComposerAppTests {
    @Suite("SearchOptions' description")
    struct SearchOptionsDescriptionTests {
        @Test("the options, in declaration order, comma-separated")
        func description() {
            #expect(SearchOptions.fullStack.description == "current, contained, presented, presenting")
            #expect(SearchOptions.currentVisibleOnly.description == "current, visible")
            #expect("\([SearchOptions.parent, .current])" == "[parent, current]")
            #expect(SearchOptions([]).description == "")
        }
    }
}
