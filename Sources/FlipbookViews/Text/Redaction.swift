import Foundation

// Redaction draws text and images as placeholder blocks, the skeleton a loading screen shows: each line of text a
// rounded bar as long as the line, each image a rounded block of its frame. Shapes, colours and backgrounds are
// drawn as they are, as on iOS.
//
// Our choice where iOS's exact look is not documented: the blocks are the view's foreground colour at 18 %
// opacity (quaternary label strength), a bar is 80 % of its line's height, centred on it, with corners rounded by
// a quarter of its height (an image's block: a tenth of its shorter side, at most 8 points).

struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views inside are marked private (`privacySensitive()`): redacted for `.privacy` too.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here are drawn as placeholder blocks.
    var drawsPlaceholders: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Draws the text and images inside as placeholder blocks when `reason` includes `.placeholder` (or `.privacy`,
    /// for views marked `privacySensitive()`); views inside read the reasons from `redactionReasons`.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Exempts the content from redaction: it is drawn as it is and sees no reasons.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the content as private: drawn as placeholder blocks inside `redacted(reason: .privacy)`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}

enum Redaction {
    static let opacity = 0.18

    /// The placeholder colour of content drawn in `color`.
    static func fill(_ color: Color.Resolved) -> Color.Resolved {
        var faded = color
        faded.opacity *= Float(opacity)
        return faded
    }

    /// One bar per line of a laid-out text, in the text's space.
    static func bars(of layout: CharacterLayout) -> [Path] {
        layout.lines.compactMap { line in
            // Edges taken over every character, so that a right-to-left line is covered too.
            let edges = zip(line.positions, line.advances).flatMap { [$0, $0 + $1] }
            guard let minX = edges.min(), let maxX = edges.max() else { return nil }
            let lineHeight = line.ascent + line.descent
            guard maxX > minX, lineHeight > 0 else { return nil }
            let height = lineHeight * 0.8
            let rect = CGRect(x: minX, y: line.baseline - line.ascent + (lineHeight - height) / 2,
                              width: maxX - minX, height: height)
            return Path(roundedRect: rect, cornerRadius: height / 4, style: .circular)
        }
    }

    /// The block an image of `size` is drawn as.
    static func block(_ size: CGSize) -> Path {
        Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: min(min(size.width, size.height) / 10, 8),
             style: .circular)
    }
}
