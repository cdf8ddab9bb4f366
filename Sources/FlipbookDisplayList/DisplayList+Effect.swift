import Foundation

extension DisplayList {
    /// What an effect item does to its items as a whole. One case per effect: renderers, the bounds computation
    /// and the browser page's capability check switch over it exhaustively.
    public enum Effect: Equatable, Sendable, Codable {
        /// The items composited as one layer at an opacity (0…1).
        case opacity(Double)
        /// The items drawn only inside an outline.
        case clip(Clip)
        /// A blurred copy of the items' coverage, tinted and offset, drawn under them.
        case shadow(Shadow)
        /// The items blurred with a Gaussian of standard deviation `radius / 2` points.
        case blur(radius: CGFloat)
        /// The items shown only where the mask's drawing is opaque.
        case mask(DisplayList)
        /// The items made flat in the space `transform` maps to the canvas (their own effects applied there),
        /// then projected as one picture: how a shadow, blur or mask is drawn on a view seen in perspective.
        /// Inside it, shadow offsets are in that space's points.
        case projection(ProjectionTransform)
        /// The items drawn as one layer whose every pixel goes through a colour matrix (hue rotation,
        /// brightness, contrast, saturation, grayscale, colour multiply, inversion, luminance to alpha).
        case colorMatrix(ColorMatrix)
        /// The items drawn as one layer whose every pixel becomes `color` where its opacity is within
        /// `min…max`, and clear elsewhere (`GraphicsContext.Filter.alphaThreshold`).
        case alphaThreshold(min: Double, max: Double, color: Color.Resolved)
        /// The items drawn as one layer, combined with what is beneath with a blend mode.
        case blendMode(BlendMode)
        /// The items drawn as one layer, then composited: blend modes inside combine only with the layer
        /// (`compositingGroup`, `drawingGroup`).
        case compositingGroup
    }

    /// An outline the items are clipped to, with its own canvas transform.
    public struct Clip: Equatable, Sendable, Codable {
        /// The clip's outline, in its local coordinates.
        public var path: Path
        /// Maps the outline's coordinates to canvas points.
        public var transform: ProjectionTransform
        /// Which points are inside the outline (even-odd or non-zero winding).
        public var style: FillStyle
        /// A clip to `path`, placed on the canvas by `transform`.
        public init(path: Path, transform: ProjectionTransform, style: FillStyle = FillStyle()) {
            self.path = path
            self.transform = transform
            self.style = style
        }
    }

    /// A shadow: the items' coverage blurred with a Gaussian of standard deviation `radius / 2`, painted in
    /// `color` and moved by `offset` (canvas points, or the enclosing projection's points).
    public struct Shadow: Equatable, Sendable, Codable {
        /// The shadow's colour, opacity included.
        public var color: Color.Resolved
        /// The blur radius, in points.
        public var radius: CGFloat
        /// How far the shadow is moved from what casts it, in points.
        public var offset: CGSize
        /// A shadow of `color`, blurred by `radius` and moved by `offset`.
        public init(color: Color.Resolved, radius: CGFloat, offset: CGSize) {
            self.color = color
            self.radius = radius
            self.offset = offset
        }
    }
}
