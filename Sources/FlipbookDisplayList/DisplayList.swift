import Foundation

/// What a frame shows, independent of any renderer: a list of drawing items in back-to-front order, each with
/// the global (canvas) transform of its local coordinates.
///
/// Effects that apply to several items as a whole (opacity, clips, shadows, blurs, masks, projection) are items
/// too: an ``Content/effect(_:_:)`` item draws its list with one ``Effect``. Every renderer switches over
/// ``Content`` and ``Effect`` exhaustively, so an effect added here cannot be forgotten by one of them.
public struct DisplayList: Equatable, Sendable, Codable {
    /// The items, back to front.
    public var items: [Item]

    /// A list of `items`, drawn back to front.
    public init(items: [Item] = []) {
        self.items = items
    }

    /// One drawing, or a list of drawings with an effect.
    public struct Item: Equatable, Sendable, Codable {
        /// Maps the item's local coordinates to canvas points (projective transforms allowed). Effect items carry
        /// the identity: their lists' items have canvas transforms of their own.
        public var transform: ProjectionTransform
        /// What the item draws.
        public var content: Content
        /// The node that produced the item, for tracing and inspection.
        public var viewID: Int

        /// An item drawing `content` in the coordinates `transform` maps to the canvas.
        public init(transform: ProjectionTransform, content: Content, viewID: Int = 0) {
            self.transform = transform
            self.content = content
            self.viewID = viewID
        }
    }

    /// What an item draws: a shape, text, a picture or a symbol, a list of items reused, or a list with an effect.
    public enum Content: Equatable, Sendable, Codable {
        /// A filled outline.
        case fill(Path, Paint, FillStyle)
        /// A stroked outline.
        case stroke(Path, Paint, StrokeStyle)
        /// Text laid out in a box of the item's local space.
        case text(TextDrawing)
        /// A picture file drawn into a box of the item's local space.
        case image(ImageDrawing)
        /// A symbol glyph centred in a box of the item's local space.
        case symbol(SymbolDrawing)
        /// Items drawn as they are: a drawing made earlier and reused as a whole.
        case list(DisplayList)
        /// Items drawn with an effect applied to them as a whole.
        case effect(Effect, DisplayList)
    }
}
