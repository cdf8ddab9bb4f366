import Foundation

/// Shows a value in a range, drawn by the environment's gauge style: by default (and with the linear styles) its
/// label above a 4-point capsule track of the system fill with the part up to the value in the tint (iOS's
/// linear capacity gauge; a `Gradient` tint spans the track, leading to trailing, and shows up to the value); with the circular accessory styles, a 58-point ring (see `AccessoryCircularGaugeStyle`
/// and `AccessoryCircularCapacityGaugeStyle`).
public struct Gauge<Label: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: AnyView?
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?
    @Environment(\.gaugeStyle) private var style

    /// A gauge of `value` within `bounds`, with a view as its label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: nil)
    }

    /// A gauge of `value` within `bounds`, with its label, the current value's label and the bounds' labels (the
    /// built-in styles do not draw the bounds' labels; a style of one's own is given them).
    public init<V: BinaryFloatingPoint, C: View, Mn: View, Mx: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> Mn,
        @ViewBuilder maximumValueLabel: () -> Mx) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: AnyView(currentValueLabel()),
                  minimumValueLabel: AnyView(minimumValueLabel()), maximumValueLabel: AnyView(maximumValueLabel()))
    }

    /// A gauge of `value` within `bounds`, with its label and the current value's label (shown inside a
    /// circular gauge; a linear one does not draw it).
    public init<V: BinaryFloatingPoint, C: View>(value: V, in bounds: ClosedRange<V> = 0...1,
                                                 @ViewBuilder label: () -> Label,
                                                 @ViewBuilder currentValueLabel: () -> C) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: AnyView(currentValueLabel()))
    }

    private init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: AnyView?,
                                         minimumValueLabel: AnyView? = nil, maximumValueLabel: AnyView? = nil) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(content: $0) },
            minimumValueLabel: minimumValueLabel.map { .init(content: $0) },
            maximumValueLabel: maximumValueLabel.map { .init(content: $0) })
        (style ?? ErasedStyle(DefaultGaugeStyle())).makeBody(configuration)
    }
}

/// A gauge drawn in one of the built-in looks.
struct BuiltInGauge: View {
    let kind: _GaugeKind
    let configuration: GaugeStyleConfiguration
    @Environment(\.tint) private var tint
    @Environment(\.tintStyle) private var tintStyle

    private var fraction: Double { configuration.value }

    /// What the gauge fills with: a gradient tint spread over the whole track (leading to trailing, or around the
    /// ring's sweep), another style as it is, else the tint colour.
    private var fill: AnyShapeStyle {
        guard let tintStyle else { return AnyShapeStyle(tint ?? .accentColor) }
        guard let gradient = tintStyle.base as? Gradient else { return tintStyle }
        switch kind {
        case .linear: return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
        case .circular:
            return AnyShapeStyle(AngularGradient(gradient: gradient, center: .center, startAngle: .zero,
                                                 endAngle: .degrees(_GaugeKind.openArcSweep)))
        case .circularCapacity:
            return AnyShapeStyle(AngularGradient(gradient: gradient, center: .center, startAngle: .zero,
                                                 endAngle: .degrees(360)))
        }
    }

    var body: some View {
        let fill = self.fill
        switch kind {
        case .linear:
            VStack(alignment: .leading, spacing: 6) {
                configuration.label
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(.systemFill))
                        if tintStyle?.base is Gradient {
                            // A gradient spans the track, shown up to the value: its colours keep their places.
                            Capsule().fill(fill)
                                .mask(alignment: .leading) { Capsule().frame(width: proxy.size.width * fraction) }
                        } else {
                            Capsule().fill(fill).frame(width: proxy.size.width * fraction)
                        }
                    }
                }
                .frame(height: 4)
            }
        case .circular, .circularCapacity:
            ZStack {
                ring(fill: fill)
                Group {
                    if let currentValueLabel = configuration.currentValueLabel {
                        currentValueLabel
                    } else {
                        configuration.label
                    }
                }
                .font(.system(size: 12, weight: .medium))
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(8)
            }
            .frame(width: _GaugeKind.ringSize, height: _GaugeKind.ringSize)
        }
    }

    /// The ring: a full track filled up to the value (capacity), or an open arc with a dot at the value.
    @ViewBuilder private func ring(fill: AnyShapeStyle) -> some View {
        let width = _GaugeKind.ringWidth
        if kind == .circularCapacity {
            Circle().stroke(Color(.systemFill), lineWidth: width)
            Circle().trim(from: 0, to: fraction)
                .stroke(fill, style: StrokeStyle(lineWidth: width, lineCap: .round))
                .rotationEffect(.degrees(-90))
        } else {
            // An arc of 300°, open at the bottom, with a dot where the value is.
            let sweep = _GaugeKind.openArcSweep
            Circle().trim(from: 0, to: sweep / 360)
                .stroke(fill, style: StrokeStyle(lineWidth: width, lineCap: .round))
                .rotationEffect(.degrees(90 + (360 - sweep) / 2))
            // The dot sits on the ring at the top and turns to the value, so that it travels along the arc.
            Circle()
                .fill(Color.white)
                .overlay(Circle().stroke(Color.black.opacity(0.25), lineWidth: 1))
                .frame(width: width + 2, height: width + 2)
                .offset(y: -_GaugeKind.ringSize / 2)
                .rotationEffect(.degrees(sweep * fraction - sweep / 2))
        }
    }
}

/// The look of a gauge, set by `gaugeStyle` (the styles' own detail).
enum _GaugeKind: Hashable, Sendable {
    /// A bar, an open ring, or a ring filled up to the value.
    case linear, circular, circularCapacity

    /// The side of a circular gauge, its ring's line width and an open ring's sweep.
    static let ringSize: CGFloat = 58
    static let ringWidth: CGFloat = 6
    static let openArcSweep: Double = 300
}

/// Nil until a style is set: gauges then use ``DefaultGaugeStyle``.
struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<GaugeStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var gaugeStyle: ErasedStyle<GaugeStyleConfiguration>? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension ErasedStyle where Configuration == GaugeStyleConfiguration {
    init<S: GaugeStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// How a gauge looks: one of the built-in styles, or a style of one's own that makes the gauge's view from its
/// configuration (the value as a fraction of the range, and the labels).
@MainActor
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of a gauge with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The value and the labels.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` is given: the value as a fraction of the gauge's range, and its labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label of the current value.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label of the range's lower bound.
    public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label of the range's upper bound.
    public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The value, as a fraction of the range (0…1).
    public var value: Double
    /// The gauge's label.
    public var label: Label
    /// The current value's label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound's label, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound's label, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
}

/// The platform's default gauge: a linear bar.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(kind: .linear, configuration: configuration)
    }
}
/// A bar filled up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(kind: .linear, configuration: configuration)
    }
}
/// A bar, as in a widget (drawn as the linear capacity bar).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The linear accessory style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(kind: .linear, configuration: configuration)
    }
}
/// A bar filled up to the value, as in a widget (drawn as the linear capacity bar).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity accessory style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(kind: .linear, configuration: configuration)
    }
}
/// An open ring, as in a watch complication: a 300° arc in the tint, open at the bottom, 6 points wide, with a
/// white dot at the value and the current value's label (else the label) in the middle; 58 points square.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The circular accessory style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(kind: .circular, configuration: configuration)
    }
}
/// A ring filled up to the value from the top, clockwise, in the tint over a track of the system fill, with the
/// current value's label (else the label) in the middle; 58 points square.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The circular capacity accessory style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGauge(kind: .circularCapacity, configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default: a linear bar.
    public static var automatic: DefaultGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled up to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar, as in a widget.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled up to the value, as in a widget.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a dot at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled up to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

extension View {
    /// Sets how the gauges inside look.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, ErasedStyle(style))
    }
}
