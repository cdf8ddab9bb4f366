import Foundation

/// What iOS 26 adds to a slider's track: ticks, a neutral value the fill starts from, and bounds the value
/// keeps within.
struct SliderMarks {
    var ticks: [Double] = []
    var neutralValue: Double?
    var enabledBounds: ClosedRange<Double>?

    init<V: BinaryFloatingPoint>(ticks: [V] = [], neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil) {
        self.ticks = ticks.map { Double($0) }
        self.neutralValue = neutralValue.map { Double($0) }
        self.enabledBounds = enabledBounds.map { Double($0.lowerBound)...Double($0.upperBound) }
    }

    /// No marks.
    init() {}

    /// The values of `step`s from the range's start at which `tick` makes a tick (at most 1,000 steps are asked).
    static func stepTicks<V: BinaryFloatingPoint>(in bounds: ClosedRange<V>, step: V.Stride,
                                                  tick: (V) -> SliderTick<V>?) -> [V]
        where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound), size = Double(step)
        guard span.isFinite, size.isFinite, size > 0, span >= 0 else { return [] }
        let count = min(Int((span / size).rounded(.down)), 1_000)
        return (0...count).compactMap { index in
            tick(bounds.lowerBound + V(Double(index) * size))?.value
        }
    }
}

// iOS 26's sliders: ticks, a neutral value, enabled bounds and a current value label (which iOS's slider keeps
// for accessibility and does not draw).
extension Slider {
    /// A slider with ticks, a label, a current value label and minimum and maximum value labels.
    public init<V: BinaryFloatingPoint, Ticks: SliderTickContent<V>>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> Ticks, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, valueLabels: (minimumValueLabel(), maximumValueLabel()),
                  marks: SliderMarks(ticks: ticks().body.map(\.value), neutralValue: neutralValue,
                                     enabledBounds: enabledBounds),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider moving in `step`s, with a tick at each step `tick` makes one for.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        tick: (V) -> SliderTick<V>?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, valueLabels: (minimumValueLabel(), maximumValueLabel()),
                  marks: SliderMarks(ticks: SliderMarks.stepTicks(in: bounds, step: step, tick: tick),
                                     neutralValue: neutralValue, enabledBounds: enabledBounds),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider with a label, a current value label and minimum and maximum value labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, valueLabels: (minimumValueLabel(), maximumValueLabel()),
                  marks: SliderMarks(neutralValue: neutralValue, enabledBounds: enabledBounds),
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with ticks, a label and a current value label.
    public init<V: BinaryFloatingPoint, Ticks: SliderTickContent<V>>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> Ticks, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil,
                  marks: SliderMarks(ticks: ticks().body.map(\.value), neutralValue: neutralValue,
                                     enabledBounds: enabledBounds),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider moving in `step`s with a label, with a tick at each step `tick` makes one for.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        tick: (V) -> SliderTick<V>?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step,
                  marks: SliderMarks(ticks: SliderMarks.stepTicks(in: bounds, step: step, tick: tick),
                                     neutralValue: neutralValue, enabledBounds: enabledBounds),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil,
                  marks: SliderMarks(neutralValue: neutralValue, enabledBounds: enabledBounds),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider with a label whose fill starts at `neutralValue`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V?,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil,
                  marks: SliderMarks(neutralValue: neutralValue, enabledBounds: enabledBounds),
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider whose fill starts at `neutralValue`, its value kept within `enabledBounds` when given.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V?,
        enabledBounds: ClosedRange<V>? = nil, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil,
                  marks: SliderMarks(neutralValue: neutralValue, enabledBounds: enabledBounds),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider whose value is kept within `enabledBounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, enabledBounds: ClosedRange<V>?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil,
                  marks: SliderMarks(enabledBounds: enabledBounds),
                  onEditingChanged: onEditingChanged)
    }
}
