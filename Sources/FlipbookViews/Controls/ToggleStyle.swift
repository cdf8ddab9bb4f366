import Foundation

/// How a ``Toggle`` looks and answers touches.
@MainActor
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of a toggle with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The toggle's label and state.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` is given: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The label of the toggle, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is a binding to it.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on (never, for a single binding).
    public var isMixed: Bool = false
}

/// iOS's switch: the label leading, a 51 × 31 track trailing, green (or the tint) when on, with a white knob
/// that slides across when the switch is tapped.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// A switch whose track is the default green when on.
    public init() { tint = nil }
    /// A switch whose track is `tint` when on.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchBody(configuration: configuration, styleTint: tint)
    }
}

/// The style toggles have unless one is set: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS's switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A toggle drawn as a button that stays pressed: bordered when off, filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let button = Button { configuration.isOn.toggle() } label: { configuration.label }
        if configuration.isOn {
            button.buttonStyle(.borderedProminent)
        } else {
            button.buttonStyle(.bordered)
        }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while the toggle is on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The switch itself. Its knob and colour animate on their own whenever the value changes, whatever the
/// transaction (as a UISwitch does), with a 0.3 s spring that barely overshoots.
struct SwitchBody: View {
    static let trackSize = CGSize(width: 51, height: 31)
    static let knobDiameter: CGFloat = 27
    static let animation = Animation.spring(response: 0.3, dampingFraction: 0.85)

    let configuration: ToggleStyleConfiguration
    let styleTint: Color?
    @Environment(\.tint) private var environmentTint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsAreHidden) private var labelsAreHidden

    var body: some View {
        if labelsAreHidden {
            control
        } else {
            HStack {
                configuration.label
                Spacer()
                control
            }
            .modifier(_LabelledControlTarget(role: .control))
        }
    }

    private var control: some View {
        let isOn = configuration.isOn
        return ZStack {
            Capsule().fill(isOn ? (styleTint ?? environmentTint ?? Color.green) : Color.systemFill)
            Circle()
                .fill(Color.white)
                .frame(width: Self.knobDiameter, height: Self.knobDiameter)
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                .offset(x: isOn ? 10 : -10)
        }
        .frame(width: Self.trackSize.width, height: Self.trackSize.height)
        .animation(Self.animation, value: isOn)
        .onTapGesture {
            guard isEnabled else { return }
            configuration.isOn.toggle()
        }
        .modifier(_LabelledControlTarget(role: .target))
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// Nil until a style is set: toggles then use ``DefaultToggleStyle``.
struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<ToggleStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var toggleStyle: ErasedStyle<ToggleStyleConfiguration>? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how toggles in this view look.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, ErasedStyle(style))
    }
}
