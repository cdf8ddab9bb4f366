import Foundation

/// Which text field has the keyboard focus, as a view's state: `true` (or a field's value) while the field
/// bound to it with `focused(_:)` is focused. Setting it focuses or unfocuses that field.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// A focus state for one field: true while it is focused.
    public init() where Value == Bool { _value = State(initialValue: false) }

    /// A focus state for several fields: which of them is focused, or nil.
    public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }

    /// Which field has focus: a tap on a field focuses it.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// A binding for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(value: $value) }

    /// The focus state, as `focused(_:)` takes it.
    @propertyWrapper
    public struct Binding {
        let value: FlipbookViews.Binding<Value>
        /// Which field has focus.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

/// A field's tie to a focus state: whether it says the field is focused, and how to say it is (or is not).
struct FocusLink {
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void
}

struct FocusLinkKey: EnvironmentKey { static var defaultValue: FocusLink? { nil } }

extension EnvironmentValues {
    var focusLink: FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }
}

extension View {
    /// Ties the text field in this view to `condition`: true while it is focused; setting it focuses it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusLink, FocusLink(isFocused: { condition.wrappedValue },
                                           setFocused: { condition.wrappedValue = $0 }))
    }

    /// Ties the text field in this view to `binding`: it equals `value` while the field is focused; setting it to
    /// `value` focuses the field.
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        environment(\.focusLink, FocusLink(isFocused: { binding.wrappedValue == value }, setFocused: { focused in
            if focused {
                binding.wrappedValue = value
            } else if binding.wrappedValue == value, let empty = (V.self as? NilRepresentable.Type)?.nilValue as? V {
                binding.wrappedValue = empty
            }
        }))
    }
}

/// Optional types, whose focus state a field clears by setting it to nil.
protocol NilRepresentable { static var nilValue: Self { get } }
extension Optional: NilRepresentable { static var nilValue: Self { nil } }
