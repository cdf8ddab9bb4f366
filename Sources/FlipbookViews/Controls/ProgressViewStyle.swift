import Foundation

/// How a ``ProgressView`` shows progress.
@MainActor
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of a progress view with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// How far the task is, and the labels.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` is given: how far the task is, and the labels.
public struct ProgressViewStyleConfiguration {
    /// The label of the progress view, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the current value, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The completed fraction, 0 to 1; nil when progress is indeterminate.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public var label: Label?
    /// The label of the current value, if there is one.
    public var currentValueLabel: CurrentValueLabel?
}

/// A bar: the label above, a 4 pt track filled with the tint up to the fraction, the current value below.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// A bar in the tint colour.
    public init() { tint = nil }
    /// A bar in `tint`.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        LinearProgressBody(configuration: configuration, styleTint: tint)
    }
}

/// iOS's activity indicator: eight spokes fading round a 20 pt circle, the label below. On iOS it shows no
/// fraction, even when given one.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// A grey spinner (in the tint, where `tint(_:)` set one).
    public init() { tint = nil }
    /// A spinner in `tint`.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivitySpokes(color: tint)
            if let label = configuration.label {
                label.foregroundColor(.secondary)
            }
        }
    }
}

/// The style progress views have unless one is set: a bar when there is a fraction, a spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar filled up to the fraction.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// iOS's activity indicator.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar when there is a fraction, a spinner when not.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

struct LinearProgressBody: View {
    static let trackHeight: CGFloat = 4

    let configuration: ProgressViewStyleConfiguration
    let styleTint: Color?
    @Environment(\.tint) private var environmentTint

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.systemFill)
                    Capsule()
                        .fill(styleTint ?? environmentTint ?? Color.accentColor)
                        .frame(width: proxy.size.width * CGFloat(configuration.fractionCompleted ?? 0))
                }
            }
            .frame(height: Self.trackHeight)
            configuration.currentValueLabel?.font(.caption).foregroundColor(.secondary)
        }
    }
}

/// The spinner, drawn at its first step: a frame is a function of time only through animations, and an
/// indicator that turns forever would keep every scene busy.
struct ActivitySpokes: View {
    static let count = 8
    /// The spokes' colour: the style's, else the tint set around, else grey.
    var color: Color?
    @Environment(\.tint) private var environmentTint

    var body: some View {
        ZStack {
            ForEach(0..<Self.count, id: \.self) { index in
                Capsule()
                    .fill((color ?? environmentTint ?? Color.gray).opacity(1 - Double(index) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -7)
                    .rotationEffect(.degrees(Double(index) * -360 / Double(Self.count)))
            }
        }
        .frame(width: 20, height: 20)
    }
}

/// Nil until a style is set: progress views then use ``DefaultProgressViewStyle``.
struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<ProgressViewStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var progressViewStyle: ErasedStyle<ProgressViewStyleConfiguration>? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how progress views in this view look.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, ErasedStyle(style))
    }
}
