import Foundation

// iOS 27's reordering in any container. `reorderContainer` on a stack, grid, list or custom layout holds the
// session; `reorderable()` on a `ForEach` inside makes its views items that a long press lifts. While the
// finger moves, the lifted copy follows it, and the item's place (left empty) moves to the item under the
// finger, the others sliding aside; dropping settles the copy into that place and hands the container's
// `move` closure the difference, as SwiftUI does. Our choices, as iOS publishes no figures: the lift is
// `LongPressGesture`'s (half a second, within 10 points), the copy is drawn 4 % larger with a shadow, and the
// places and the drop move with `.smooth(duration: 0.3)`. Items move within their own collection only.

extension View {
    /// Makes the reorderable content inside (`ForEach(…).reorderable()`) reorderable by dragging, and hands
    /// `move` what a drop changed, for you to apply to the items.
    public func reorderContainer<Item: Identifiable>(
        for item: Item.Type, isEnabled: Bool = true,
        move: @escaping (ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>) -> Void
    ) -> some View where Item.ID: Sendable {
        modifier(ReorderContainerModifier(isEnabled: isEnabled, move: move))
    }

    /// A reorder container of several collections (`reorderable(collectionID:)`), told apart by `CollectionID`.
    public func reorderContainer<Item: Identifiable, CollectionID: Hashable & Sendable>(
        for item: Item.Type, in collection: CollectionID.Type, isEnabled: Bool = true,
        move: @escaping (ReorderDifference<Item.ID, CollectionID>) -> Void
    ) -> some View where Item.ID: Sendable {
        modifier(ReorderContainerModifier(isEnabled: isEnabled, move: move))
    }

    /// A reorder container whose items are identified by `itemID`.
    public func reorderContainer<Item, ItemID: Hashable & Sendable>(
        for item: Item.Type, itemID: KeyPath<Item, ItemID>, isEnabled: Bool = true,
        move: @escaping (ReorderDifference<ItemID, ReorderableSingleCollectionIdentifier>) -> Void
    ) -> some View {
        modifier(ReorderContainerModifier(isEnabled: isEnabled, move: move))
    }

    /// A reorder container of several collections whose items are identified by `itemID`.
    public func reorderContainer<Item, ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable>(
        for item: Item.Type, itemID: KeyPath<Item, ItemID>, in collection: CollectionID.Type,
        isEnabled: Bool = true, move: @escaping (ReorderDifference<ItemID, CollectionID>) -> Void
    ) -> some View {
        modifier(ReorderContainerModifier(isEnabled: isEnabled, move: move))
    }
}

/// A drag in progress: which item is lifted, where its copy is, and the order its collection shows.
struct ReorderSession {
    var item: AnyHashable
    var collection: AnyHashable
    /// The collection's items in the order shown, the lifted one at its place.
    var order: [AnyHashable]
    var original: [AnyHashable]
    /// What the copy under the finger shows, and its size.
    var view: AnyView
    var size: CGSize
    /// The copy's top-leading corner in the container, and the finger's offset from it.
    var origin: CGPoint
    var grab: CGSize
    /// Whether the copy is settling into its place after the drop.
    var dropping = false
}

/// What a container's gestures read when they run, which may be before the views are updated again: its
/// items' frames in its space, as they last reported them, and the session as last set.
@MainActor
final class ReorderStore {
    var frames: [AnyHashable: CGRect] = [:]
    var session: ReorderSession?
}

/// What the reorderable content inside a container reads: the session and how to change it.
struct ReorderContainerContext {
    let space: AnyHashable
    let isEnabled: Bool
    /// The session the views show.
    let session: ReorderSession?
    let store: ReorderStore
    /// Sets the session, in the store and in the state the views show.
    let update: @MainActor (ReorderSession?) -> Void
    /// Hands the container's `move` the difference of a finished session.
    let commit: @MainActor (ReorderSession) -> Void
}

struct ReorderContainerKey: EnvironmentKey {
    static var defaultValue: ReorderContainerContext? { nil }
}

extension EnvironmentValues {
    var reorderContainer: ReorderContainerContext? {
        get { self[ReorderContainerKey.self] }
        set { self[ReorderContainerKey.self] = newValue }
    }
}

struct ReorderContainerModifier<ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable>: ViewModifier {
    let isEnabled: Bool
    let move: (ReorderDifference<ItemID, CollectionID>) -> Void
    @State private var session: ReorderSession?
    @State private var store = ReorderStore()

    func body(content: Content) -> some View {
        let space = AnyHashable(ObjectIdentifier(store))
        content
            .coordinateSpace(.named(space))
            .environment(\.reorderContainer, ReorderContainerContext(
                space: space, isEnabled: isEnabled, session: session, store: store,
                update: { store.session = $0; session = $0 }, commit: commit))
            .overlay(alignment: .topLeading) {
                if let session {
                    LiftedCopy(session: session)
                }
            }
    }

    private func commit(_ session: ReorderSession) {
        guard session.order != session.original else { return }
        let index = session.order.firstIndex(of: session.item)
        let following = index.flatMap { session.order.indices.contains($0 + 1) ? session.order[$0 + 1] : nil }
        guard index != nil, let item = session.item.base as? ItemID,
              let collection = session.collection.base as? CollectionID,
              following == nil || following?.base is ItemID else {
            GraphWarnings.log("reorderContainer: the reorderable items' identifiers are not of the container's "
                + "types (\(ItemID.self), \(CollectionID.self)); the move was not reported.")
            return
        }
        let position: ReorderDifference<ItemID, CollectionID>.Destination.Position =
            (following?.base as? ItemID).map { .before($0) } ?? .end
        move(ReorderDifference(sources: [item], destination: .init(position: position, collectionID: collection)))
    }
}

/// The lifted item under the finger, larger and shadowed, settling back to its size as it drops.
private struct LiftedCopy: View {
    let session: ReorderSession

    var body: some View {
        session.view
            .frame(width: session.size.width, height: session.size.height, alignment: .leading)
            .scaleEffect(session.dropping ? 1 : 1.04)
            .shadow(color: .black.opacity(session.dropping ? 0 : 0.25), radius: 12, y: 6)
            .offset(x: session.origin.x, y: session.origin.y)
            .allowsHitTesting(false)
            // The copy follows the finger at once; only the drop moves it with an animation.
            .transaction { if !session.dropping { $0.animation = nil } }
    }
}
