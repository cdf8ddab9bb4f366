import Foundation

/// iOS 26's Liquid Glass: a translucent surface that shows what is behind it, optionally tinted. Flipbook draws
/// no refraction or blur behind it: glass is a fill of the system background at the glass's opacity (50 % for
/// `.regular`, 20 % for `.clear`) over a soft shadow (black at 12 %, radius 8, 2 points down), the tint over it
/// at 35 %, and a 1-point light edge of white at 50 %.
public struct Glass: Equatable, Sendable {
    let opacity: Double
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass.
    public static let regular = Glass(opacity: 0.5, tintColor: nil, isInteractive: false)
    /// A more transparent glass, for over rich content.
    public static let clear = Glass(opacity: 0.2, tintColor: nil, isInteractive: false)
    /// No glass at all: the view is drawn as it is.
    public static let identity = Glass(opacity: 0, tintColor: nil, isInteractive: false)

    /// This glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(opacity: opacity, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches (accepted: it is drawn the same).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(opacity: opacity, tintColor: tintColor, isInteractive: isEnabled)
    }
}

/// The shape glass takes unless told another: a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    public init() {}

    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How glass appears and disappears as views with glass come and go (accepted; glass fades as its view does).
public struct GlassEffectTransition: Sendable {
    /// Glass that morphs between views with the same `glassEffectID`, glass that materializes in place, or none.
    public static let matchedGeometry = GlassEffectTransition(), materialize = GlassEffectTransition(),
                      identity = GlassEffectTransition()
}

/// Glass shapes drawn together, which iOS blends into one another when they come within `spacing` (Flipbook
/// draws each shape on its own).
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    /// How close shapes come before they blend.
    public let spacing: CGFloat?

    /// A container of glass shapes.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}

/// The glass behind a view: fill, tint and light edge in the shape.
struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let base = scheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color.white
        shape.fill(base.opacity(glass.opacity))
            .shadow(color: .black.opacity(0.12), radius: 8, y: 2)
            .overlay { shape.fill((glass.tintColor ?? .clear).opacity(0.35)) }
            .overlay { shape.stroke(Color.white.opacity(0.5), lineWidth: 1) }
    }
}

extension View {
    /// Draws this view on glass in `shape` (a capsule unless told another).
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background { if glass.opacity > 0 { GlassBackground(glass: glass, shape: shape) } }
    }

    /// Names this view's glass in `namespace`, so that glass leaving with one view and arriving with another of
    /// the same id morphs between them: in Flipbook, as `matchedGeometryEffect` moves one into the other.
    @ViewBuilder
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        if let id { matchedGeometryEffect(id: id, in: namespace) } else { self }
    }

    /// Joins this view's glass with others of the same id into one shape (accepted; each is drawn on its own).
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }

    /// How this view's glass comes and goes (accepted).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}
