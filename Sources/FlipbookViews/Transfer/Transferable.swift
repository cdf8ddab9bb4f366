import Foundation

/// A type that can be dragged, dropped, copied or shared, as iOS 16's `Transferable`. Flipbook has no drag and
/// drop between views, so the representations are kept only so that code declaring them compiles: nothing is
/// ever encoded or decoded.
public protocol Transferable {
    /// The type of the representations.
    associatedtype Representation: TransferRepresentation
    /// How the type is carried: as `Codable` data, as another transferable type, as bytes.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A way a transferable type is carried.
public protocol TransferRepresentation {
    /// The type carried.
    associatedtype Item: Transferable
}

/// Builds a type's representations, first preferred.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of the builder's type, which gives generic representations their item type.
    public static func buildExpression<Content: TransferRepresentation>(_ content: Content) -> Content
        where Content.Item == Item {
        content
    }

    /// One representation.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content { content }

    /// Several representations, the first preferred.
    public static func buildBlock<each Content: TransferRepresentation>(_ content: repeat each Content)
        -> TupleTransferRepresentation<Item> {
        TupleTransferRepresentation()
    }
}

/// Several representations of one type.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {}

/// A type carried as its `Codable` encoding of `contentType`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// The kind of data the encoding is.
    public let contentType: UTType

    /// The item encoded as `contentType` (JSON, as SwiftUI's default).
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }
}

/// A type carried as another transferable type: a card as its title, say.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    /// The item carried as the proxy `exporting` makes of it.
    public init(exporting: @escaping (Item) throws -> Proxy) {}
    /// The item made from a proxy by `importing`.
    public init(importing: @escaping (Proxy) throws -> Item) {}
    /// The item carried as a proxy both ways.
    public init(exporting: @escaping (Item) throws -> Proxy, importing: @escaping (Proxy) throws -> Item) {}
}

/// A type carried as bytes of `contentType`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The kind of data the bytes are.
    public let contentType: UTType

    /// The item as the bytes `exporting` makes, and made again by `importing`.
    public init(contentType: UTType, exporting: @escaping (Item) async throws -> Data,
                importing: @escaping (Data) async throws -> Item) {
        self.contentType = contentType
    }

    /// The item as the bytes `exporting` makes.
    public init(exportedContentType contentType: UTType, exporting: @escaping (Item) async throws -> Data) {
        self.contentType = contentType
    }

    /// The item made from bytes by `importing`.
    public init(importedContentType contentType: UTType, importing: @escaping (Data) async throws -> Item) {
        self.contentType = contentType
    }
}

/// The representation of the built-in transferable types (text, bytes, URLs).
public struct _BuiltinTransferRepresentation<Item: Transferable>: TransferRepresentation {}

extension String: Transferable {
    /// Carried as plain text.
    public static var transferRepresentation: _BuiltinTransferRepresentation<String> { _BuiltinTransferRepresentation<String>() }
}

extension Data: Transferable {
    /// Carried as bytes.
    public static var transferRepresentation: _BuiltinTransferRepresentation<Data> { _BuiltinTransferRepresentation<Data>() }
}

extension URL: Transferable {
    /// Carried as a URL.
    public static var transferRepresentation: _BuiltinTransferRepresentation<URL> { _BuiltinTransferRepresentation<URL>() }
}

extension AttributedString: Transferable {
    /// Carried as rich text.
    public static var transferRepresentation: _BuiltinTransferRepresentation<AttributedString> {
        _BuiltinTransferRepresentation<AttributedString>()
    }
}

extension Image: Transferable {
    /// Carried as a picture.
    nonisolated public static var transferRepresentation: _BuiltinTransferRepresentation<Image> { _BuiltinTransferRepresentation<Image>() }
}

extension Color: Transferable {
    /// Carried as a colour.
    public static var transferRepresentation: _BuiltinTransferRepresentation<Color> { _BuiltinTransferRepresentation<Color>() }
}
