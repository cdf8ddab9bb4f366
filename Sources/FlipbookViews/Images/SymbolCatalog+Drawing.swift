import Foundation

extension SymbolCatalog.Entry {
    /// What the entry draws in a box of `size` whose local space `transform` maps to the canvas: one symbol
    /// item, or, for a composed entry, a compositing group of its enclosure, its glyph and its slash (so that
    /// what is knocked out shows what is behind the symbol, not through the symbol's own shapes). With a
    /// `layerColor` (hierarchical and palette symbols), the enclosure is drawn in it and the glyph over it in
    /// `color`, rather than cut out of it.
    ///
    /// `filledInk` says the symbol's name makes a one-glyph entry's ink a filled enclosure with its mark cut out
    /// (`checkmark.circle.fill`). With a `layerColor`, that ink takes it: where the font has the enclosure's shape,
    /// the cut-out mark is filled with `color`, as SF Symbols layers the mark over its enclosure; else the glyph is
    /// drawn whole in the layer colour.
    func item(weight: Int, color: Color.Resolved, layerColor: Color.Resolved? = nil,
              filledInk: SymbolCatalog.FilledInk? = nil, size: CGSize, transform: ProjectionTransform,
              paint: DisplayList.Paint? = nil, stretches: Bool = false, viewID: Int = 0) -> DisplayList.Item? {
        if enclosure == nil, filledInk != nil, let layerColor {
            if drawnShape == nil, inset == nil, let shape = filledInk?.shape {
                return markLayered(color: color, layerColor: layerColor, shape: shape, size: size,
                                   transform: transform, stretches: stretches, viewID: viewID)
            }
            return item(weight: weight, color: layerColor, size: size, transform: transform, paint: paint,
                        stretches: stretches, viewID: viewID)
        }
        if let drawnShape {
            // Ink as wide as a glyph's in its box (the font's glyphs leave a twelfth of the em on each side).
            let side = min(size.width, size.height)
            let box = stretches ? CGRect(origin: .zero, size: size)
                                : CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
            let path = drawnShape.path(in: box.insetBy(dx: box.width / 12, dy: box.height / 12))
            return DisplayList.Item(transform: transform, content: .fill(path, paint ?? .color(color), FillStyle()),
                                    viewID: viewID)
        }
        guard let glyph else { return nil }
        var drawing = DisplayList.SymbolDrawing(glyph: glyph, fontFamily: SymbolCatalog.fontFamily, inset: inset,
                                                insetWeight: weight, quarterTurns: quarterTurns, color: color, size: size,
                                                paint: paint, stretches: stretches)
        guard enclosure != nil || isSlashed else {
            return DisplayList.Item(transform: transform, content: .symbol(drawing), viewID: viewID)
        }
        var items: [DisplayList.Item] = []
        var glyphTransform = transform
        if let enclosure, let shape = Self.character(enclosure.codepoint) {
            items.append(DisplayList.Item(
                transform: transform,
                content: .symbol(DisplayList.SymbolDrawing(glyph: shape, fontFamily: SymbolCatalog.fontFamily,
                                                           color: layerColor ?? color, size: size,
                                                           paint: layerColor == nil ? paint : nil, stretches: stretches)),
                viewID: viewID))
            // SF Symbols' enclosed glyphs take about half the enclosure.
            let side = min(size.width, size.height) * 0.5
            drawing.size = CGSize(width: side, height: side)
            // The inner glyph in its own, smaller box: the enclosure's gradient would not line up with it.
            drawing.paint = nil
            glyphTransform = ProjectionTransform(CGAffineTransform(translationX: (size.width - side) / 2,
                                                                   y: (size.height - side) / 2))
                .concatenating(transform)
        }
        let glyphItem = DisplayList.Item(transform: glyphTransform, content: .symbol(drawing), viewID: viewID)
        items.append(enclosure?.isFilled == true && layerColor == nil ? Self.knockedOut(glyphItem) : glyphItem)
        if isSlashed {
            // A slash from the top left to the bottom right, with a gap cut on either side of it.
            let box = drawing.size
            var slash = Path()
            slash.move(to: CGPoint(x: box.width * 0.1, y: box.height * 0.08))
            slash.addLine(to: CGPoint(x: box.width * 0.9, y: box.height * 0.92))
            let width = min(box.width, box.height) * 0.08
            items.append(Self.knockedOut(DisplayList.Item(
                transform: glyphTransform,
                content: .stroke(slash, .color(color), StrokeStyle(lineWidth: width * 3, lineCap: .round)),
                viewID: viewID)))
            items.append(DisplayList.Item(transform: glyphTransform,
                                          content: .stroke(slash, .color(color), StrokeStyle(lineWidth: width, lineCap: .round)),
                                          viewID: viewID))
        }
        return DisplayList.Item(transform: ProjectionTransform(), content: .effect(.compositingGroup, DisplayList(items: items)),
                                viewID: viewID)
    }

    /// A one-glyph filled enclosure drawn in two layers: the shape, a little smaller than the ink so that no rim of
    /// it shows, in `color` with the glyph's ink cut out of it, leaving the mark; then the glyph in `layerColor`. A
    /// translucent layer colour thus shows what is behind the symbol, not the shape.
    private func markLayered(color: Color.Resolved, layerColor: Color.Resolved, shape: UInt32,
                             size: CGSize, transform: ProjectionTransform, stretches: Bool,
                             viewID: Int) -> DisplayList.Item? {
        guard let glyph, let shapeGlyph = Self.character(shape) else { return nil }
        func glyphItem(_ character: String, in color: Color.Resolved, transform: ProjectionTransform) -> DisplayList.Item {
            DisplayList.Item(transform: transform,
                             content: .symbol(DisplayList.SymbolDrawing(glyph: character, fontFamily: SymbolCatalog.fontFamily,
                                                                        quarterTurns: character == glyph ? quarterTurns : 0,
                                                                        color: color, size: size, stretches: stretches)),
                             viewID: viewID)
        }
        let inside = ProjectionTransform(CGAffineTransform(scaleX: 0.9, y: 0.9)
            .about(CGPoint(x: size.width / 2, y: size.height / 2))).concatenating(transform)
        var opaque = layerColor
        opaque.opacity = 1
        let items = [glyphItem(shapeGlyph, in: color, transform: inside),
                     Self.knockedOut(glyphItem(glyph, in: opaque, transform: transform)),
                     glyphItem(glyph, in: layerColor, transform: transform)]
        return DisplayList.Item(transform: ProjectionTransform(), content: .effect(.compositingGroup, DisplayList(items: items)),
                                viewID: viewID)
    }

    /// The entry's glyph as a character of the symbols' font (nil for a code point that is not a character).
    var glyph: String? { Self.character(codepoint) }

    private static func character(_ codepoint: UInt32) -> String? {
        Unicode.Scalar(codepoint).map { String(Character($0)) }
    }

    /// `item` cut out of what is drawn before it in the group.
    private static func knockedOut(_ item: DisplayList.Item) -> DisplayList.Item {
        DisplayList.Item(transform: ProjectionTransform(), content: .effect(.blendMode(.destinationOut), DisplayList(items: [item])),
                         viewID: item.viewID)
    }
}
