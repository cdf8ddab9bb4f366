import Foundation

/// A shadow a shape style carries (iOS 16): `.fill(.red.shadow(.drop(radius: 4)))` casts one under the shape,
/// `.inner(…)` darkens the shape inside its edges.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow under the shape, blurred by `radius` and moved by (`x`, `y`).
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside the shape's edges, cast by its outside, blurred by `radius` and moved by (`x`, `y`).
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }
}

extension ShapeStyle {
    /// This style with a shadow: a shape filled or stroked with it casts the shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowedShapeStyle(base: self, shadow: style) }
}

/// A shape style with shadows, in the order they were added.
protocol ShadowedShapeStyle {
    var shadows: [ShadowStyle] { get }
}

/// A style and a shadow.
public struct _ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle, ShadowedShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        ShapeStyles.resolve(base, in: environment)
    }

    var shadows: [ShadowStyle] { ((base as? ShadowedShapeStyle)?.shadows ?? []) + [shadow] }
}

extension ShapeStyle where Self == _ShadowedShapeStyle<ForegroundStyle> {
    /// The current foreground style with `style`'s shadow (`.fill(.shadow(.inner(radius: 4)))`).
    public static func shadow(_ style: ShadowStyle) -> _ShadowedShapeStyle<ForegroundStyle> {
        _ShadowedShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}
