import Foundation

/// A value that views pass up to their ancestors: each view can set one with `preference(key:value:)`, and an
/// ancestor reads what its subtree set, combined in tree order by `reduce`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view in the subtree sets one.
    static var defaultValue: Value { get }
    /// Combines the value gathered so far with the next one in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension View {
    /// Sets `value` for `key`, for ancestors to read.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the value this view's subtree passes up for `key`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Runs `action` after an update in which the value this view's subtree passes up for `key` changed, and
    /// once with the first value.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(_PreferenceReadingModifier<K>(action: action, onlyChanges: true))
    }

    /// Places a view made from the subtree's value for `key` over this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceOverlay<K, Self, V>(content: self, alignment: alignment, isBackground: false, transform: transform)
    }

    /// Places a view made from the subtree's value for `key` behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceOverlay<K, Self, V>(content: self, alignment: alignment, isBackground: true, transform: transform)
    }
}

/// A view with an overlay or background made from a preference of its subtree. The value reaches the overlay
/// through a relay, before the frame is drawn: a new value makes the overlay again, not the content, whose
/// writers would pass their values up again (two overlays reading one key fed each other that way for ever).
struct PreferenceOverlay<K: PreferenceKey, Content: View, Overlay: View>: View {
    let content: Content
    let alignment: Alignment
    let isBackground: Bool
    let transform: (K.Value) -> Overlay
    @State private var relay = PreferenceRelay<K.Value>()

    var body: some View {
        let relay = relay
        let reading = content.modifier(_PreferenceReadingModifier<K>(action: { relay.value = PreferenceBox(value: $0) },
                                                                      onlyChanges: false))
        let shown = RelayedPreferenceView(relay: relay, transform: transform)
        if isBackground {
            reading.background(alignment: alignment) { shown }
        } else {
            reading.overlay(alignment: alignment) { shown }
        }
    }
}

/// Carries the value a preference overlay's content passed up to the overlay.
final class PreferenceRelay<Value>: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    /// The last value collected; nil before the first collection.
    var value: PreferenceBox<Value>? {
        willSet { objectWillChange.send() }
    }
}

/// The overlay made from the relayed value. It is made from collected values only, as SwiftUI's transform is
/// never called with the key's default before the content passed its value up (code writes `proxy[anchor!]`).
struct RelayedPreferenceView<Value, Overlay: View>: View {
    @ObservedObject var relay: PreferenceRelay<Value>
    let transform: (Value) -> Overlay

    var body: some View {
        if let value = relay.value { transform(value.value) }
    }
}

/// A preference value in state: never equal to another, so each collected value is shown.
struct PreferenceBox<Value> {
    let value: Value
}
