import Foundation

/// Interpolating a text's glyphs through a change that keeps its string (a change of size, weight or spacing),
/// as SwiftUI does for `.interpolate`, its default here, and numeric text.
extension TextTransition {
    /// Whether every glyph has its match in the new text, so that the change can be interpolated glyph by glyph:
    /// the same string in the same family, design and slant, on as many lines, with a transition that
    /// interpolates. Other changes cross-fade, as SwiftUI's do where glyphs do not match.
    func interpolatesGlyphs(to new: Snapshot) -> Bool {
        switch kind {
        case .interpolate, .numericText: break
        case .identity, .opacity, .symbolReplace: return false
        }
        guard old.string == new.string, old.font.family == new.font.family, old.font.design == new.font.design,
              old.font.italic == new.font.italic, old.shownFontSize > 0, new.font.size > 0 else { return false }
        // Lines in font sizes: equal when the text broke into as many lines.
        let oldLines = old.shownSize.height / old.shownFontSize, newLines = new.size.height / new.font.size
        return abs(oldLines - newLines) <= 0.25 * max(oldLines, newLines)
    }

    /// The glyph size and box shown `p` of the way from the old text to the new: each text's box is scaled to
    /// the in-between glyph size and the two are mixed, so the box is the old one at 0 and the new one at 1.
    func interpolated(to new: Snapshot, p: Double) -> (fontSize: CGFloat, box: CGSize) {
        let t = CGFloat(p)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        let fontSize = mix(old.shownFontSize, new.font.size)
        let oldBox = old.shownSize, oldScale = fontSize / old.shownFontSize, newScale = fontSize / new.font.size
        return (fontSize, CGSize(width: mix(oldBox.width * oldScale, new.size.width * newScale),
                                 height: mix(oldBox.height * oldScale, new.size.height * newScale)))
    }

    /// The text shown now on the way to `new`, when the change interpolates: the nearer of the two as laid out,
    /// stretched to the box shown. A change that interrupts this one starts from it.
    func shown(toward new: Snapshot) -> Snapshot? {
        guard interpolatesGlyphs(to: new) else { return nil }
        var nearer = shown < 0.5 ? old : new
        let box = interpolated(to: new, p: shown).box
        guard nearer.size.width > 0, nearer.size.height > 0 else { return nil }
        nearer.scale = CGSize(width: box.width / nearer.size.width, height: box.height / nearer.size.height)
        return nearer
    }

    /// The glyphs `p` of the way from the old text to the new: the text as laid out, stretched to the
    /// in-between box, centred in `size`. Sizes and spacings scale smoothly; fonts come in whole weights here (no
    /// variable axes), so a change of weight cross-fades the old weight into the new, both stretched to the same
    /// box so that their glyphs stay together.
    func interpolate(to new: Snapshot, p: Double, alignment: TextAlignment, into builder: inout DisplayListBuilder,
                     space: RenderSpace, size: CGSize, viewID: Int) {
        let box = interpolated(to: new, p: p).box
        let layers = old.font.weight == new.font.weight ? [(new, 1.0)] : [(old, 1 - p), (new, p)]
        for (snapshot, opacity) in layers where opacity > 0 && snapshot.size.width > 0 && snapshot.size.height > 0 {
            let drawing = DisplayList.TextDrawing(string: snapshot.string, font: snapshot.font, color: new.color,
                                                  size: snapshot.size, lineLimit: snapshot.lineLimit, alignment: alignment)
            let placement = snapshot.placement(filling: box, centredIn: size)
            let item = DisplayList.Item(transform: ProjectionTransform(placement).concatenating(space.transform),
                                        content: .text(drawing), viewID: viewID)
            builder.faded(opacity, viewID: viewID) { $0.append(item) }
        }
    }
}
