import Foundation

extension NavigationPath {
    /// A path in a form that can be encoded and decoded (to keep it in `@SceneStorage`, say): each value's type,
    /// as the Swift runtime names it, and the value as JSON.
    public struct CodableRepresentation: Codable, Equatable {
        struct Item: Codable, Equatable {
            let type: String
            let json: String
            /// Decodes the JSON as the value's type, for a representation that has not been through an encoder
            /// (the runtime cannot find a private type by its name).
            var decode: (@Sendable (Data) -> AnyHashable?)? = nil

            enum CodingKeys: String, CodingKey { case type, json }

            static func == (lhs: Item, rhs: Item) -> Bool { lhs.type == rhs.type && lhs.json == rhs.json }
        }
        let items: [Item]
    }

    /// The path's codable form, or nil when one of its values is not `Codable`.
    public var codable: CodableRepresentation? {
        var items: [CodableRepresentation.Item] = []
        for element in elements {
            guard let value = element.base as? any Encodable, let type = _mangledTypeName(Swift.type(of: value)),
                  let json = try? JSONEncoder().encode(value) else { return nil }
            items.append(.init(type: type, json: String(decoding: json, as: UTF8.self),
                               decode: Self.decoder(for: element.base)))
        }
        return CodableRepresentation(items: items)
    }

    /// The path a codable form describes. A value whose type the runtime cannot find by name (one that is no
    /// longer in the program, or a `private` one once its form has been through an encoder), or whose JSON no
    /// longer decodes, is left out, with a warning.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for item in codable.items {
            let json = Data(item.json.utf8)
            let named = (_typeByName(item.type) as? any (Decodable & Hashable).Type).flatMap { Self.decode($0, from: json) }
            guard let value = named ?? item.decode?(json) else {
                GraphWarnings.log("NavigationPath: could not restore a value of type \(item.type)")
                continue
            }
            elements.append(value)
        }
    }

    /// Decodes JSON as `value`'s own type, or nil when that type is not `Decodable`.
    private static func decoder(for value: Any) -> (@Sendable (Data) -> AnyHashable?)? {
        guard let type = Swift.type(of: value) as? any (Decodable & Hashable).Type else { return nil }
        return decoder(type)
    }

    private static func decoder<T: Decodable & Hashable>(_ type: T.Type) -> @Sendable (Data) -> AnyHashable? {
        { json in decode(type, from: json) }
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: Data) -> AnyHashable? {
        (try? JSONDecoder().decode(type, from: json)).map(AnyHashable.init)
    }
}
