import Foundation

/// A control for choosing a value from a range by dragging a thumb along a track, drawn like iOS's default
/// slider: a 4 pt track filled with the tint up to a 28 pt white thumb, with the minimum and maximum value
/// labels, when given, at its ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let track: _SliderTrack
    let valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
                                 valueLabels: (minimum: ValueLabel, maximum: ValueLabel)? = nil,
                                 marks: SliderMarks = SliderMarks(),
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        track = _SliderTrack(value: value, bounds: bounds, step: step, marks: marks, onEditingChanged: onEditingChanged)
        self.valueLabels = valueLabels
    }

    public var body: some View {
        if let valueLabels {
            HStack {
                valueLabels.minimum
                track
                valueLabels.maximum
            }
        } else {
            track
        }
    }
}

/// The track and thumb of a `Slider`.
struct _SliderTrack: View {
    /// The value as a fraction of the range, and how to write a fraction back (rounded to the step and kept
    /// within the enabled bounds).
    let fraction: () -> Double
    let setFraction: (Double) -> Void
    let onEditingChanged: (Bool) -> Void
    /// Where the ticks stand, as fractions of the range.
    let tickFractions: [Double]
    /// Where the filled part of the track starts: the neutral value's fraction (0 without one).
    let neutralFraction: Double

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
                                 marks: SliderMarks,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        let span = upper - lower
        let fractionOf = { (value: Double) -> Double in
            guard span > 0, value.isFinite else { return 0 }
            return min(max((value - lower) / span, 0), 1)
        }
        // The value never leaves the enabled bounds, where the slider has them.
        let enabled = marks.enabledBounds.map { ($0.lowerBound, $0.upperBound) } ?? (lower, upper)
        fraction = { fractionOf(Double(value.wrappedValue)) }
        tickFractions = marks.ticks.map(fractionOf)
        neutralFraction = marks.neutralValue.map(fractionOf) ?? 0
        setFraction = { fraction in
            var newValue = lower + min(max(fraction, 0), 1) * span
            if let step, Double(step) > 0 {
                newValue = lower + (((newValue - lower) / Double(step)).rounded() * Double(step))
                newValue = min(newValue, upper)
            }
            newValue = min(max(newValue, max(lower, enabled.0)), min(upper, enabled.1))
            if V(newValue) != value.wrappedValue { value.wrappedValue = V(newValue) }
        }
        self.onEditingChanged = onEditingChanged
    }

    var body: Never { primitiveBody(Self.self) }
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(SliderNode(graph: graph)) }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0…1 by default) with no step.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` whose value moves in multiples of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (used for accessibility; iOS does not show it).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds`, moving in `step`s, with a view as its label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with a label and minimum and maximum value labels, which iOS shows at the ends of the track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, valueLabels: (minimumValueLabel(), maximumValueLabel()),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider moving in `step`s, with a label and minimum and maximum value labels at the ends of the track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, valueLabels: (minimumValueLabel(), maximumValueLabel()),
                  onEditingChanged: onEditingChanged)
    }
}

// The iOS 13 spellings, their label last and value labels given as views.
extension Slider where ValueLabel == EmptyView {
    /// A slider whose label comes last (the iOS 13 spelling).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider moving in `step`s whose label comes last (the iOS 13 spelling).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with minimum and maximum value labels given as views, its label last (the iOS 13 spelling).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, valueLabels: (minimumValueLabel, maximumValueLabel),
                  onEditingChanged: onEditingChanged)
    }

    /// A slider moving in `step`s with minimum and maximum value labels given as views, its label last (the iOS
    /// 13 spelling).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, valueLabels: (minimumValueLabel, maximumValueLabel),
                  onEditingChanged: onEditingChanged)
    }
}

/// The sizes of iOS's slider.
enum SliderMetrics {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    /// The dot an iOS 26 tick is drawn as: our choice, a little wider than the track.
    static let tickDiameter: CGFloat = 6
}

/// The node of a `Slider`: flexible in width, 28 pt tall; its thumb position animates with the transaction
/// that changed the value, and follows a finger that grabs it.
final class SliderNode: BoundaryNode, ViewNode, DragTarget {

    private var fraction: AnimatedValue<Double>?
    private var readFraction: () -> Double = { 0 }
    private var writeFraction: (Double) -> Void = { _ in }
    private var onEditingChanged: (Bool) -> Void = { _ in }
    private var tickFractions: [Double] = []
    private var neutralFraction: Double = 0
    private var tint = defaultTint.resolved()
    private var isEnabled = true
    /// Whether the thumb is drawn; without it (`sliderThumbVisibility(.hidden)`) a touch anywhere on the track
    /// takes hold and the value follows the finger.
    private var showsThumb = true
    /// Where the finger holds the thumb, relative to the thumb's centre.
    private var grabOffset: CGFloat = 0

    func update(_ slider: _SliderTrack, context: ResolveContext) {
        readFraction = slider.fraction
        writeFraction = slider.setFraction
        onEditingChanged = slider.onEditingChanged
        tickFractions = slider.tickFractions
        neutralFraction = slider.neutralFraction
        tint = (context.environment.tint ?? defaultTint).resolve(in: context.environment)
        isEnabled = context.environment.isEnabled
        showsThumb = context.environment.sliderThumbVisibility != .hidden
        fraction = fed(fraction, readFraction(), transaction: context.transaction)
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        guard let fraction, fraction.isAnimating else { return false }
        fraction.tick(at: time)
        invalidateRender()
        return fraction.isAnimating
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 100
        return CGSize(width: max(width, SliderMetrics.thumbDiameter), height: SliderMetrics.thumbDiameter)
    }

    private func thumbCentreX(width: CGFloat, fraction: Double) -> CGFloat {
        SliderMetrics.thumbDiameter / 2 + CGFloat(fraction) * max(0, width - SliderMetrics.thumbDiameter)
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        let shown = fraction?.presented ?? readFraction()
        let midY = size.height / 2
        let track = CGRect(x: 2, y: midY - SliderMetrics.trackHeight / 2, width: max(0, size.width - 4), height: SliderMetrics.trackHeight)
        let thumbX = thumbCentreX(width: size.width, fraction: shown)
        // Filled from the neutral value (the track's start without one) to the thumb, whichever side it is on.
        let neutralX = neutralFraction > 0 ? thumbCentreX(width: size.width, fraction: neutralFraction) : track.minX
        let filled = CGRect(x: min(neutralX, thumbX), y: track.minY, width: abs(thumbX - neutralX),
                            height: track.height)
        let trackColor = Color(red: 0.47, green: 0.47, blue: 0.5, opacity: 0.2).resolved()
        let fillColor = isEnabled ? tint : Color.gray.resolved()
        func capsule(_ rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: rect.height / 2) }
        builder.fill(capsule(track), trackColor, in: space, viewID: nodeID)
        builder.fill(capsule(filled), fillColor, in: space, viewID: nodeID)
        for tick in tickFractions {
            let x = thumbCentreX(width: size.width, fraction: tick)
            let dot = CGRect(x: x - SliderMetrics.tickDiameter / 2, y: midY - SliderMetrics.tickDiameter / 2,
                             width: SliderMetrics.tickDiameter, height: SliderMetrics.tickDiameter)
            // On the filled part a tick shows light against the tint, on the rest dark against the track.
            let onFill = x >= filled.minX && x <= filled.maxX && filled.width > 0
            let color = onFill ? Color(white: 1, opacity: 0.7) : Color(white: 0.6)
            builder.fill(Path(ellipseIn: dot), color.resolved(), in: space, viewID: nodeID)
        }
        guard showsThumb else { return }
        let thumb = CGRect(x: thumbX - SliderMetrics.thumbDiameter / 2, y: midY - SliderMetrics.thumbDiameter / 2,
                           width: SliderMetrics.thumbDiameter, height: SliderMetrics.thumbDiameter)
        let shadow = DisplayList.Shadow(color: Color(white: 0, opacity: 0.25).resolved(), radius: 3,
                                        offset: CGSize(width: 0, height: 2))
        builder.fill(Path(ellipseIn: thumb), Color.white.resolved(), shadow: shadow, in: space, viewID: nodeID)
    }

    // MARK: Touches

    override func hitTest(_ point: CGPoint, space: RenderSpace) -> HitResult? {
        guard isEnabled, let local = space.layoutTransform.inverted().projecting(point), frame.contains(local) else {
            return nil
        }
        return HitResult(node: self, action: {}, drag: self)
    }

    private func localX(of point: CGPoint) -> CGFloat? {
        contentSpace.layoutTransform.inverted().projecting(point)?.x
    }

    func dragBegan(at point: CGPoint) -> Bool {
        guard let x = localX(of: point) else { return false }
        let thumbX = thumbCentreX(width: frame.width, fraction: readFraction())
        if showsThumb {
            // As on iOS, the track does not react: the finger has to land on the thumb (with a little slop).
            guard abs(x - thumbX) <= SliderMetrics.thumbDiameter / 2 + 8 else { return false }
            grabOffset = x - thumbX
        } else {
            grabOffset = 0
            dragMoved(to: point)
        }
        onEditingChanged(true)
        return true
    }

    func dragMoved(to point: CGPoint) {
        guard let x = localX(of: point) else { return }
        let travel = max(1, frame.width - SliderMetrics.thumbDiameter)
        writeFraction(Double((x - grabOffset - SliderMetrics.thumbDiameter / 2) / travel))
    }

    func dragEnded(at point: CGPoint) {
        onEditingChanged(false)
    }

    override var animatedInputs: [AnimatedInput] { super.animatedInputs + [AnimatedInput("fraction", fraction)] }

    override var debugName: String { "Slider" }
}


/// Whether sliders inside draw their thumb (`sliderThumbVisibility(_:)`).
struct SliderThumbVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    var sliderThumbVisibility: Visibility {
        get { self[SliderThumbVisibilityKey.self] }
        set { self[SliderThumbVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Whether the sliders inside draw their thumb (iOS 26). Hidden, a slider is its track alone, filled up to
    /// the value, and a touch anywhere on it sets the value where the finger is.
    public func sliderThumbVisibility(_ visibility: Visibility) -> some View {
        environment(\.sliderThumbVisibility, visibility)
    }
}
