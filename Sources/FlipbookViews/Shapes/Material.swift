import Foundation

/// A translucent background, as SwiftUI's materials. Flipbook draws no blur behind it: a material is a fill of
/// the system background colour (white in light mode, near-black in dark mode) at the material's opacity.
public struct Material: ShapeStyle, ResolvableShapeStyle, Equatable, Sendable {
    /// How opaque the material is.
    let opacity: Double

    /// The most translucent material.
    public static let ultraThin = Material(opacity: 0.35)
    /// A translucent material.
    public static let thin = Material(opacity: 0.5)
    /// The standard material.
    public static let regular = Material(opacity: 0.65)
    /// A mostly opaque material.
    public static let thick = Material(opacity: 0.8)
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.9)
    /// The material of bars (navigation and tab bars).
    public static let bar = Material(opacity: 0.85)

    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let base: Color.Resolved = environment.colorScheme == .dark
            ? Color.Resolved(red: 0.11, green: 0.11, blue: 0.12, opacity: Float(opacity))
            : Color.Resolved(red: 1, green: 1, blue: 1, opacity: Float(opacity))
        return .color(base)
    }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A translucent material.
    public static var thinMaterial: Material { .thin }
    /// The standard material.
    public static var regularMaterial: Material { .regular }
    /// A mostly opaque material.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
