import Foundation

/// `accessibilityLabel`: a label hosts can find the view by (`tap(label:)`), as VoiceOver would read it.
public struct _AccessibilityLabelModifier: ViewModifier, Equatable {
    let label: String
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Labels the view for accessibility (and for `ViewHost.tap(label:)`).
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AccessibilityLabelModifier(label: label.string))
    }

    /// Labels the view for accessibility (and for `ViewHost.tap(label:)`).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_AccessibilityLabelModifier(label: String(label)))
    }

    /// Labels the view for accessibility (and for `ViewHost.tap(label:)`).
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View {
        modifier(_AccessibilityLabelModifier(label: key.key))
    }
}

extension Text {
    /// Labels the text for accessibility, keeping it a `Text` (so it still joins others with `+`); hosts find it
    /// by the label as well as by its string.
    public func accessibilityLabel(_ label: Text) -> Text { labelled(label.string) }

    /// Labels the text for accessibility, keeping it a `Text`.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { labelled(String(label)) }

    /// Labels the text for accessibility, keeping it a `Text`.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> Text { labelled(key.key) }

    private func labelled(_ label: String) -> Text {
        var text = self
        text.accessibilityLabel = label
        return text
    }
}

extension _AccessibilityLabelModifier {
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { AccessibilityLabelNode(graph: $0) }
    }
}

final class AccessibilityLabelNode: WrappingBoundaryNode, ModifierApplication {
    private var label = ""
    func apply(_ modifier: _AccessibilityLabelModifier, context: ResolveContext) {
        label = modifier.label
    }
    override var debugText: String? { label }
    override var debugName: String { "AccessibilityLabel" }
}
