/// iOS 26's glass button: the label in the tint on a capsule of glass, dimmed while pressed.
public struct GlassButtonStyle: ButtonStyle {
    let glass: Glass
    /// The glass style, on regular glass.
    public init() { glass = .regular }
    /// The glass style, on `glass` (`.clear`, or tinted).
    public init(_ glass: Glass) { self.glass = glass }
    /// The label on a capsule of the style's glass.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, prominent: false, glass: glass)
    }
}

/// iOS 26's prominent glass button: the label in white on a capsule of glass tinted with the tint colour.
public struct GlassProminentButtonStyle: ButtonStyle {
    /// The prominent glass style.
    public init() {}
    /// The label in white on tinted glass.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, prominent: true, glass: .regular)
    }
}

struct GlassButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    let glass: Glass
    @Environment(\.tint) private var tint

    var body: some View {
        let color = tint ?? .accentColor
        configuration.label
            .foregroundStyle(prominent ? Color.white : color)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background { if prominent { Capsule().fill(color) } }
            .glassEffect(prominent ? .regular.tint(color) : glass)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    /// The label in the tint on a capsule of glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// The label in the tint on a capsule of `glass`.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// The label in white on a capsule of glass tinted with the tint colour.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
