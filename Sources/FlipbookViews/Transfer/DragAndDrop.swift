import Foundation

// Drag and drop between views (iOS 16): accepted so that code using it compiles. A Flipbook host has one pointer
// whose drags belong to gestures and scroll views, so nothing is ever dragged out of a view or dropped on one:
// a drop destination's action never runs and it is never targeted.
extension View {
    /// Lets the view be dragged, carrying `payload` (accepted; nothing is dragged in Flipbook).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Lets the view be dragged with `preview` under the finger, carrying `payload` (accepted; nothing is
    /// dragged in Flipbook).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepts items of `payloadType` dropped on the view (accepted; nothing is dropped in Flipbook, so `action`
    /// never runs and `isTargeted` is never called).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}
