import Foundation

extension DynamicViewContent {
    /// Makes this content's views items that a person can drag to reorder inside the enclosing
    /// `reorderContainer` (iOS 27).
    public func reorderable() -> some DynamicViewContent<Data> {
        ReorderableContent(base: self, collection: AnyHashable(ReorderableSingleCollectionIdentifier()))
    }

    /// Makes this content's views reorderable as the collection `collectionID` of a container of several.
    public func reorderable(collectionID: some Hashable & Sendable) -> some DynamicViewContent<Data> {
        ReorderableContent(base: self, collection: AnyHashable(collectionID))
    }
}

/// A `ForEach` made reorderable: inside a reorder container, its views are shown in the session's order, each
/// lifted by a long press; elsewhere it is the `ForEach` as it is.
struct ReorderableContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    let collection: AnyHashable
    @Environment(\.reorderContainer) private var container

    var data: Base.Data { base.data }

    var body: some View {
        if let container {
            let items = shown(SubviewsCollection(base), in: container)
            let order = items.map(\.item)
            ForEach(items, id: \.subview.id) { entry in
                entry.subview.modifier(ReorderableItem(
                    item: entry.item, collection: collection, order: order, view: AnyView(entry.subview),
                    container: container))
            }
        } else {
            base
        }
    }

    /// The subviews with their items' identifiers (their element's id in the `ForEach`), in the order the
    /// container's session shows when it is reordering this collection.
    private func shown(_ subviews: SubviewsCollection, in container: ReorderContainerContext)
        -> [(item: AnyHashable, subview: Subview)] {
        let items = subviews.map { (item: $0.id.path.first ?? AnyHashable($0.id), subview: $0) }
        guard let session = container.session, session.collection == collection else { return items }
        let rank = Dictionary(session.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return items.enumerated()
            .sorted { (rank[$0.element.item] ?? Int.max, $0.offset) < (rank[$1.element.item] ?? Int.max, $1.offset) }
            .map(\.element)
    }
}

/// One reorderable item: a long press lifts it, the drag moves its copy and its place, the release drops it.
/// Its place stays in the layout, empty, while its copy is lifted.
private struct ReorderableItem: ViewModifier {
    let item: AnyHashable
    let collection: AnyHashable
    /// The identifiers of the collection's items, in the order shown.
    let order: [AnyHashable]
    let view: AnyView
    let container: ReorderContainerContext
    @Environment(\.isInList) private var isInList

    func body(content: Content) -> some View {
        content
            // A list's row is lifted from anywhere across it, as its cell is on iOS.
            .frame(maxWidth: isInList ? .infinity : nil, alignment: .leading)
            .contentShape(Rectangle())
            .opacity(container.session?.item == item ? 0 : 1)
            .onGeometryChange(for: CGRect.self) { $0.frame(in: .named(container.space)) } action: { frame in
                container.store.frames[item] = frame
            }
            .gesture(
                LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0,
                                                                 coordinateSpace: .named(container.space)))
                    .onChanged { value in
                        guard case .second(true, let drag) = value else { return }
                        if container.store.session == nil { lift(at: drag?.location) }
                        if let drag { follow(drag.location) }
                    }
                    .onEnded { _ in drop() },
                isEnabled: container.isEnabled)
    }

    private func lift(at location: CGPoint?) {
        let frame = container.store.frames[item] ?? .zero
        let finger = location ?? CGPoint(x: frame.midX, y: frame.midY)
        withAnimation(.smooth(duration: 0.2)) {
            container.update(ReorderSession(
                item: item, collection: collection, order: order, original: order, view: view, size: frame.size,
                origin: frame.origin, grab: CGSize(width: finger.x - frame.minX, height: finger.y - frame.minY)))
        }
    }

    /// Moves the copy under the finger, and the item's place to the item the finger is over.
    private func follow(_ finger: CGPoint) {
        guard var session = container.store.session, session.item == item, !session.dropping else { return }
        session.origin = CGPoint(x: finger.x - session.grab.width, y: finger.y - session.grab.height)
        let over = session.order.first { $0 != item && container.store.frames[$0]?.contains(finger) == true }
        if let over, let from = session.order.firstIndex(of: item), let to = session.order.firstIndex(of: over) {
            session.order.remove(at: from)
            session.order.insert(item, at: to)
            withAnimation(.smooth(duration: 0.3)) { container.update(session) }
        } else {
            container.update(session)
        }
    }

    /// Hands the container the move, and settles the copy into the item's place before showing the item again.
    private func drop() {
        guard var session = container.store.session, session.item == item, !session.dropping else { return }
        container.commit(session)
        session.dropping = true
        if let place = container.store.frames[item] { session.origin = place.origin }
        withAnimation(.smooth(duration: 0.3)) {
            container.update(session)
        } completion: {
            var settled = Transaction()
            settled.disablesAnimations = true
            withTransaction(settled) { container.update(nil) }
        }
    }
}
