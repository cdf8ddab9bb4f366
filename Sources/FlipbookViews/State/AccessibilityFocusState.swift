import Foundation

/// Which view an assistive technology (VoiceOver) has focused, as a view's state, as SwiftUI's
/// `AccessibilityFocusState`. Flipbook has no assistive technology, so nothing moves this focus but the code:
/// it holds what the view sets, and `accessibilityFocused(_:)` ties views to it without drawing anything.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// A focus state for one view: true while it has the assistive focus.
    public init() where Value == Bool { _value = State(initialValue: false) }

    /// A focus state for several views: which of them has the assistive focus, or nil.
    public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }

    /// Which view has the assistive focus.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// A binding for `accessibilityFocused(_:)` and `accessibilityFocused(_:equals:)`.
    public var projectedValue: Binding { Binding(value: $value) }

    /// The focus state, as `accessibilityFocused(_:)` takes it.
    @propertyWrapper
    public struct Binding {
        let value: FlipbookViews.Binding<Value>
        /// Which view has the assistive focus.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Ties this view's assistive focus to `condition` (accepted: no assistive technology moves it).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Ties this view's assistive focus to `binding` equalling `value` (accepted).
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View { self }
}
