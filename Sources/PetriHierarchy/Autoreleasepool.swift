#if !canImport(ObjectiveC)
/// Runs `body` and returns what it returns, as Objective-C's `autoreleasepool(invoking:)` does
/// where there is an Objective-C runtime. On Linux there is none (and Foundation does not declare
/// it), so an app's or a test's `autoreleasepool { … }` compiles as written and only runs its
/// body: Swift releases what the body made when it returns, which is what the pool ensures on a
/// device.
///
/// ```swift
/// weak var screen: UIViewController?
/// autoreleasepool { screen = UIViewController() }
/// // screen == nil
/// ```
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif
