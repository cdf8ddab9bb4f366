import FlipbookCairo
import Foundation

/// Renders a view to an image, as SwiftUI's `ImageRenderer` does: the view is proposed `proposedSize` (its ideal
/// size by default) and the image takes the size it chooses, with a transparent background.
@MainActor
public final class ImageRenderer<Content: View> {
    /// The view rendered.
    public var content: Content
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// The size offered to the view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// The fonts text is drawn with.
    public var fonts = FontConfiguration()

    /// A renderer of `content`, as SwiftUI's.
    public init(content: Content) {
        self.content = content
    }

    /// The view drawn into pixels; nil if it has no area.
    public var rasterImage: RasterImage? {
        let graph = ViewGraph(rootView: content, size: .zero, proposal: proposedSize,
                              textMeasurer: PangoTextMeasurer(fonts: fonts))
        return try? CairoRenderer(fonts: fonts).render(graph.displayList, size: graph.size, scale: scale)
    }

    /// The view as PNG; nil if it has no area.
    public var pngData: Data? {
        try? rasterImage?.pngData()
    }
}
