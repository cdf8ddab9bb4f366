import Foundation

/// A control with minus and plus halves that step a value down and up, drawn like iOS's stepper: the label
/// leading, a 94 × 32 rounded pill trailing.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// A stepper that calls `onIncrement` and `onDecrement`; a missing action disables its half.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that moves `value` by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label,
                  onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper that moves `value` by `step` inside `bounds`: a step past a bound stops at it, and the half
    /// that would leave the range is disabled.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.init(label: label,
                  onIncrement: current >= bounds.upperBound ? nil : {
                      value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound)
                  },
                  onDecrement: current <= bounds.lowerBound ? nil : {
                      value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
                  },
                  onEditingChanged: onEditingChanged)
    }

    /// The iOS 13 spelling, its label last (deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// The iOS 13 spelling of a stepper of `value`, its label last (deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// The iOS 13 spelling of a stepper of `value` inside `bounds`, its label last (deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            StepperPill(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled by a localized key that calls `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a localized key that steps `value` by `step`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string that steps `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a localized key that steps `value` by `step` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string that steps `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// The minus | plus pill. A tap on a half is a whole edit: editing begins, the value steps, editing ends.
struct StepperPill: View {
    static let size = CGSize(width: 94, height: 32)

    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            half(isPlus: false, action: onDecrement)
            Rectangle().fill(Color.separator).frame(width: 1, height: 18)
            half(isPlus: true, action: onIncrement)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill))
    }

    private func half(isPlus: Bool, action: (() -> Void)?) -> some View {
        let enabled = isEnabled && action != nil
        return ZStack {
            Capsule().frame(width: 15, height: 2)
            if isPlus { Capsule().frame(width: 2, height: 15) }
        }
        .foregroundColor(enabled ? Color.primary : Color.tertiaryLabel)
        .frame(width: (Self.size.width - 1) / 2, height: Self.size.height)
        .contentShape(Rectangle())
        .onTapGesture {
            guard enabled, let action else { return }
            onEditingChanged(true)
            action()
            onEditingChanged(false)
        }
        .accessibilityLabel(isPlus ? "Increment" : "Decrement")
    }
}
