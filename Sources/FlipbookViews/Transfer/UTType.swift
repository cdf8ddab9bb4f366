import Foundation

/// A uniform type identifier, as the UniformTypeIdentifiers framework's `UTType`: what kind of data a
/// transferable item is (`import UniformTypeIdentifiers` finds it in files run by `flipbook`). Flipbook uses only
/// the identifier: types are compared by it.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, such as `public.plain-text`.
    public let identifier: String
    /// The type this one conforms to, when it was declared with one.
    public let supertype: String?

    /// A type declared by the app, conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
        supertype = parentType?.identifier
    }

    /// A type declared by another app, conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The type with `identifier`.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.init(exportedAs: identifier)
    }

    /// The identifier.
    public var description: String { identifier }

    /// Whether this type is `type` or was declared conforming to it.
    public func conforms(to type: UTType) -> Bool { self == type || supertype == type.identifier || type == .item }

    /// Any item.
    public static let item = UTType(exportedAs: "public.item")
    /// Any content.
    public static let content = UTType(exportedAs: "public.content", conformingTo: .item)
    /// Bytes.
    public static let data = UTType(exportedAs: "public.data", conformingTo: .item)
    /// Any text.
    public static let text = UTType(exportedAs: "public.text", conformingTo: .data)
    /// Text without markup.
    public static let plainText = UTType(exportedAs: "public.plain-text", conformingTo: .text)
    /// Text without markup, in UTF-8.
    public static let utf8PlainText = UTType(exportedAs: "public.utf8-plain-text", conformingTo: .plainText)
    /// JSON.
    public static let json = UTType(exportedAs: "public.json", conformingTo: .text)
    /// Any picture.
    public static let image = UTType(exportedAs: "public.image", conformingTo: .data)
    /// A PNG picture.
    public static let png = UTType(exportedAs: "public.png", conformingTo: .image)
    /// A JPEG picture.
    public static let jpeg = UTType(exportedAs: "public.jpeg", conformingTo: .image)
    /// A URL.
    public static let url = UTType(exportedAs: "public.url", conformingTo: .data)
    /// A URL of a file.
    public static let fileURL = UTType(exportedAs: "public.file-url", conformingTo: .url)
    /// A PDF document.
    public static let pdf = UTType(exportedAs: "com.adobe.pdf", conformingTo: .data)
}
