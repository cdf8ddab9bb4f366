import Foundation

/// The model types a container stores.
public final class Schema: @unchecked Sendable {
    /// The model types, in the order given.
    public let entities: [any PersistentModel.Type]

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        entities = types
    }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// A schema's version number.
    public struct Version: Hashable, Sendable {
        /// The version's numbers.
        public let major: Int, minor: Int, patch: Int
        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
    }

    /// How a property is stored (`@Attribute`).
    public enum Attribute {
        /// A storage option of a property (accepted).
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values of the property are unique among the models of its type.
            public static let unique = Option(name: "unique")
            /// The value is stored beside the store rather than in it.
            public static let externalStorage = Option(name: "externalStorage")
            /// The value is indexed for Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// The value is encrypted.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// The value is kept when its model is deleted.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// The value is tracked but never saved.
            public static let ephemeral = Option(name: "ephemeral")
            /// The value is stored through a value transformer named `name`.
            public static func transformable(by name: String) -> Option { Option(name: "transformable") }
        }
    }

    /// How a relationship is stored (`@Relationship`).
    public enum Relationship {
        /// What deleting a model does to the models it refers to (accepted: only the model itself is deleted).
        public enum DeleteRule: Hashable, Sendable {
            /// Deletes the related models too.
            case cascade
            /// Refuses to delete while related models exist.
            case deny
            /// Leaves the related models as they are.
            case noAction
            /// Clears the related models' references to the deleted one.
            case nullify
        }

        /// A storage option of a relationship (accepted).
        public struct Option: Hashable, Sendable {
            let name: String
            /// Related models are unique.
            public static let unique = Option(name: "unique")
        }
    }
}

/// Where and how a container stores its models: Flipbook's are always in memory.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name.
    public let name: String
    /// Whether the store lives in memory only (always, in Flipbook).
    public let isStoredInMemoryOnly: Bool
    /// Whether the context may save.
    public let allowsSave: Bool

    /// A configuration named `name` (accepted: every store is in memory).
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
                allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    /// A configuration for `types` (accepted: every store is in memory).
    @_disfavoredOverload
    public init(for types: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}
