import Foundation

/// How a button looks, pressed or not, as SwiftUI's `ButtonStyle`: `makeBody` gets the button's label and
/// whether a finger is down on it. The button keeps its tap handling.
@MainActor
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button as this style draws it, from its label and whether it is pressed.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The button's label, role and pressed state.
    typealias Configuration = ButtonStyleConfiguration
}

/// A button's label and state, as a style sees them.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public var body: Never { primitiveBody(Self.self) }
        public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
            _ViewNode(ButtonLabelNode<Self>(graph: graph))
        }
    }
    /// The button's label.
    public let label: Label
    /// Whether a finger is down on the button.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// What a button does, for styles that draw it differently (a destructive button in red, say).
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A button that deletes or removes something.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels.
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that confirms (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
    /// A button that closes what shows it (iOS 26).
    public static let close = ButtonRole(name: "close")

    /// The symbol a button with this role and no label of its own shows (iOS 26's `Button(role:action:)`).
    var symbolName: String {
        switch name {
        case "confirm": return "checkmark"
        case "destructive": return "trash"
        default: return "xmark"
        }
    }
}

/// How a button looks and when it triggers, as SwiftUI's `PrimitiveButtonStyle`: `makeBody` decides when to call
/// `configuration.trigger()` (attach a gesture to the label, say).
@MainActor
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button as this style draws it; the style calls `configuration.trigger()` to run the action.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The button's label, role and action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A button's label and action, as a primitive style sees them.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's label.
    public let label: Label
    /// The button's role (destructive, cancel), if any.
    public let role: ButtonRole?
    let action: () -> Void
    /// Runs the button's action.
    public func trigger() { action() }
}

/// A button style with its type erased, as the environment keeps it.
@MainActor
struct AnyButtonStyle {
    /// The styled button for a configuration; `handlesTaps` when the style triggers the action itself.
    let body: @MainActor (ButtonStyleConfiguration, @escaping () -> Void) -> AnyView
    let handlesTaps: Bool

    init<S: ButtonStyle>(_ style: S) {
        body = { configuration, _ in AnyView(style.makeBody(configuration: configuration)) }
        handlesTaps = false
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        body = { configuration, action in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(
                label: configuration.label, role: configuration.role, action: action)))
        }
        handlesTaps = true
    }
}

struct ButtonStyleKey: EnvironmentKey { nonisolated static var defaultValue: AnyButtonStyle? { nil } }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }

    /// Draws the buttons in this view with `style`, which also decides when they trigger.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(primitive: style))
    }
}

/// The `label` placeholder of a button style's body: the button's own label.
final class ButtonLabelNode<Placeholder: View>: ModifierContentResolver, ViewNode {
    func update(_ view: Placeholder, context: ResolveContext) {
        resolveContent(as: Placeholder.self, context: context)
    }
}

// MARK: Built-in styles

/// The label in its own colours; dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}
    /// The label, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.75 : 1)
    }
}

/// The label in the tint colour (red for a destructive button); dimmed while pressed (iOS's default for buttons
/// outside lists).
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the tint colour (red for a destructive button), dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .opacity(configuration.isPressed ? 0.2 : 1)
    }
}

/// The label in the tint colour on a rounded tinted background (padding 12 × 7, corner radius 8, the tint at
/// 15 %); dimmed while pressed. A destructive button is tinted red.
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}
    /// The label on a rounded tinted background, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: false)
    }
}

/// The label in white on a rounded background of the tint colour (red for a destructive button); dimmed while
/// pressed.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The bordered prominent style.
    public init() {}
    /// The label in white on the tint colour, dimmed while pressed, grey when disabled.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: true)
    }
}

struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        // A destructive button is red whatever the tint, as iOS draws it.
        let color = configuration.role == .destructive ? Color.red : tint ?? .accentColor
        let metrics = controlSize.borderedMetrics
        // Disabled, both styles are iOS's grey: the label in the tertiary label colour on the tertiary fill.
        let label = isEnabled ? (prominent ? Color.white : color) : Color(.tertiaryLabel)
        let fill = isEnabled ? (prominent ? color : color.opacity(0.15)) : Color(.tertiarySystemFill)
        configuration.label
            .foregroundStyle(label)
            .padding(.horizontal, borderShape == .circle ? metrics.vertical : metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(outline(cornerRadius: metrics.cornerRadius).fill(fill))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }

    private func outline(cornerRadius: CGFloat) -> AnyShape {
        switch borderShape.kind {
        case .automatic: return AnyShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        case .roundedRectangle(let radius):
            return AnyShape(RoundedRectangle(cornerRadius: radius ?? cornerRadius, style: .continuous))
        }
    }
}

/// The platform's default: borderless.
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}
    /// The label as the borderless style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label in its own colours, dimmed while pressed.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour, dimmed while pressed.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
    /// The label on a rounded background of the tint at 15 %.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in white on a rounded background of the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default: borderless.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// macOS's link style: the label in the link colour (the tint here), dimmed while pressed, as the borderless
/// style draws it.
public struct LinkButtonStyle: ButtonStyle {
    /// The link style.
    public init() {}
    /// The label in the tint colour, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

extension ButtonStyle where Self == LinkButtonStyle {
    /// The label as a link (macOS).
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
