import Foundation

/// The drawing context a `Canvas` renderer draws with, as SwiftUI's: fills and strokes of paths, text, images
/// and symbol views, under a transform, an opacity, a blend mode, clips and filters that apply to each drawing
/// made after they are set. It is a value: a copy (or a `drawLayer`) has its own state and draws into the same
/// canvas.
///
/// Each drawing becomes one display-list item in the canvas's space, wrapped in the effects of the state it was
/// made with (its filters innermost, then its clips, its opacity and its blend mode), so Flipbook's renderers
/// draw a canvas exactly as they draw views.
public struct GraphicsContext {
    /// What the drawings go into, shared by copies of the context.
    final class Recording {
        var items: [DisplayList.Item] = []
        /// Whether a drawing was made with a blend mode other than normal: the drawings are then composited as
        /// one layer of their own, as a canvas's backing store is, so that they blend only with each other.
        var blends = false

        /// The drawings, as one layer if they blend.
        var layer: DisplayList {
            let list = DisplayList(items: items)
            return blends ? DisplayList(items: [GraphicsContext.wrap(list, in: .compositingGroup)]) : list
        }
    }

    let recording: Recording
    let resources: CanvasResources
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// Maps the context's user space to the canvas's space (points, origin at the top left).
    public var transform: CGAffineTransform = .identity
    /// The opacity each drawing is composited with (0…1).
    public var opacity: Double = 1
    /// How each drawing combines with what the canvas holds beneath it.
    public var blendMode: BlendMode = .normal
    var clips: [DisplayList.Effect] = []
    var filters: [DisplayList.Effect] = []
    /// The part of the canvas (in its space) that drawings can reach: its bounds, narrowed by each path clip.
    var clipBounds: CGRect = .infinite

    init(recording: Recording, resources: CanvasResources, environment: EnvironmentValues) {
        self.recording = recording
        self.resources = resources
        self.environment = environment
    }

    // MARK: Transforms

    /// Moves the user space's origin by (`x`, `y`) user-space points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the user space around its origin (positive angles turn clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` to the user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clips and filters

    /// Restricts later drawings to the inside of `path` (or, with `.inverse`, its outside), in user space.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var outline = path
        var fill = style
        if options.contains(.inverse) {
            // The outside: the path inside a rectangle beyond anything drawn, filled even-odd.
            outline = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            outline.addPath(path)
            fill = FillStyle(eoFill: true, antialiased: style.isAntialiased)
        }
        clips.append(.clip(DisplayList.Clip(path: outline, transform: ProjectionTransform(transform), style: fill)))
        if !options.contains(.inverse) {
            clipBounds = clipBounds.intersection(path.boundingRect.applying(transform))
        }
    }

    /// The bounding box of the area drawings can reach, in user space: the canvas narrowed by the clips (a layer
    /// clip counts as its whole area).
    public var clipBoundingRect: CGRect {
        guard !clipBounds.isNull, !clipBounds.isInfinite else { return clipBounds }
        return clipBounds.applying(transform.inverted())
    }

    /// Restricts later drawings to where the layer `content` draws is opaque (its alpha times `opacity`).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = makeLayer()
        try content(&layer)
        var mask = layer.recording.layer
        if opacity < 1 { mask = DisplayList(items: [Self.wrap(mask, in: .opacity(max(0, opacity)))]) }
        if options.contains(.inverse) {
            mask = DisplayList(items: [Self.wrap(mask, in: .colorMatrix(DisplayList.ColorMatrix(
                red: [0, 0, 0, 0, 0], green: [0, 0, 0, 0, 0], blue: [0, 0, 0, 0, 0], alpha: [0, 0, 0, -1, 1])))])
        }
        clips.append(.mask(mask))
    }

    /// Applies `filter` to each later drawing. Filters apply in the reverse of the order they were added, as in
    /// SwiftUI: the one added last first (`alphaThreshold`, then `blur`, blurs and then thresholds).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if let effect = filter.effect(in: environment, transform: transform) { filters.append(effect) }
    }

    // MARK: Layers

    /// Draws what `content` draws as one layer, then composites it with this context's opacity, blend mode,
    /// clips and filters. The layer's context starts with this one's transform and environment.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = makeLayer()
        try content(&layer)
        emit(.list(layer.recording.layer), transform: .identity)
    }

    private func makeLayer() -> GraphicsContext {
        var layer = GraphicsContext(recording: Recording(), resources: resources, environment: environment)
        layer.transform = transform
        layer.clipBounds = clipBounds
        return layer
    }

    // MARK: Recording

    static func wrap(_ list: DisplayList, in effect: DisplayList.Effect) -> DisplayList.Item {
        DisplayList.Item(transform: ProjectionTransform(), content: .effect(effect, list))
    }

    /// Records one drawing with the context's state.
    func emit(_ content: DisplayList.Content, transform itemTransform: CGAffineTransform? = nil) {
        var item = DisplayList.Item(transform: ProjectionTransform(itemTransform ?? transform), content: content)
        // The filter added last is applied first, as in SwiftUI: `alphaThreshold` then `blur` blurs, then
        // thresholds.
        for effect in filters.reversed() { item = Self.wrap(DisplayList(items: [item]), in: effect) }
        for effect in clips.reversed() { item = Self.wrap(DisplayList(items: [item]), in: effect) }
        if opacity < 1 { item = Self.wrap(DisplayList(items: [item]), in: .opacity(max(0, opacity))) }
        if blendMode != .normal {
            item = Self.wrap(DisplayList(items: [item]), in: .blendMode(blendMode.mode))
            recording.blends = true
        }
        recording.items.append(item)
    }
}

extension GraphicsContext {
    /// Options of `clip(to:)` and `clipToLayer`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the shape instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of `addFilter` (Flipbook's filters all work in the working colour space).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Applies the filter's colour maths in linear light (accepted; Flipbook's filters work on sRGB values).
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// A context blend mode: SwiftUI's names for the view blend modes, plus the Porter-Duff ones Cairo draws.
    public struct BlendMode: Equatable, Sendable {
        let mode: FlipbookDisplayList.BlendMode
        /// Draws over what is beneath, by opacity.
        public static let normal = BlendMode(mode: .normal)
        /// Multiplies the colours: never lighter than either.
        public static let multiply = BlendMode(mode: .multiply)
        /// Multiplies the inverted colours and inverts the result: never darker than either.
        public static let screen = BlendMode(mode: .screen)
        /// Multiplies or screens, by the colour beneath.
        public static let overlay = BlendMode(mode: .overlay)
        /// The darker of the two colours, channel by channel.
        public static let darken = BlendMode(mode: .darken)
        /// The lighter of the two colours, channel by channel.
        public static let lighten = BlendMode(mode: .lighten)
        /// Brightens what is beneath to reflect the drawing's colour.
        public static let colorDodge = BlendMode(mode: .colorDodge)
        /// Darkens what is beneath to reflect the drawing's colour.
        public static let colorBurn = BlendMode(mode: .colorBurn)
        /// Darkens or lightens by the drawing's colour, as a diffuse spotlight would.
        public static let softLight = BlendMode(mode: .softLight)
        /// Multiplies or screens, by the drawing's colour, as a harsh spotlight would.
        public static let hardLight = BlendMode(mode: .hardLight)
        /// The difference of the two colours.
        public static let difference = BlendMode(mode: .difference)
        /// Like `difference`, with lower contrast.
        public static let exclusion = BlendMode(mode: .exclusion)
        /// The drawing's hue with the saturation and luminosity beneath.
        public static let hue = BlendMode(mode: .hue)
        /// The drawing's saturation with the hue and luminosity beneath.
        public static let saturation = BlendMode(mode: .saturation)
        /// The drawing's hue and saturation with the luminosity beneath.
        public static let color = BlendMode(mode: .color)
        /// The drawing's luminosity with the hue and saturation beneath.
        public static let luminosity = BlendMode(mode: .luminosity)
        /// Draws only where something is beneath.
        public static let sourceAtop = BlendMode(mode: .sourceAtop)
        /// Draws behind what is already there.
        public static let destinationOver = BlendMode(mode: .destinationOver)
        /// Erases what is beneath where the drawing is opaque.
        public static let destinationOut = BlendMode(mode: .destinationOut)
        /// Adds the colours and subtracts one, darkening.
        public static let plusDarker = BlendMode(mode: .plusDarker)
        /// Adds the colours, saturating at white.
        public static let plusLighter = BlendMode(mode: .plusLighter)
    }
}
