import Foundation

extension ShapeStyle {
    /// This style combined with what is beneath it by `mode` (iOS 17): a shape filled or stroked with it is drawn
    /// as one layer in that blend mode.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendedShapeStyle(base: self, blendMode: mode) }
}

/// A shape style that draws in a blend mode.
protocol BlendedShapeStyle {
    var blendMode: BlendMode { get }
}

/// A style and the blend mode it draws in.
public struct _BlendedShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle, BlendedShapeStyle, ShadowedShapeStyle {
    let base: Base
    let blendMode: BlendMode

    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        ShapeStyles.resolve(base, in: environment)
    }

    var shadows: [ShadowStyle] { (base as? ShadowedShapeStyle)?.shadows ?? [] }
}
