import Foundation

/// A view that shows an image: a picture file from the scene's resources (`Image("card")`), or a symbol
/// (`Image(systemName: "heart.fill")`) drawn like a glyph of the current font.
public struct Image: View, Equatable {
    enum Source: Equatable {
        case named(String, bundle: Bundle?, isDecorative: Bool)
        case system(String)
    }

    /// How a resizable image fills a frame larger or smaller than itself.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the picture at its own size, or stretches it.
        case tile, stretch
    }

    /// How pixels are sampled when the image is scaled.
    public enum Interpolation: Hashable, Sendable {
        /// Pixels scaled without smoothing, or smoothed (every level but `none` smooths).
        case none, low, medium, high
    }

    /// Whether an image is drawn with its own colours or as a mask filled with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The picture's opacity in the foreground style, or its own colours.
        case template, original
    }

    /// How a resizable image fills its frame.
    struct Resizing: Equatable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    var source: Source
    var resizing: Resizing?
    var interpolation: Interpolation = .medium
    var renderingMode: TemplateRenderingMode?
    /// How a symbol's layers are coloured, if set on the image (else the environment's).
    var symbolMode: SymbolRenderingMode?

    /// The image file `name` (PNG or JPEG, with or without extension, `@2x`/`@3x` variants) from the scene's
    /// resources, or from `bundle`. A missing file logs a warning and shows nothing.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle, isDecorative: false)
    }

    /// The image file `name`, with `label` for accessibility (kept, not drawn).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// An image that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle, isDecorative: true)
    }

    /// A system symbol, drawn from the Material Design Icons font through ``SymbolCatalog``. An unknown name
    /// logs SwiftUI's warning and shows a question mark in a circle where the symbol would be.
    public init(systemName: String) {
        source = .system(systemName)
    }

    public var body: Never { primitiveBody(Self.self) }

    /// Makes the image take the size it is given instead of its own.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return copy
    }

    /// The image scaled with `interpolation` (`.none` keeps pixels sharp).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// Whether edges are smoothed (accepted; no effect).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The image drawn as a template in the foreground style, or in its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }
}

extension Image {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(ImageNode(graph: graph)) }
}
