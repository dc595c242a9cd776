/// A version of iOS, such as 12.4: the system a scene behaves as where UIKit's behaviour
/// changed between releases.
///
/// One change is modelled: from iOS 13 a view controller's default
/// ``UIViewController/modalPresentationStyle`` (``ModalPresentationStyle/automatic``) presents as
/// a page sheet; before, it presented full screen. An app written for iOS 12 presents without
/// setting a style and expects full screen; a catalog that declares its deployment target
/// (`ScreenCatalog.deploymentTarget`) gets that.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The major version: 12 for iOS 12.4.
    public let major: Int
    /// The minor version: 4 for iOS 12.4.
    public let minor: Int

    /// iOS `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `"12"` or `"12.4"`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major > 0 else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor, minor >= 0 else { return nil }
        self.init(major, minor)
    }

    /// The iOS a scene behaves as unless told otherwise: 17.0, the system `UIDevice` reports.
    public static let current = IOSVersion(17, 0)

    /// iOS 13, from which ``ModalPresentationStyle/automatic`` presents as a page sheet.
    public static let automaticSheets = IOSVersion(13, 0)

    /// `12.4`.
    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// Encoded as its description, `"12.4"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = IOSVersion(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not an iOS version such as 12 or 12.4")
        }
        self = version
    }
}

extension ModalPresentationStyle {
    /// What a view controller with this style presents as on `system`: full screen for
    /// ``automatic`` before iOS 13, this style otherwise.
    package func resolved(on system: IOSVersion) -> ModalPresentationStyle {
        self == .automatic && system < .automaticSheets ? .fullScreen : self
    }
}
