import CCairo
import Foundation
import FlipbookDisplayList

extension CairoRenderer {
    /// Lays out `text` for drawing.
    func layout(of text: DisplayList.TextDrawing) -> TextLayout {
        layout(text.string, font: text.font, width: text.size.width, lineLimit: text.lineLimit,
               alignment: text.alignment, runs: text.runs, truncation: text.truncation ?? .tail)
    }

    /// A layout of `string`, made once and kept: the same texts are drawn frame after frame, and shaping them is
    /// most of what drawing them costs.
    private func layout(_ string: String, font: FontDescriptor, width: CGFloat?, lineLimit: Int?,
                        alignment: TextAlignment, runs: [DisplayList.TextRun]? = nil,
                        truncation: TextTruncation = .tail) -> TextLayout {
        let key = TextLayoutKey(string: string, font: font, width: width, lineLimit: lineLimit, alignment: alignment,
                                runs: runs, truncation: truncation)
        if let kept = layouts[key] { return kept }
        if layouts.count >= 512 { layouts.removeAll(keepingCapacity: true) }
        let made = TextLayout(context: pangoContext, string: string, font: font, width: width, lineLimit: lineLimit,
                              alignment: alignment, fonts: fonts, runs: runs, truncation: truncation)
        layouts[key] = made
        return made
    }

    /// The layouts of a symbol's glyph and inset, each with the offset that centres its ink in the box.
    func layouts(of symbol: DisplayList.SymbolDrawing) -> [(TextLayout, CGPoint)] {
        let side = min(symbol.size.width, symbol.size.height)
        var parts: [(TextLayout, CGPoint)] = []
        let glyphFont = FontDescriptor(family: symbol.fontFamily, size: side, weight: 400, design: .default, italic: false)
        parts.append(centred(layout(symbol.glyph, font: glyphFont, width: nil, lineLimit: 1, alignment: .leading),
                             in: symbol.size))
        if let inset = symbol.inset {
            let insetFont = FontDescriptor(family: nil, size: side * 0.5, weight: max(500, symbol.insetWeight),
                                           design: .default, italic: false)
            parts.append(centred(layout(inset, font: insetFont, width: nil, lineLimit: 1, alignment: .leading),
                                 in: symbol.size))
        }
        return parts
    }

    private func centred(_ layout: TextLayout, in size: CGSize) -> (TextLayout, CGPoint) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout.layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let midX = (CGFloat(ink.x) + CGFloat(ink.width) / 2) / scale
        let midY = (CGFloat(ink.y) + CGFloat(ink.height) / 2) / scale
        return (layout, CGPoint(x: size.width / 2 - midX, y: size.height / 2 - midY))
    }

    /// How a symbol's glyph, laid out centred in its box at the box's shorter side, is placed: its quarter turns
    /// about the box's centre, then, for a stretched symbol, the square at the centre stretched to the whole box.
    func placement(_ symbol: DisplayList.SymbolDrawing) -> CGAffineTransform {
        let centre = CGPoint(x: symbol.size.width / 2, y: symbol.size.height / 2)
        let about = { (transform: CGAffineTransform) in
            CGAffineTransform(translationX: -centre.x, y: -centre.y).concatenating(transform)
                .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
        }
        let turns = ((symbol.quarterTurns % 4) + 4) % 4
        var placement = turns == 0 ? .identity : about(CGAffineTransform(rotationAngle: CGFloat(turns) * .pi / 2))
        let side = min(symbol.size.width, symbol.size.height)
        if symbol.stretches, side > 0, symbol.size.width != symbol.size.height {
            placement = placement.concatenating(about(CGAffineTransform(scaleX: symbol.size.width / side,
                                                                        y: symbol.size.height / side)))
        }
        return placement
    }

    /// Draws a symbol in the current (affine) user space.
    func drawSymbol(_ symbol: DisplayList.SymbolDrawing, _ cr: OpaquePointer) {
        guard !isTooSmallToSee(fontSize: min(symbol.size.width, symbol.size.height), cr) else { return }
        matchPangoContext(cr)
        let glyph = placement(symbol)
        var matrix = cairo_matrix_t(xx: Double(glyph.a), yx: Double(glyph.b), xy: Double(glyph.c), yy: Double(glyph.d),
                                    x0: Double(glyph.tx), y0: Double(glyph.ty))
        // A gradient is set before the glyph's placement: it lies in the symbol's box, not the turned glyph's.
        if let paint = symbol.paint { setPaint(cr, paint) } else { setColor(cr, symbol.color) }
        cairo_transform(cr, &matrix)
        for (layout, offset) in layouts(of: symbol) {
            cairo_move_to(cr, Double(offset.x), Double(offset.y))
            pango_cairo_show_layout(cr, layout.layout)
        }
    }

    /// The outline of laid-out text or glyphs, in the layout's space moved by `offset` and then `transform`:
    /// how text is drawn under a projective transform (flattened and projected like any fill). It is taken on
    /// `outlineContext`, not on the context drawn on: Pango leaves out glyphs outside that context's clip and
    /// surface, and the layout's own space, where the outline is taken, is anywhere relative to them.
    func outline(of layouts: [(TextLayout, CGPoint)], transform: CGAffineTransform = .identity) -> Path {
        let cr = outlineContext
        cairo_new_path(cr)
        for (layout, offset) in layouts {
            cairo_move_to(cr, Double(offset.x), Double(offset.y))
            pango_cairo_layout_path(cr, layout.layout)
            for mark in layout.patternedLines.flatMap(\.marks) {
                cairo_rectangle(cr, Double(offset.x + mark.minX), Double(offset.y + mark.minY),
                                Double(mark.width), Double(mark.height))
            }
        }
        guard let copied = cairo_copy_path(cr) else { return Path() }
        defer { cairo_path_destroy(copied) }
        var path = Path()
        var index = 0
        let data = copied.pointee.data!
        while index < Int(copied.pointee.num_data) {
            let header = data[index].header
            let point = { (i: Int) in
                CGPoint(x: data[index + i].point.x, y: data[index + i].point.y).applying(transform)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
            default: break
            }
            index += Int(header.length)
        }
        cairo_new_path(cr)
        return path
    }
}
