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
/// through state, within the same frame.
struct PreferenceOverlay<K: PreferenceKey, Content: View, Overlay: View>: View {
    let content: Content
    let alignment: Alignment
    let isBackground: Bool
    let transform: (K.Value) -> Overlay
    @State private var value: PreferenceBox<K.Value>?

    var body: some View {
        let shown = transform(value?.value ?? K.defaultValue)
        let reading = content.modifier(_PreferenceReadingModifier<K>(action: { value = PreferenceBox(value: $0) },
                                                                      onlyChanges: false))
        if isBackground {
            reading.background(alignment: alignment) { shown }
        } else {
            reading.overlay(alignment: alignment) { shown }
        }
    }
}

/// A preference value in state: never equal to another, so each collected value is shown.
struct PreferenceBox<Value> {
    let value: Value
}
