import Foundation

/// The node of an `Image`: a picture file or a symbol, sized as SwiftUI sizes them (its own size unless
/// resizable) and drawn as one item.
final class ImageNode: BoundaryNode, ViewNode {
    private enum Content: Equatable {
        case picture(ImageFile)
        case symbol(SymbolCatalog.Entry, fontSize: CGFloat, weight: Int)
        case missing
    }

    private var content = Content.missing
    private var isResizable = false
    private var tiles = false
    private var smooths = true
    private var color: AnimatedValue<Color.Resolved>?
    /// The colour of a symbol's enclosure when it is drawn in layers (hierarchical or palette); nil when the
    /// symbol is one colour with its glyph cut out.
    private var layerColor: Color.Resolved?
    /// What the symbol's name says when its ink is a filled enclosure with the glyph cut out (`heart.circle.fill`):
    /// drawn as one glyph in layers, it takes the enclosure's colour.
    private var filledInk: SymbolCatalog.FilledInk?
    /// A gradient foreground style, which paints a symbol across its box (it jumps from one to the next).
    private var gradient: ResolvedPaint?
    private var isTemplate = false
    /// The colour the symbol takes when drawn in multicolor, if it has one.
    private var multicolor: Color?
    private var label: String?
    /// The bundle path and name the current picture was looked up for, so that the disk is searched once per
    /// name (a missing file too), not on every update.
    private var lookedUp: (bundle: String?, name: String)?
    /// A symbol being replaced in an animated transaction: the old one, how it leaves and the new one arrives,
    /// and the progress of the change.
    private var replacement: (old: Content, swap: SymbolSwap, progress: AnimatedValue<Double>)?
    /// Whether the image is drawn as a placeholder block (`redacted(reason:)`).
    private var drawsPlaceholder = false

    func update(_ image: Image, context: ResolveContext) {
        let environment = context.environment
        let newContent: Content
        multicolor = nil
        switch image.source {
        case let .named(name, bundle, isDecorative):
            if let lookedUp, lookedUp.bundle == bundle?.bundlePath, lookedUp.name == name {
                newContent = content
            } else {
                newContent = ImageFile.named(name, bundle: bundle, in: graph.resourceFolders).map(Content.picture) ?? .missing
            }
            label = isDecorative ? nil : name
            lookedUp = (bundle?.bundlePath, name)
        case let .system(name):
            let font = (environment.barItemSymbolFont ?? environment.font ?? .body).descriptor
            let weight = (environment.fontWeight?.value) ?? font.weight
            let size = font.size * environment.imageScale.factor
            if let entry = SymbolCatalog.entry(named: name, in: environment.symbolVariants) {
                newContent = .symbol(entry, fontSize: size, weight: weight)
            } else {
                GraphWarnings.log("No symbol named '\(name)' found in system symbol set")
                newContent = .symbol(SymbolCatalog.placeholder, fontSize: size, weight: weight)
            }
            label = name
            multicolor = SymbolCatalog.multicolor(named: name)
            lookedUp = nil
            filledInk = SymbolCatalog.filledInk(of: name)
        }
        let resizable = image.resizing != nil
        if case .symbol = content, case .symbol = newContent, newContent != content,
           let animation = context.transaction.animation, let swap = SymbolSwap(environment.contentTransition) {
            replacement = (content, swap, .progress(animation: animation, from: graph.time))
            graph.startAnimating(self)
        } else if newContent != content {
            replacement = nil
        }
        if newContent != content || resizable != isResizable { invalidateLayout() }
        content = newContent
        isResizable = resizable
        tiles = image.resizing?.mode == .tile
        smooths = image.interpolation != .none
        let style = environment.resolvedForegroundStyle
        let mode = image.symbolMode ?? environment.symbolRenderingMode
        let inMulticolor = image.renderingMode == .original || mode == .multicolor
        let multicolor = inMulticolor ? self.multicolor?.resolve(in: environment) : nil
        color = fed(color, multicolor ?? style.representativeColor, transaction: context.transaction)
        let glyphGradient = multicolor == nil ? style.glyphGradient : nil
        if glyphGradient != gradient {
            gradient = glyphGradient
            invalidateRender()
        }
        let layers = Self.layerColor(mode: mode, in: environment)
        if layers != layerColor {
            layerColor = layers
            invalidateRender()
        }
        // Symbols are always drawn in the foreground colour; pictures only when asked to be templates.
        isTemplate = image.renderingMode == .template
        if environment.drawsPlaceholders != drawsPlaceholder {
            drawsPlaceholder = environment.drawsPlaceholders
            invalidateRender()
        }
    }

    /// The colour of the enclosure layer in `mode`: the secondary level of the foreground style when hierarchical,
    /// the second foreground style when a palette has one.
    private static func layerColor(mode: SymbolRenderingMode?, in environment: EnvironmentValues) -> Color.Resolved? {
        switch mode {
        case SymbolRenderingMode.hierarchical?:
            return HierarchicalShapeStyle.secondary.resolvedPaint(in: environment).representativeColor
        case SymbolRenderingMode.palette?:
            return environment.resolvedForegroundLevel(1)?.representativeColor
        default:
            return nil
        }
    }

    /// The size the image has of its own: a picture's point size; a symbol's box, 1.2 times the font size
    /// square (SF Symbols are about that much larger than the text they sit in).
    private var intrinsicSize: CGSize {
        switch content {
        case .picture(let file): return file.size
        case .symbol(_, let fontSize, _): return CGSize(width: fontSize * 1.2, height: fontSize * 1.2)
        case .missing: return .zero
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let own = intrinsicSize
        guard isResizable else { return own }
        return CGSize(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard size.width > 0, size.height > 0 else { return }
        if drawsPlaceholder, content != .missing {
            builder.fill(Redaction.block(size), Redaction.fill(color?.presented ?? Color.black.resolved()), in: space,
                         viewID: nodeID)
            return
        }
        guard let replacement else { return draw(content, into: &builder, space: space, size: size) }
        let p = min(max(replacement.progress.presented, 0), 1)
        for (shown, pose) in [(replacement.old, replacement.swap.leaving(p)), (content, replacement.swap.arriving(p))]
        where pose.opacity > 0 {
            let scale = max(pose.scale, 1e-4)
            let scaled = ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)
                .about(CGPoint(x: size.width / 2, y: size.height / 2)))
            var inner = space
            inner.transform = scaled.concatenating(space.transform)
            builder.faded(pose.opacity, viewID: nodeID) { draw(shown, into: &$0, space: inner, size: size) }
        }
    }

    private func draw(_ content: Content, into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        let color = color?.presented ?? Color.black.resolved()
        switch content {
        case .picture(let file):
            let drawing = DisplayList.ImageDrawing(file: file, size: size, tiles: tiles, smooths: smooths,
                                                   tint: isTemplate ? color : nil)
            builder.append(DisplayList.Item(transform: space.transform, content: .image(drawing), viewID: nodeID))
        case let .symbol(entry, _, weight):
            guard let item = entry.item(weight: weight, color: color, layerColor: layerColor, filledInk: filledInk,
                                        size: size, transform: space.transform,
                                        paint: gradient?.paint(in: CGRect(origin: .zero, size: size)),
                                        stretches: isResizable, viewID: nodeID) else { return }
            builder.append(item)
        case .missing:
            return
        }
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        var animating = false
        if let color, color.isAnimating {
            color.tick(at: time)
            animating = color.isAnimating
        }
        if let replacement {
            replacement.progress.tick(at: time)
            if replacement.progress.isAnimating { animating = true } else { self.replacement = nil }
        }
        return animating
    }

    override var animatedInputs: [AnimatedInput] { super.animatedInputs + [AnimatedInput("color", color)] }

    override var debugText: String? { label }
    override var debugName: String { "Image" }
}

/// How a symbol swapped for another in an animated transaction changes: by a replace effect
/// (`contentTransition(.symbolEffect(.replace))`), or cross-faded (the default content transition, since SwiftUI's
/// falls back to opacity where a symbol's paths do not interpolate; also `.opacity`, `.interpolate` and the numeric
/// ones, which have no digits to roll here). Nil for `.identity`: the new symbol shows at once.
private enum SymbolSwap {
    case crossFade
    case replace(ReplaceSymbolEffect)

    init?(_ transition: ContentTransition) {
        switch transition.kind {
        case .identity: return nil
        case .symbolReplace(let effect): self = .replace(effect)
        case .opacity, .interpolate, .numericText: self = .crossFade
        }
    }

    /// The old symbol's pose at progress `p` (0…1).
    func leaving(_ p: Double) -> _SymbolPose {
        switch self {
        case .crossFade: return _SymbolPose(opacity: 1 - p)
        case .replace(let effect): return effect.leaving(p)
        }
    }

    /// The new symbol's pose at progress `p`.
    func arriving(_ p: Double) -> _SymbolPose {
        switch self {
        case .crossFade: return _SymbolPose(opacity: p)
        case .replace(let effect): return effect.arriving(p)
        }
    }
}
