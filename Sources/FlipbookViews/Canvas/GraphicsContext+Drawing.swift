import Foundation

/// What a canvas's context needs from its host: text measurement, resource folders and the drawings of its
/// symbol views by tag.
struct CanvasResources {
    let textMeasurer: TextMeasuring
    let resourceFolders: [URL]
    let symbols: [AnyHashable: (size: CGSize, list: DisplayList)]
}

extension GraphicsContext {
    // MARK: Paths

    /// Fills `path` (in user space) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        emit(.fill(path, shading.paint(in: environment, bounds: path.boundingRect), style))
    }

    /// Strokes `path` (in user space) with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty else { return }
        emit(.stroke(path, shading.paint(in: environment, bounds: path.boundingRect), style))
    }

    /// Strokes `path` (in user space) with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// Text measured and coloured for this context, ready to draw (possibly many times).
    public struct ResolvedText {
        let string: String
        let font: FontDescriptor
        let measurer: TextMeasuring
        let environment: EnvironmentValues
        /// What the text is painted with (its colour, or the context's foreground style).
        public var shading: Shading

        /// The size the text takes laid out in `size` (wrapped at its width).
        public func measure(in size: CGSize) -> CGSize { metrics(width: size.width).size }
        /// The distance from the top to the first baseline, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { metrics(width: size.width).firstBaseline }
        /// The distance from the top to the last baseline, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { metrics(width: size.width).lastBaseline }

        func metrics(width: CGFloat?) -> TextMetrics {
            let width = width.flatMap { $0.isFinite ? max(0, $0) : nil }
            return measurer.measure(string, font: font, width: width, lineLimit: environment.lineLimit)
        }
    }

    /// `text` resolved with this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        let color = text.color.map { Shading.color($0) } ?? .foreground
        return ResolvedText(string: environment.textCase.map { $0.apply(to: text.string) } ?? text.string,
                            font: text.fontDescriptor(in: environment), measurer: resources.textMeasurer,
                            environment: environment, shading: color)
    }

    /// Draws resolved text with its `anchor` (a unit point of its box) at `point`, on one line per paragraph.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.metrics(width: nil).size
        draw(text, in: CGRect(origin: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height),
                              size: size))
    }

    /// Draws resolved text wrapped in `rect`, from its top left.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard !text.string.isEmpty, rect.width.isFinite, rect.height.isFinite else { return }
        let drawing = DisplayList.TextDrawing(string: text.string, font: text.font,
                                              color: text.shading.representativeColor(in: environment),
                                              size: rect.size, lineLimit: environment.lineLimit,
                                              alignment: environment.multilineTextAlignment)
        emit(.text(drawing), transform: CGAffineTransform(translationX: rect.minX, y: rect.minY).concatenating(transform))
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` wrapped in `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    // MARK: Images

    /// An image looked up for this context, ready to draw.
    public struct ResolvedImage {
        enum Content {
            case picture(ImageFile, template: Bool, smooths: Bool)
            case symbol(SymbolCatalog.Entry, weight: Int)
            case missing
        }
        let content: Content
        let environment: EnvironmentValues
        /// The image's own size in points (a symbol's box is 1.2 times its font size).
        public let size: CGSize
        /// The distance from the image's top to its baseline (its height).
        public var baseline: CGFloat { size.height }
        /// What a template picture or a symbol is painted with.
        public var shading: Shading?
    }

    /// `image` resolved with this context's environment (a missing file or symbol logs a warning and draws
    /// nothing).
    public func resolve(_ image: Image) -> ResolvedImage {
        switch image.source {
        case let .named(name, bundle, _):
            // The lookup `Image(name)` does (a file, then an asset catalog's image set), with its warnings.
            guard let file = ImageFile.named(name, bundle: bundle, in: resources.resourceFolders) else {
                return ResolvedImage(content: .missing, environment: environment, size: .zero, shading: nil)
            }
            let template = image.renderingMode == .template
            return ResolvedImage(content: .picture(file, template: template, smooths: image.interpolation != .none),
                                 environment: environment, size: file.size, shading: template ? .foreground : nil)
        case let .system(name):
            let font = (environment.font ?? .body).descriptor
            guard let entry = SymbolCatalog.entry(named: name) else {
                GraphWarnings.log("No symbol named '\(name)' found in system symbol set")
                return ResolvedImage(content: .missing, environment: environment, size: .zero, shading: nil)
            }
            return ResolvedImage(content: .symbol(entry, weight: environment.fontWeight?.value ?? font.weight),
                                 environment: environment,
                                 size: CGSize(width: font.size * 1.2, height: font.size * 1.2), shading: .foreground)
        }
    }

    /// Draws a resolved image with its `anchor` at `point`, at its own size.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: CGRect(origin: CGPoint(x: point.x - anchor.x * image.size.width,
                                               y: point.y - anchor.y * image.size.height), size: image.size))
    }

    /// Draws a resolved image stretched into `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let placed = CGAffineTransform(translationX: rect.minX, y: rect.minY).concatenating(transform)
        let color = image.shading?.representativeColor(in: environment) ?? Color.black.resolve(in: environment)
        switch image.content {
        case let .picture(file, template, smooths):
            emit(.image(DisplayList.ImageDrawing(file: file, size: rect.size, smooths: smooths,
                                                 tint: template ? color : nil)), transform: placed)
        case let .symbol(entry, weight):
            guard let item = entry.item(weight: weight, color: color, size: rect.size,
                                        transform: ProjectionTransform(placed)) else { return }
            emit(item.content, transform: item.transform.affineTransform)
        case .missing:
            return
        }
    }

    /// Draws `image` with its `anchor` at `point`, at its own size.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` stretched into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    // MARK: Symbols

    /// A symbol view of the canvas, drawn as it was laid out at its ideal size.
    public struct ResolvedSymbol {
        let list: DisplayList
        /// The symbol view's size.
        public let size: CGSize
    }

    /// The canvas's symbol view tagged `id`, or nil if there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        resources.symbols[AnyHashable(id)].map { ResolvedSymbol(list: $0.list, size: $0.size) }
    }

    /// Draws a symbol view with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(origin: CGPoint(x: point.x - anchor.x * symbol.size.width,
                                                y: point.y - anchor.y * symbol.size.height), size: symbol.size))
    }

    /// Draws a symbol view scaled into `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let placed = CGAffineTransform(scaleX: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)).concatenating(transform)
        emit(.list(symbol.list.transformed(by: ProjectionTransform(placed))), transform: .identity)
    }
}
