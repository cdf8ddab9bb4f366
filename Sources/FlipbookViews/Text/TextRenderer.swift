import Foundation

/// Draws the text views inside a `textRenderer(_:)` modifier in place of their usual drawing (iOS 18): it is
/// given the text's laid-out lines, runs and glyphs and a graphics context, and may move, fade, blur or skip each
/// piece. A renderer is `Animatable`: its `animatableData` animates as a modifier's does, and `draw(layout:in:)`
/// is called with every presented value.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose space is the text view's (origin at its top left).
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size the text takes for a proposal; by default the text's own.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far drawings may reach outside the text's frame (accepted: Flipbook does not clip text).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` sizes.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The size the text takes, laid out as usual, for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A value attached to part of a text with `customAttribute(_:)`, which a `TextRenderer` reads from the runs
/// it is given (`run[MyAttribute.self]`).
public protocol TextAttribute: Hashable {}

extension Text {
    /// The text with `value` attached, for a `TextRenderer` to read from its runs.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var copy = self
        copy.customAttributes.append(AnyHashable(value))
        return copy
    }
}

extension View {
    /// Draws the text views inside with `renderer`.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        modifier(TextRendererModifier(renderer: renderer))
    }
}

/// Puts a renderer in the environment; as an animatable modifier, its body sees the renderer's presented data.
struct TextRendererModifier<Renderer: TextRenderer>: ViewModifier, Animatable {
    // Read and written by the nonisolated `animatableData` (as `Animatable` requires); a renderer is a value.
    nonisolated(unsafe) var renderer: Renderer

    nonisolated var animatableData: Renderer.AnimatableData {
        get { renderer.animatableData }
        set { renderer.animatableData = newValue }
    }

    func body(content: Content) -> some View {
        content.environment(\.textRenderer, AnyTextRenderer(renderer))
    }
}

/// A text renderer of any type, as the environment carries it (a value: its closures capture the renderer, a
/// value too).
struct AnyTextRenderer: @unchecked Sendable {
    let draw: (Text.Layout, inout GraphicsContext) -> Void
    let sizeThatFits: (ProposedViewSize, TextProxy) -> CGSize

    init<Renderer: TextRenderer>(_ renderer: Renderer) {
        draw = { layout, context in renderer.draw(layout: layout, in: &context) }
        sizeThatFits = { proposal, text in renderer.sizeThatFits(proposal: proposal, text: text) }
    }
}

struct TextRendererKey: EnvironmentKey { static let defaultValue: AnyTextRenderer? = nil }

extension EnvironmentValues {
    /// The renderer that draws text inside, if any.
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}
