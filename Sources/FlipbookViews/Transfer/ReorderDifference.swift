/// What a reordering in a reorder container did (iOS 27): the items moved, in the order they were picked up,
/// and where they go. A `reorderContainer` hands one to its `move` closure when an item is dropped.
public struct ReorderDifference<ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable>: Hashable, Sendable {
    /// Where the moved items go: before an item of a collection, or at its end.
    public struct Destination: Hashable, Sendable {
        /// The place in the destination collection.
        public enum Position: Hashable, Sendable {
            /// Before the item with this identifier: the moved items take its index.
            case before(ItemID)
            /// After the collection's last item.
            case end
        }

        /// The place in the collection the moved items go to.
        public var position: Position
        /// The collection the moved items go to.
        public var collectionID: CollectionID

        /// A destination in the collection `collectionID`.
        public init(position: Position, collectionID: CollectionID) {
            self.position = position
            self.collectionID = collectionID
        }
    }

    /// The identifiers of the moved items, in the order they were picked up.
    public var sources: [ItemID]
    /// Where the moved items go.
    public var destination: Destination

    init(sources: [ItemID], destination: Destination) {
        self.sources = sources
        self.destination = destination
    }
}

/// The collection identifier of a reorder container that holds one collection.
public struct ReorderableSingleCollectionIdentifier: Hashable, Sendable {
    init() {}
}

extension ReorderDifference.Destination where CollectionID == ReorderableSingleCollectionIdentifier {
    /// A destination in the container's one collection.
    public init(position: Position) {
        self.init(position: position, collectionID: ReorderableSingleCollectionIdentifier())
    }
}
