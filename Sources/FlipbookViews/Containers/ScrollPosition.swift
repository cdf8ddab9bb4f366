import Foundation

/// A `scrollPosition(id:)` binding, as the environment carries it to the scroll view.
struct ScrollPositionBinding {
    let read: () -> AnyHashable?
    let write: (AnyHashable?) -> Void
    let anchor: UnitPoint?
    /// Whether views are known by their `.tag` first (a paged tab view's selection), else by their `ForEach`
    /// id, else by their place; otherwise by their `ForEach` id alone, as `scrollPosition(id:)` knows them.
    var identifiesByTag = false
}

struct ScrollPositionBindingKey: EnvironmentKey { static var defaultValue: ScrollPositionBinding? { nil } }

extension EnvironmentValues {
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionBindingKey.self] }
        set { self[ScrollPositionBindingKey.self] = newValue }
    }
}

extension View {
    /// Binds the id of the view at `anchor` of the scroll view's visible area (its top leading corner when nil):
    /// the scroll view writes it when it comes to rest, and scrolls to the view with a new id written to it
    /// (animated in an animated transaction). The ids are those of a `ForEach` in the scroll target layout.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionBinding, ScrollPositionBinding(
            read: { id.wrappedValue.map { AnyHashable($0) } },
            write: { id.wrappedValue = $0?.base as? ID },
            anchor: anchor))
    }
}

extension Node {
    /// The node inside this one that shows the view with `id` (a `ForEach` element's or an `.id(_:)`'s).
    func descendant(identifiedBy id: AnyHashable) -> Node? {
        if let identifying = self as? IdentifyingNode, let found = identifying.node(identifiedBy: id) { return found }
        for child in children {
            if let found = child.descendant(identifiedBy: id) { return found }
        }
        return nil
    }
}
