import Foundation

extension GraphicsContext {
    /// What a fill or stroke paints with: a colour, a gradient in user-space points, a shape style or the
    /// foreground style.
    public struct Shading: Sendable {
        enum Storage: Sendable {
            case color(Color)
            case style(any ShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
            /// Core Graphics' two-centred radial gradient (`CGContext.drawRadialGradient`).
            case circles(Gradient, start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat,
                         extends: Bool)
            case tiled(ImagePaint, origin: CGPoint)
            case foreground
        }

        let storage: Storage

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(storage: .color(color)) }
        /// A colour from components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double,
                                 blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// A shape style, resolved against the bounds of the path it paints.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(style)) }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(storage: .foreground) }
        /// A linear gradient between two user-space points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// A radial gradient around a user-space centre.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        /// An angular gradient around a user-space centre, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .conic(gradient, center: center, angle: angle))
        }

        /// A picture tiled from a user-space `origin`: `sourceRect` of it (unit coordinates), `scale` points per
        /// pixel.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            Shading(storage: .tiled(ImagePaint(image: image, sourceRect: sourceRect, scale: scale), origin: origin))
        }

        /// The paint for a drawing whose user-space bounds are `bounds`.
        func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
            switch storage {
            case .color(let color):
                return .color(color.resolve(in: environment))
            case .style(let style):
                return ShapeStyles.resolve(style, in: environment).paint(in: bounds)
            case .foreground:
                return environment.resolvedForegroundStyle.paint(in: bounds)
            case let .linear(gradient, start, end):
                return .linearGradient(stops: gradient.resolvedStops(in: environment), start: start, end: end)
            case let .radial(gradient, center, startRadius, endRadius):
                return .radialGradient(stops: gradient.resolvedStops(in: environment), center: center,
                                       startRadius: startRadius, endRadius: endRadius)
            case let .circles(gradient, start, startRadius, end, endRadius, extends):
                return .twoCircleGradient(stops: gradient.resolvedStops(in: environment), start: start,
                                          startRadius: startRadius, end: end, endRadius: endRadius, extends: extends)
            case let .tiled(paint, origin):
                return paint.resolvedPaint(in: environment).paint(in: CGRect(origin: origin, size: bounds.size))
            case let .conic(gradient, center, angle):
                return .angularGradient(stops: gradient.resolvedStops(in: environment), center: center,
                                        startAngle: angle, endAngle: angle + .degrees(360))
            }
        }

        /// One colour standing for the shading (text and symbols are drawn in one colour).
        func representativeColor(in environment: EnvironmentValues) -> Color.Resolved {
            switch paint(in: environment, bounds: .zero) {
            case .color(let color): return color
            case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
                 .twoCircleGradient(let stops, _, _, _, _, _), .angularGradient(let stops, _, _, _):
                return stops.first?.color ?? Color.black.resolve(in: environment)
            case .mesh(let mesh):
                return mesh.colors.first ?? Color.black.resolve(in: environment)
            case .image(let image):
                var color = ResolvedPaint.pictureStandIn
                color.opacity = Float(image.opacity)
                return color
            }
        }
    }

    /// Options of gradient shadings (Flipbook's gradients pad beyond their ends).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient past its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the gradient past its ends, reversing every other time.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates the colours in linear light (accepted; gradients already are).
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A filter applied to each later drawing.
    public struct Filter: Sendable {
        enum Storage: Sendable {
            case blur(CGFloat)
            case shadow(Color, radius: CGFloat, offset: CGSize)
            case matrix(DisplayList.ColorMatrix)
            case multiply(Color)
            /// A Metal shader, which Flipbook cannot run.
            case shader(Shader)
            case alphaThreshold(min: Double, max: Double, color: Color)
        }

        let storage: Storage

        /// A Gaussian blur (standard deviation `radius / 2`, as the view modifier's).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(storage: .blur(radius))
        }
        /// A shadow under each drawing, offset by (`x`, `y`) canvas points.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(storage: .shadow(color, radius: radius, offset: CGSize(width: x, height: y)))
        }
        /// A colour matrix.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(storage: .matrix(matrix.displayListMatrix)) }
        /// The view modifiers' colour filters, with the same formulas.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(storage: .matrix(_HueRotationFilter.matrix(angle))) }
        /// Brightens by `amount` (−1…1).
        public static func brightness(_ amount: Double) -> Filter { Filter(storage: .matrix(_BrightnessFilter.matrix(amount))) }
        /// Scales contrast by `amount` (1 leaves it).
        public static func contrast(_ amount: Double) -> Filter { Filter(storage: .matrix(_ContrastFilter.matrix(amount))) }
        /// Scales saturation by `amount` (0 grey, 1 unchanged).
        public static func saturation(_ amount: Double) -> Filter { Filter(storage: .matrix(_SaturationFilter.matrix(amount))) }
        /// Removes `amount` (0…1) of the colour.
        public static func grayscale(_ amount: Double) -> Filter { Filter(storage: .matrix(_GrayscaleFilter.matrix(amount))) }
        /// Multiplies each colour by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(storage: .multiply(color)) }
        /// Inverts the colours by `amount` (0…1).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = min(max(amount, 0), 1)
            return Filter(storage: .matrix(DisplayList.ColorMatrix(
                red: [1 - 2 * a, 0, 0, 0, a], green: [0, 1 - 2 * a, 0, 0, a], blue: [0, 0, 1 - 2 * a, 0, a],
                alpha: [0, 0, 0, 1, 0])))
        }
        /// Changes each pixel's colour with a shader (not run: later drawings are unfiltered, with a warning).
        public static func colorShader(_ shader: Shader) -> Filter { Filter(storage: .shader(shader)) }
        /// Moves each pixel with a shader (not run, with a warning).
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            Filter(storage: .shader(shader))
        }
        /// Redraws each drawing with a shader (not run, with a warning).
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            Filter(storage: .shader(shader))
        }
        /// Paints `color` where a drawing's opacity is within `min…max` and clears the rest: after a blur (added
        /// later, so applied first), the gooey shapes of metaballs.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter(storage: .alphaThreshold(min: min, max: max, color: color))
        }
        /// Turns luminance into opacity: bright parts opaque, dark parts clear.
        public static var luminanceToAlpha: Filter { Filter(storage: .matrix(_LuminanceToAlphaFilter.matrix(0))) }

        /// The filter as a display-list effect; nil for a shader, which is not run.
        func effect(in environment: EnvironmentValues, transform: CGAffineTransform) -> DisplayList.Effect? {
            switch storage {
            case .shader(let shader):
                GraphWarnings.logOnce(shader.notRunWarning)
                return nil
            case let .alphaThreshold(min, max, color):
                return .alphaThreshold(min: min, max: max, color: color.resolve(in: environment))
            case .blur(let radius): return .blur(radius: max(0, radius))
            case let .shadow(color, radius, offset):
                return .shadow(DisplayList.Shadow(color: color.resolve(in: environment), radius: max(0, radius),
                                                  offset: offset))
            case .matrix(let matrix): return .colorMatrix(matrix)
            case .multiply(let color): return .colorMatrix(_ColorMultiplyFilter.matrix(color.resolve(in: environment)))
            }
        }
    }

    /// Options of the blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Blurs as if the layer were opaque at its edges.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result (accepted; no effect).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of the shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content instead of below.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws only the shadow, not the content.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Casts the shadow from the content's transparent parts (an inner shadow).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Applies the shadow to each drawing on its own rather than to the layer (accepted).
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}

/// A colour matrix as SwiftUI spells it: rows r, g, b, a of four weights and a constant, on 0…1 components.
public struct ColorMatrix: Equatable, Sendable {
    /// The red row: weights of red, green, blue and alpha, then the constant.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// The green row: weights of red, green, blue and alpha, then the constant.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// The blue row: weights of red, green, blue and alpha, then the constant.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// The alpha row: weights of red, green, blue and alpha, then the constant.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    public init() {}

    var displayListMatrix: DisplayList.ColorMatrix {
        DisplayList.ColorMatrix(red: [r1, r2, r3, r4, r5].map(Double.init), green: [g1, g2, g3, g4, g5].map(Double.init),
                                blue: [b1, b2, b3, b4, b5].map(Double.init), alpha: [a1, a2, a3, a4, a5].map(Double.init))
    }
}
