/// A view that re-evaluates its content's body only when the content's `==` says it changed
/// (`Row(item: item).equatable()`).
///
/// Flipbook already compares an `Equatable` view with its own `==` before evaluating its body again; this wrapper
/// spells that out as SwiftUI does, for code that writes it.
public struct EquatableView<Content: Equatable & View>: View, Equatable {
    /// The wrapped view. Compared by the nonisolated `==` (as `Equatable` requires); a view is a value.
    public nonisolated(unsafe) var content: Content

    /// Wraps `content`.
    public init(content: Content) {
        self.content = content
    }

    public var body: some View { content }

    public nonisolated static func == (lhs: EquatableView, rhs: EquatableView) -> Bool { lhs.content == rhs.content }
}

extension View where Self: Equatable {
    /// This view, re-evaluated only when its `==` says it changed.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
