import Foundation

/// A running content transition of a text node: the text it left, and the progress of the change (0 → 1 with
/// the transaction's animation).
///
/// Numeric text is drawn character by character, aligned at the end (so digits of equal place value face each
/// other): a character equal to the one it replaces stays; a changed one leaves and its replacement arrives,
/// each moved vertically by half the font size, scaled between 0.6 and 1, blurred up to 0.15 em and faded.
/// These magnitudes are Flipbook's (SwiftUI's are not documented). A text on more than one line (an explicit line
/// break, or wrapped in its width) cross-fades instead, so that its lines stay where they are.
struct TextTransition {
    struct Snapshot {
        var string: String
        var font: FontDescriptor
        var color: Color.Resolved
        var size: CGSize
        /// The lines drawn: as many as fit in `size` (none past them, where measuring and drawing differ by a
        /// hair and the last word would wrap).
        var lineLimit: Int?
        /// How much the text as laid out is stretched where it is shown: other than 1 only for the text an
        /// interpolation was interrupted at, part of the way between two sizes.
        var scale = CGSize(width: 1, height: 1)

        /// The box the text is shown in.
        var shownSize: CGSize { CGSize(width: size.width * scale.width, height: size.height * scale.height) }
        /// The size the text's glyphs are shown at.
        var shownFontSize: CGFloat { font.size * scale.height }

        /// Where the text, as laid out, is drawn to fill `box`, centred in `frame`.
        func placement(filling box: CGSize, centredIn frame: CGSize) -> CGAffineTransform {
            CGAffineTransform(scaleX: box.width / size.width, y: box.height / size.height)
                .concatenating(CGAffineTransform(translationX: (frame.width - box.width) / 2,
                                                 y: (frame.height - box.height) / 2))
        }
    }

    let old: Snapshot
    let kind: ContentTransition.Kind
    /// Whether new characters arrive from above (counting down).
    let downwards: Bool
    let progress: AnimatedValue<Double>

    /// The shown progress, 0…1 (a spring may overshoot; it is clamped).
    var shown: Double { min(max(progress.presented, 0), 1) }

    /// Draws the old and new text at progress `p`, in a box of `size` (the new text's laid-out box is `new.size`,
    /// centred in it).
    func render(new: Snapshot, measurer: TextMeasuring, alignment: TextAlignment,
                into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize, viewID: Int) {
        let p = shown
        if interpolatesGlyphs(to: new) {
            interpolate(to: new, p: p, alignment: alignment, into: &builder, space: space,
                        size: size, viewID: viewID)
            return
        }
        let perCharacter: Bool
        if case .numericText = kind { perCharacter = true } else { perCharacter = false }
        guard perCharacter, !new.string.contains("\n"), !old.string.contains("\n") else {
            crossFade(new: new, p: p, alignment: alignment, into: &builder, space: space,
                      size: size, viewID: viewID)
            return
        }
        let newChars = Array(new.string), oldChars = Array(old.string)
        let newX = Self.offsets(of: newChars, font: new.font, measurer: measurer)
        let oldX = Self.offsets(of: oldChars, font: old.font, measurer: measurer)
        // Characters roll along one line; a text that wraps (wider on one line than its box) cross-fades instead,
        // keeping its lines.
        guard newX.last! <= new.size.width + 0.5, oldX.last! <= old.size.width + 0.5 else {
            crossFade(new: new, p: p, alignment: alignment, into: &builder, space: space,
                      size: size, viewID: viewID)
            return
        }
        let newOrigin = CGPoint(x: (size.width - new.size.width) / 2, y: (size.height - new.size.height) / 2)
        // The old text keeps its end where the new one's is.
        let oldOrigin = CGPoint(x: newOrigin.x + new.size.width - old.size.width, y: (size.height - old.size.height) / 2)
        let rise = new.font.size * 0.5 * (downwards ? -1 : 1)
        for fromEnd in 0..<max(newChars.count, oldChars.count) {
            let newIndex = newChars.count - 1 - fromEnd, oldIndex = oldChars.count - 1 - fromEnd
            let newChar = newIndex >= 0 ? newChars[newIndex] : nil
            let oldChar = oldIndex >= 0 ? oldChars[oldIndex] : nil
            if let newChar, newChar == oldChar {
                draw(newChar, snapshot: new, at: CGPoint(x: newOrigin.x + newX[newIndex], y: newOrigin.y),
                     width: newX[newIndex + 1] - newX[newIndex], amount: 0, into: &builder, space: space, viewID: viewID)
                continue
            }
            if let oldChar {
                draw(oldChar, snapshot: old, at: CGPoint(x: oldOrigin.x + oldX[oldIndex], y: oldOrigin.y - rise * p),
                     width: oldX[oldIndex + 1] - oldX[oldIndex], amount: p, into: &builder, space: space, viewID: viewID)
            }
            if let newChar {
                draw(newChar, snapshot: new,
                     at: CGPoint(x: newOrigin.x + newX[newIndex], y: newOrigin.y + rise * (1 - p)),
                     width: newX[newIndex + 1] - newX[newIndex], amount: 1 - p, into: &builder, space: space,
                     viewID: viewID)
            }
        }
    }

    /// The x offset of each character and of the end, measured as prefixes of the line.
    private static func offsets(of characters: [Character], font: FontDescriptor, measurer: TextMeasuring) -> [CGFloat] {
        var result: [CGFloat] = [0]
        var prefix = ""
        for character in characters {
            prefix.append(character)
            result.append(measurer.measure(prefix, font: font, width: nil, lineLimit: 1).size.width)
        }
        return result
    }

    /// One character, `amount` of the way out (0: as it is; 1: gone): faded, shrunk around its centre, blurred.
    private func draw(_ character: Character, snapshot: Snapshot, at origin: CGPoint, width: CGFloat, amount: Double,
                      into builder: inout DisplayListBuilder, space: RenderSpace, viewID: Int) {
        guard amount < 1, width > 0 else { return }
        let box = CGSize(width: width, height: snapshot.size.height)
        // No line limit: a character's share of the line (its prefix's width less the last one's) is narrower than
        // the character alone when kerning pulls it in, and a limit would have it drawn as an ellipsis.
        let drawing = DisplayList.TextDrawing(string: String(character), font: snapshot.font, color: snapshot.color,
                                              size: box, lineLimit: nil, alignment: .leading)
        let scale = 1 - 0.4 * amount
        let placement = CGAffineTransform(scaleX: scale, y: scale).about(CGPoint(x: box.width / 2, y: box.height / 2))
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        let item = DisplayList.Item(transform: ProjectionTransform(placement).concatenating(space.transform),
                                    content: .text(drawing), viewID: viewID)
        guard amount > 0 else { return builder.append(item) }
        builder.faded(1 - amount, viewID: viewID) { faded in
            faded.withEffect(.blur(radius: snapshot.font.size * 0.15 * amount), viewID: viewID) { $0.append(item) }
        }
    }

    private func crossFade(new: Snapshot, p: Double, alignment: TextAlignment,
                           into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize, viewID: Int) {
        for (snapshot, opacity) in [(old, 1 - p), (new, p)] where opacity > 0 && snapshot.size.width > 0
            && snapshot.size.height > 0 {
            let drawing = DisplayList.TextDrawing(string: snapshot.string, font: snapshot.font, color: snapshot.color,
                                                  size: snapshot.size, lineLimit: snapshot.lineLimit, alignment: alignment)
            let placement = snapshot.placement(filling: snapshot.shownSize, centredIn: size)
            let item = DisplayList.Item(transform: ProjectionTransform(placement).concatenating(space.transform),
                                        content: .text(drawing), viewID: viewID)
            builder.faded(opacity, viewID: viewID) { $0.append(item) }
        }
    }
}
