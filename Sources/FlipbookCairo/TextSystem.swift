import CCairo
import Foundation
import FlipbookDisplayList

/// Fonts and Pango layout shared by text measurement and drawing, so that text is drawn exactly as measured.
///
/// The system font is Inter (Debian's `fonts-inter`, close to SF Pro in metrics); serif, rounded and monospaced
/// designs map to DejaVu Serif, Inter and DejaVu Sans Mono. Emoji come from Noto Color Emoji through
/// fontconfig's fallback. Hinting is off, so layouts do not change with the drawing scale.
public struct FontConfiguration: Hashable, Sendable {
    public var systemFamily: String
    public var serifFamily: String
    public var monospacedFamily: String

    public init(systemFamily: String = "Inter", serifFamily: String = "DejaVu Serif",
                monospacedFamily: String = "DejaVu Sans Mono") {
        self.systemFamily = systemFamily
        self.serifFamily = serifFamily
        self.monospacedFamily = monospacedFamily
    }

    /// The configuration tests pin: DejaVu Sans everywhere (installed with `fonts-dejavu-core`).
    public static let pinned = FontConfiguration(systemFamily: "DejaVu Sans", serifFamily: "DejaVu Serif",
                                                 monospacedFamily: "DejaVu Sans Mono")

    /// The family of a system font's design (a custom font's name is resolved by `CustomFontNames`).
    func family(for font: FontDescriptor) -> String {
        switch font.design {
        case .serif: return serifFamily
        case .monospaced: return monospacedFamily
        case .default, .rounded: return systemFamily
        }
    }
}

/// A Pango layout of one text item.
/// What a text layout is made from.
struct TextLayoutKey: Hashable {
    let string: String
    let font: FontDescriptor
    let width: CGFloat?
    let lineLimit: Int?
    let alignment: TextAlignment
    let runs: [DisplayList.TextRun]?
    var truncation = TextTruncation.tail
}

final class TextLayout {
    let layout: OpaquePointer
    /// Underlines and strikethroughs in dashes or dots, drawn after the glyphs (Pango draws solid ones).
    private(set) var patternedLines: [PatternedLine] = []

    init(context: OpaquePointer, string: String, font: FontDescriptor, width: CGFloat?, lineLimit: Int?,
         alignment: TextAlignment, fonts: FontConfiguration, runs: [DisplayList.TextRun]? = nil,
         truncation: TextTruncation = .tail) {
        layout = pango_layout_new(context)
        let description = Self.description(of: font, fonts: fonts)
        pango_layout_set_font_description(layout, description)
        let lineHeight = Self.lineHeightAttribute(font.lineHeight, context: context, description: description)
        pango_font_description_free(description)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let width, width.isFinite {
            // Slack: the width was measured, and must not wrap differently when laid out again. Pango's line
            // breaking counts the letter spacing after a line's last character, which its extents leave out, so a
            // spaced text measured at its own width would wrap ("Read-y"): that spacing is part of the slack.
            let slack = 0.01 + abs(Double(font.letterSpacing))
            pango_layout_set_width(layout, Self.pangoUnits(width + slack, rounding: .up))
        }
        if let lineLimit, lineLimit > 0 {
            pango_layout_set_height(layout, -Int32(clamping: lineLimit))
            switch truncation {
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        if font.lineSpacing > 0, font.lineSpacing.isFinite {
            pango_layout_set_spacing(layout, Self.pangoUnits(font.lineSpacing))
        }
        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_text(layout, string, -1)
        let attributes = pango_attr_list_new()
        // A word too long for its line breaks between two characters, as Core Text's word wrapping breaks it;
        // Pango would add a hyphen ("Wi-de"), which SwiftUI's text never shows.
        if let noHyphens = pango_attr_insert_hyphens_new(0) { pango_attr_list_insert(attributes, noHyphens) }
        if let features = Self.features(of: font), let attribute = pango_attr_font_features_new(features) {
            pango_attr_list_insert(attributes, attribute)
        }
        if font.letterSpacing != 0, let spacing = pango_attr_letter_spacing_new(
            Self.pangoUnits(font.letterSpacing)) {
            pango_attr_list_insert(attributes, spacing)
        }
        for decoration in Self.decorations(of: font) { pango_attr_list_insert(attributes, decoration) }
        if let lineHeight { pango_attr_list_insert(attributes, lineHeight) }
        if let runs { Self.add(runs, of: string, to: attributes, fonts: fonts) }
        Self.addEmojiPresentation(of: string, to: attributes)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        let spans = PatternedLineSpan.spans(of: font, start: 0, end: Int32(clamping: string.utf8.count))
            + Self.patternedSpans(of: runs ?? [], in: string)
        patternedLines = Self.patternedLines(of: spans, in: layout, context: context, fonts: fonts)
    }

    /// The patterned lines of a joined text's parts, over each part's bytes.
    private static func patternedSpans(of runs: [DisplayList.TextRun], in string: String) -> [PatternedLineSpan] {
        byteRanges(of: runs, in: string).flatMap { run, bytes in
            PatternedLineSpan.spans(of: run.font, start: Int32(clamping: bytes.lowerBound),
                                    end: Int32(clamping: bytes.upperBound), runColor: run.color)
        }
    }

    /// Each run with its bytes of `string` (a run's length counts characters; Pango counts bytes).
    private static func byteRanges(of runs: [DisplayList.TextRun], in string: String)
        -> [(run: DisplayList.TextRun, bytes: Range<Int>)] {
        var ranges: [(run: DisplayList.TextRun, bytes: Range<Int>)] = []
        var index = string.startIndex
        var byte = 0
        for run in runs {
            let end = string.index(index, offsetBy: max(0, run.length), limitedBy: string.endIndex) ?? string.endIndex
            let length = string.utf8.distance(from: index, to: end)
            ranges.append((run, byte..<(byte + length)))
            byte += length
            index = end
        }
        return ranges
    }

    /// The attribute that sets every line's height to `lineHeight`, or nil for the font's own. Pango shares the
    /// difference above and below each line's text (half-leading).
    private static func lineHeightAttribute(_ lineHeight: FontDescriptor.LineHeight?, context: OpaquePointer,
                                            description: OpaquePointer) -> UnsafeMutablePointer<PangoAttribute>? {
        let points: CGFloat
        switch lineHeight {
        case .points(let height)?:
            points = height
        case .adjusted(let change)?:
            // The font's own line height as a line of it lays out: the font's metrics would be in the drawing
            // context's scaled units.
            guard let line = pango_layout_new(context) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(line)) }
            pango_layout_set_font_description(line, description)
            pango_layout_set_text(line, "X", -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(line, nil, &logical)
            points = CGFloat(logical.height) / CGFloat(PANGO_SCALE) + change
        case nil:
            return nil
        }
        guard points.isFinite else { return nil }
        // Cut to a height no canvas reaches, well inside `pangoUnits`' bound: Pango adds the lines' heights up in
        // 32 bits.
        let clamped = min(max(0, points), 100_000)
        return pango_attr_line_height_new_absolute(pangoUnits(clamped))
    }

    /// `points` in Pango's units, a 32-bit count of 1/1024 points: lengths beyond a million points, which no
    /// canvas reaches, are cut there rather than overflowing.
    static func pangoUnits(_ points: CGFloat, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int32 {
        guard points.isFinite else { return 0 }
        return Int32((min(max(points, -1_000_000), 1_000_000) * CGFloat(PANGO_SCALE)).rounded(rule))
    }

    /// A colour channel as Pango takes it, 0 to 65535.
    private static func channel(_ value: Float) -> UInt16 {
        UInt16((min(max(value.isFinite ? value : 0, 0), 1) * 65535).rounded())
    }

    /// Pango attributes for a font's solid underline, solid strikethrough (each in its own colour, if it has one)
    /// and baseline offset (each inserted once). Dashed and dotted lines are drawn apart (`PatternedLine`).
    private static func decorations(of font: FontDescriptor) -> [UnsafeMutablePointer<PangoAttribute>] {
        var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
        if font.underline, font.underlinePattern == .solid {
            attributes.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            if let color = font.underlineColor {
                attributes.append(pango_attr_underline_color_new(channel(color.red), channel(color.green),
                                                                 channel(color.blue)))
            }
        }
        if font.strikethrough, font.strikethroughPattern == .solid {
            attributes.append(pango_attr_strikethrough_new(1))
            if let color = font.strikethroughColor {
                attributes.append(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green),
                                                                     channel(color.blue)))
            }
        }
        if font.baselineOffset != 0, font.baselineOffset.isFinite {
            attributes.append(pango_attr_rise_new(pangoUnits(font.baselineOffset)))
        }
        return attributes.compactMap { $0 }
    }

    /// A Pango font description of `font` (free it with `pango_font_description_free`).
    static func description(of font: FontDescriptor, fonts: FontConfiguration) -> OpaquePointer {
        let description = pango_font_description_new()!
        var weight = font.weight
        var italic = font.italic
        if let name = font.family {
            let custom = CustomFontNames.choice(for: name, fonts: fonts)
            pango_font_description_set_family(description, custom.family)
            // The face the name asks for, unless the font was given a weight of its own.
            if weight == 400, let named = custom.weight { weight = named }
            italic = italic || custom.italic
        } else {
            pango_font_description_set_family(description, fonts.family(for: font))
        }
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(900, weight)))))
        if italic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        // Pango draws small capitals the font lacks by scaling capitals; capitals-to-small-capitals alone has
        // no such variant, so it is the OpenType feature below.
        if font.smallCaps.contains(.lowercase) {
            pango_font_description_set_variant(description, font.smallCaps.contains(.uppercase)
                                               ? PANGO_VARIANT_ALL_SMALL_CAPS : PANGO_VARIANT_SMALL_CAPS)
        }
        return description
    }

    /// The OpenType features a font asks for (tabular figures; capitals to small capitals), if any.
    private static func features(of font: FontDescriptor) -> String? {
        var features: [String] = []
        if font.monospacedDigits { features.append("tnum 1") }
        if font.smallCaps == .uppercase { features.append("c2sc 1") }
        return features.isEmpty ? nil : features.joined(separator: ", ")
    }

    /// Each run's font (and colour, where it has its own) over its bytes of the string.
    private static func add(_ runs: [DisplayList.TextRun], of string: String, to attributes: OpaquePointer?,
                            fonts: FontConfiguration) {
        for (run, bytes) in byteRanges(of: runs, in: string) {
            let range = (UInt32(bytes.lowerBound), UInt32(bytes.upperBound))
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = range.0
                attribute.pointee.end_index = range.1
                pango_attr_list_insert(attributes, attribute)
            }
            let description = Self.description(of: run.font, fonts: fonts)
            insert(pango_attr_font_desc_new(description))
            for decoration in Self.decorations(of: run.font) { insert(decoration) }
            pango_font_description_free(description)
            if let features = Self.features(of: run.font) { insert(pango_attr_font_features_new(features)) }
            if let color = run.color {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                insert(pango_attr_foreground_alpha_new(channel(color.opacity)))
            }
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// How many characters no installed font has a glyph for (drawn as boxes of hexadecimal digits).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    var metrics: TextMetrics {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let width = Double(logical.width + max(0, logical.x)) / scale
        let height = Double(logical.height) / scale
        let first = Double(pango_layout_get_baseline(layout)) / scale
        let lines = Int(pango_layout_get_line_count(layout))
        var last = first
        if lines > 1, let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {
                last = Double(pango_layout_iter_get_baseline(iterator)) / scale
            }
            pango_layout_iter_free(iterator)
        }
        return TextMetrics(size: CGSize(width: width, height: height), firstBaseline: first, lastBaseline: last)
    }
}

extension TextLayout {
    /// Each character's line, left edge and advance, as Pango placed them. Characters an ellipsis hides, and
    /// the newlines that end lines, are on no line.
    func characterLayout(of string: String) -> CharacterLayout {
        let scale = CGFloat(PANGO_SCALE)
        var lines: [CharacterLayout.Line] = []
        if let iterator = pango_layout_get_iter(layout) {
            repeat {
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, &ink, &logical)
                let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
                let top = CGFloat(logical.y) / scale, bottom = CGFloat(logical.y + logical.height) / scale
                lines.append(CharacterLayout.Line(characters: 0..<0, baseline: baseline, ascent: baseline - top,
                                                  descent: bottom - baseline, positions: [], advances: []))
            } while pango_layout_iter_next_line(iterator) != 0
            pango_layout_iter_free(iterator)
        }
        let ellipsized = pango_layout_is_ellipsized(layout) != 0
        var byte: Int32 = 0
        var shownLine = -1
        for (offset, character) in string.enumerated() {
            defer { byte += Int32(character.utf8.count) }
            guard character != "\n", character != "\r\n" else { continue }
            var line: Int32 = 0, x: Int32 = 0
            pango_layout_index_to_line_x(layout, byte, 0, &line, &x)
            var rect = PangoRectangle()
            pango_layout_index_to_pos(layout, byte, &rect)
            let index = Int(line)
            // A character hidden by the ellipsis maps back onto an earlier place; lines only move forward.
            guard lines.indices.contains(index), index >= shownLine else { continue }
            if index > shownLine { lines[index].characters = offset..<offset }
            guard lines[index].characters.upperBound == offset else { continue }
            shownLine = index
            lines[index].characters = lines[index].characters.lowerBound..<(offset + 1)
            let left = CGFloat(min(rect.x, rect.x + rect.width)) / scale
            lines[index].positions.append(left)
            lines[index].advances.append(CGFloat(abs(rect.width)) / scale)
        }
        return CharacterLayout(lines: lines, isTruncated: ellipsized)
    }
}

/// Creates Pango contexts with Flipbook's font options (no hinting, grey antialiasing).
enum PangoContexts {
    /// A new context on its own Cairo font map (release it with `g_object_unref`).
    static func make() -> OpaquePointer {
        let fontMap = pango_cairo_font_map_new()
        let context = pango_font_map_create_context(fontMap)!
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        configure(context)
        return context
    }

    static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
    }
}

/// Measures text with Pango, as the renderer will draw it. Results are cached.
public final class PangoTextMeasurer: TextMeasuring {
    private let context: OpaquePointer
    private let fonts: FontConfiguration
    private struct Key: Hashable {
        let string: String
        let font: FontDescriptor
        let width: CGFloat?
        let lineLimit: Int?
        var runs: [DisplayList.TextRun]? = nil
    }
    private var cache: [Key: TextMetrics] = [:]

    public init(fonts: FontConfiguration = FontConfiguration()) {
        self.fonts = fonts
        context = PangoContexts.make()
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

    public func measure(_ string: String, font: FontDescriptor, width: CGFloat?, lineLimit: Int?) -> TextMetrics {
        let key = Key(string: string, font: font, width: width, lineLimit: lineLimit)
        if let cached = cache[key] { return cached }
        let layout = TextLayout(context: context, string: string, font: font, width: width, lineLimit: lineLimit,
                                alignment: .leading, fonts: fonts)
        let metrics = layout.metrics
        if cache.count > 10_000 { cache.removeAll() }
        cache[key] = metrics
        return metrics
    }

    public func characterLayout(_ string: String, runs: [DisplayList.TextRun]?, font: FontDescriptor,
                                width: CGFloat?, lineLimit: Int?, alignment: TextAlignment) -> CharacterLayout {
        TextLayout(context: context, string: string, font: font, width: width, lineLimit: lineLimit,
                   alignment: alignment, fonts: fonts, runs: runs).characterLayout(of: string)
    }

    public func measure(_ string: String, runs: [DisplayList.TextRun], font: FontDescriptor, width: CGFloat?,
                        lineLimit: Int?) -> TextMetrics {
        let key = Key(string: string, font: font, width: width, lineLimit: lineLimit, runs: runs)
        if let cached = cache[key] { return cached }
        let layout = TextLayout(context: context, string: string, font: font, width: width, lineLimit: lineLimit,
                                alignment: .leading, fonts: fonts, runs: runs)
        let metrics = layout.metrics
        if cache.count > 10_000 { cache.removeAll() }
        cache[key] = metrics
        return metrics
    }
}
