import Foundation

// `badge(_:)`: a count or a short label on a tab's item, drawn as iOS draws it (a red capsule with white text at
// the icon's top trailing corner), or at a list row's trailing edge in the secondary colour. Elsewhere it
// draws nothing, as in SwiftUI.

extension View {
    /// A count shown on this tab's item or at this list row's trailing edge; zero shows none.
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text("\(count)"))
    }

    /// A label shown on this tab's item or at this list row's trailing edge; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(ListRowBadge(label: label)).modifier(_BadgeModifier(label: label))
    }

    /// A localized label shown on this tab's item or list row; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// A string shown on this tab's item or list row; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

/// The badge a tab bar reads from its page.
public struct _BadgeModifier: ViewModifier {
    let label: Text?
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { BadgeNode(graph: $0) }
    }
}

final class BadgeNode: WrappingLayoutNode, ModifierApplication {
    private(set) var label: Text?
    func apply(_ modifier: _BadgeModifier, context: ResolveContext) { label = modifier.label }
}

/// In a list row, the badge at the row's trailing edge.
private struct ListRowBadge: ViewModifier {
    let label: Text?
    @Environment(\.isInList) private var isInList

    func body(content: Content) -> some View {
        if isInList, let label {
            HStack {
                content
                Spacer(minLength: 8)
                label.foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}

/// A tab item's badge: white text in a red capsule at least as wide as it is tall.
struct TabItemBadge: View {
    let label: Text

    var body: some View {
        label
            .font(.system(size: 13))
            .foregroundStyle(.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color(.systemRed)))
            .fixedSize()
    }
}

/// How strongly a badge stands out (iOS 17).
public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    /// The system's usual badge.
    public static let standard = BadgeProminence(level: 1)
    /// A badge that stands out more (red, in a list row).
    public static let increased = BadgeProminence(level: 2)
    /// A quieter badge.
    public static let decreased = BadgeProminence(level: 0)
}

extension View {
    /// How strongly the badges here stand out (accepted: badges are drawn in their standard style).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
}
