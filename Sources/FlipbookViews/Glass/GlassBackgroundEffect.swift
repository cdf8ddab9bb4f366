import Foundation

/// When visionOS's glass background shows.
public struct GlassBackgroundDisplayMode: Hashable, Sendable {
    let isShown: Bool
    /// Always shown.
    public static let always = GlassBackgroundDisplayMode(isShown: true)
    /// Shown as the system decides: here, always.
    public static let implicit = GlassBackgroundDisplayMode(isShown: true)
    /// Never shown.
    public static let never = GlassBackgroundDisplayMode(isShown: false)
}

extension View {
    /// visionOS's glass behind the view: drawn as the regular glass in a 24-point rounded rectangle (our choice
    /// for a window's corners), or in `shape`.
    public func glassBackgroundEffect(displayMode: GlassBackgroundDisplayMode = .always) -> some View {
        glassBackgroundEffect(in: RoundedRectangle(cornerRadius: 24, style: .continuous), displayMode: displayMode)
    }

    /// visionOS's glass behind the view, in `shape`.
    public func glassBackgroundEffect<S: InsettableShape>(in shape: S,
                                                          displayMode: GlassBackgroundDisplayMode = .always) -> some View {
        background { if displayMode.isShown { GlassBackground(glass: .regular, shape: shape) } }
    }
}
