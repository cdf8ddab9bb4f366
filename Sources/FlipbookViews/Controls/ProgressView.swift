import Foundation

/// Shows how far a task has come (a fraction of a total), or that it is under way (no value), drawn by the
/// environment's ``ProgressViewStyle``.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The span of time a timer progress view follows (see `ProgressView+Timer.swift`).
    let timer: ProgressTimer?
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?, timer: ProgressTimer? = nil) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.timer = timer
    }

    @ViewBuilder public var body: some View {
        if let timer {
            TimelineView(timer.schedule) { context in styled(fraction: timer.fraction(at: context.date)) }
        } else {
            styled(fraction: fraction)
        }
    }

    private func styled(fraction: Double?) -> AnyView {
        var configuration = ProgressViewStyleConfiguration(fractionCompleted: fraction)
        configuration.label = label.map { .init(content: AnyView($0)) }
        configuration.currentValueLabel = currentValueLabel.map { .init(content: AnyView($0)) }
        return (style ?? ErasedStyle(DefaultProgressViewStyle())).makeBody(configuration)
    }

    /// `value / total` clamped to 0…1; nil (indeterminate) for a nil value. A non-finite value or a total that is
    /// not positive counts as no progress.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value else { return nil }
        let fraction = Double(value) / Double(total)
        guard fraction.isFinite, total > 0 else { return 0 }
        return min(max(fraction, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner).
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A progress view showing `value` out of `total`; a nil value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: nil, currentValueLabel: nil)
    }

    /// A progress view showing how far `progress` has come (indeterminate while its total is unknown), read
    /// when the view is made.
    public init(_ progress: Progress) {
        let fraction: Double? = progress.isIndeterminate ? nil : progress.fractionCompleted
        self.init(value: fraction, total: 1.0)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A labelled progress view showing `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A progress view with a label and a label for its current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A spinner labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar of `value` out of `total`, labelled by a localized key (a spinner when `value` is nil).
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A bar of `value` out of `total`, labelled by a string (a spinner when `value` is nil).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(title), currentValueLabel: nil)
    }
}
