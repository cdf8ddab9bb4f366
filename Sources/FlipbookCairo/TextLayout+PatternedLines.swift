import CCairo
import FlipbookDisplayList
import Foundation

/// An underline or strikethrough drawn in dashes or dots, which Pango only draws solid: its marks, as rectangles
/// in the layout's space, drawn after the glyphs.
struct PatternedLine {
    /// The marks, in points from the layout's origin.
    var marks: [CGRect]
    /// The line's own colour, or the colour of the part of a joined text it is under; nil for the text's.
    var color: Color.Resolved?
}

/// Where a patterned line goes: its bytes of the string, which line, in what pattern and font.
struct PatternedLineSpan {
    enum Kind { case underline, strikethrough }
    var start: Int32
    var end: Int32
    var kind: Kind
    var pattern: FontDescriptor.LinePattern
    var font: FontDescriptor
    var color: Color.Resolved?

    /// The patterned lines of `font` over bytes `start..<end` (none for solid lines, which Pango draws).
    static func spans(of font: FontDescriptor, start: Int32, end: Int32,
                      runColor: Color.Resolved? = nil) -> [PatternedLineSpan] {
        var spans: [PatternedLineSpan] = []
        if font.underline, font.underlinePattern != .solid {
            spans.append(PatternedLineSpan(start: start, end: end, kind: .underline, pattern: font.underlinePattern,
                                           font: font, color: font.underlineColor ?? runColor))
        }
        if font.strikethrough, font.strikethroughPattern != .solid {
            spans.append(PatternedLineSpan(start: start, end: end, kind: .strikethrough,
                                           pattern: font.strikethroughPattern, font: font,
                                           color: font.strikethroughColor ?? runColor))
        }
        return spans
    }
}

extension TextLayout {
    /// The marks of each patterned line on each line of the layout it crosses, placed where Pango puts a solid
    /// line of the span's font (its underline or strikethrough position and thickness).
    static func patternedLines(of spans: [PatternedLineSpan], in layout: OpaquePointer, context: OpaquePointer,
                               fonts: FontConfiguration) -> [PatternedLine] {
        guard !spans.isEmpty, let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let scale = CGFloat(PANGO_SCALE)
        let placements = spans.map { placement(of: $0, context: context, fonts: fonts) }
        var lines = spans.map { PatternedLine(marks: [], color: $0.color) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
            for (index, span) in spans.enumerated() {
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, span.start, span.end, &ranges, &count)
                guard let ranges else { continue }
                defer { g_free(ranges) }
                let (offset, thickness) = placements[index]
                for range in 0..<Int(count) {
                    let from = CGFloat(ranges[2 * range]) / scale, to = CGFloat(ranges[2 * range + 1]) / scale
                    lines[index].marks += marks(of: span.pattern, from: from, to: to, top: baseline - offset,
                                                thickness: thickness)
                }
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return lines.filter { !$0.marks.isEmpty }
    }

    /// How far above the baseline the top of the span's line is, and how thick it is, in points: the font's
    /// metrics, read at the font's size whatever the context's matrix scales them by.
    private static func placement(of span: PatternedLineSpan, context: OpaquePointer,
                                  fonts: FontConfiguration) -> (offset: CGFloat, thickness: CGFloat) {
        let description = description(of: span.font, fonts: fonts)
        defer { pango_font_description_free(description) }
        var matrixScale: CGFloat = 1
        if let matrix = pango_context_get_matrix(context) {
            matrixScale = max(abs(matrix.pointee.xx * matrix.pointee.yy - matrix.pointee.xy * matrix.pointee.yx)
                .squareRoot(), 1e-6)
        }
        let size = span.font.size
        guard let metrics = pango_context_get_metrics(context, description, nil) else {
            return (span.kind == .underline ? -0.1 * size : 0.3 * size, max(0.05 * size, 0.5))
        }
        defer { pango_font_metrics_unref(metrics) }
        let units = CGFloat(PANGO_SCALE) * matrixScale
        let position: Int32, thickness: Int32
        switch span.kind {
        case .underline:
            position = pango_font_metrics_get_underline_position(metrics)
            thickness = pango_font_metrics_get_underline_thickness(metrics)
        case .strikethrough:
            position = pango_font_metrics_get_strikethrough_position(metrics)
            thickness = pango_font_metrics_get_strikethrough_thickness(metrics)
        }
        return (CGFloat(position) / units + span.font.baselineOffset, max(CGFloat(thickness) / units, 0.5))
    }

    /// The marks of `pattern` from `from` to `to`, starting with a mark, the last one cut at the end.
    private static func marks(of pattern: FontDescriptor.LinePattern, from: CGFloat, to: CGFloat, top: CGFloat,
                              thickness: CGFloat) -> [CGRect] {
        guard let dashes = pattern.dashes, to > from, from.isFinite, to.isFinite else { return [] }
        var marks: [CGRect] = []
        var x = from
        var step = 0
        while x < to, marks.count < 10_000 {
            let length = dashes[step % dashes.count] * thickness
            if step % 2 == 0 { marks.append(CGRect(x: x, y: top, width: min(length, to - x), height: thickness)) }
            x += length
            step += 1
        }
        return marks
    }
}
