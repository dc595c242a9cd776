#if canImport(Runtime)
import Runtime
#endif

/// Which function of the app made a UIKit call that cannot take `#fileID` and `#line`: a
/// property setter (`selectedIndex = 2`, `viewControllers = […]`, `rootViewController = …`),
/// and `present(_:animated:completion:)`, which keeps UIKit's exact signature so an app's
/// subclass can override it.
///
/// Read from the call stack with the Swift runtime's backtracer (the `Runtime` module of Swift
/// 6.2 and later): the first frame that is neither petri's UIKit stand-in nor an app's override
/// of the same member calling `super` is the app's call, named from the binary's symbols. That
/// costs under a millisecond, and is done only while a trace listens
/// (``TransitionLog/observing(_:_:)``: `plan`, an entry reached by the app's code), never for
/// a router's own calls. The file and line are not read: the runtime reads them from the debug
/// information at a fifth of a second a call (a 90 MB debug binary, Linux, Swift 6.3), which
/// tripled the time of petri's own tests.
@MainActor
enum AppCallSite {
    /// What the call stack said.
    enum Lookup: Equatable {
        /// The calling function, with its module: `ShopCatalog.ShopApp.select(_:)`.
        case function(String)
        /// Why the stack could not name it.
        case unavailable(String)
    }

    /// The app's function that made `call` (`selectedIndex = …`, `present(_:animated:completion:)`).
    static func caller(of call: String) -> Lookup {
        #if canImport(Runtime)
        if #available(macOS 26.0, *) {
            return lookUp(member: member(of: call))
        }
        #endif
        return .unavailable(
            "this Swift cannot read the call stack: it needs Swift 6.2's Runtime module (on macOS, macOS 26)")
    }

    /// The member a call names: `selectedIndex` for `selectedIndex = …`,
    /// `present(_:animated:completion:)` for itself.
    static func member(of call: String) -> String {
        String(call.prefix { $0 != " " })
    }

    /// The module a mangled Swift symbol belongs to (`$s11ShopCatalog…` → `ShopCatalog`), or
    /// `nil` for one that does not start with a module's name (the standard library's, C's).
    static func module(ofMangled name: String) -> String? {
        guard name.hasPrefix("$s") else { return nil }
        let rest = name.dropFirst(2)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let module = rest.dropFirst(digits.count).prefix(length)
        return module.count == length ? String(module) : nil
    }

    /// Whether a frame's function is not the call's site: petri's stand-in, code that is not
    /// Swift's or has no module, or an app's override of `member` calling `super`
    /// (`MyViewController.present(_:animated:completion:)`,
    /// `ShopTabBarController.viewControllers.setter`).
    static func isPassedOver(function: String, module: String?, member: String) -> Bool {
        guard let module, module != "PetriHierarchy" else { return true }
        let name = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
        let bareMember = member.split(separator: "(", maxSplits: 1).first.map(String.init) ?? member
        return name.hasSuffix("." + bareMember) || name.contains("." + bareMember + ".")
    }

    #if canImport(Runtime)
    @available(macOS 26.0, *)
    private static func lookUp(member: String) -> Lookup {
        guard let backtrace = try? Backtrace.capture(limit: 48),
            let named = backtrace.symbolicated(options: [.useSymbolCache])
        else {
            return .unavailable("the call stack could not be read")
        }
        var unnamed = false
        for frame in named.frames {
            guard let symbol = frame.symbol else { unnamed = true; continue }
            guard !frame.isSwiftThunk, !frame.isSystem else { continue }
            let module = module(ofMangled: symbol.rawName)
            guard !isPassedOver(function: symbol.name, module: module, member: member), let module else { continue }
            return .function("\(module).\(symbol.name)")
        }
        return .unavailable(
            unnamed
                ? "the binary has no symbols to name the caller (stripped)"
                : "no function of the app's is on the call stack")
    }
    #endif
}
