import Foundation

// SwiftUI's attributes of an `AttributedString` (`string[range].font = .title.bold()`), which `Text` draws run by
// run, as SwiftUI's attribute scope makes them available to every attributed string.

extension AttributeScopes {
    /// SwiftUI's attributes, and Foundation's.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes `Text` reads from an `AttributedString`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of a run.
        public let font: FontAttribute
        /// The colour of a run's glyphs.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind a run (accepted; not drawn).
        public let backgroundColor: BackgroundColorAttribute
        /// A run's strikethrough.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each glyph of a run.
        public let kern: KernAttribute
        /// Extra space between a run's glyphs.
        public let tracking: TrackingAttribute
        /// How far a run is raised from the baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// A run's Markdown styles: bold, italic, code, strikethrough.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        /// Foundation's attributes.
        public let foundation: AttributeScopes.FoundationAttributes
    }
}

extension AttributeScopes.SwiftUIAttributes {
    /// A run's font.
    public enum FontAttribute: AttributedStringKey {
        /// The attribute's values.
        public typealias Value = Font
        /// The attribute's name.
        public static let name = "SwiftUI.Font"
    }
    /// A run's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// The attribute's values.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "SwiftUI.ForegroundColor"
    }
    /// The colour behind a run.
    public enum BackgroundColorAttribute: AttributedStringKey {
        /// The attribute's values.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "SwiftUI.BackgroundColor"
    }
    /// A run's strikethrough.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// The attribute's values.
        public typealias Value = Text.LineStyle
        /// The attribute's name.
        public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// A run's underline.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        /// The attribute's values.
        public typealias Value = Text.LineStyle
        /// The attribute's name.
        public static let name = "SwiftUI.UnderlineStyle"
    }
    /// A run's kerning.
    public enum KernAttribute: AttributedStringKey {
        /// The attribute's values.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.Kern"
    }
    /// A run's tracking.
    public enum TrackingAttribute: AttributedStringKey {
        /// The attribute's values.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.Tracking"
    }
    /// A run's baseline offset.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        /// The attribute's values.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string[range].font`, `run.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// The runs of an attributed string as texts joined with `+`, each in its SwiftUI attributes.
    init(runsOf content: AttributedString) {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        let parts = content.runs.map { run -> Text in
            var part = Text(verbatim: String(content[run.range].characters))
            if let font = run[Scope.FontAttribute.self] { part = part.font(font) }
            if let color = run[Scope.ForegroundColorAttribute.self] { part = part.foregroundColor(color) }
            if let line = run[Scope.UnderlineStyleAttribute.self] { part = part.underline(pattern: line.pattern, color: line.color) }
            if let line = run[Scope.StrikethroughStyleAttribute.self] {
                part = part.strikethrough(pattern: line.pattern, color: line.color)
            }
            if let kern = run[Scope.KernAttribute.self] { part = part.kerning(kern) }
            if let tracking = run[Scope.TrackingAttribute.self] { part = part.tracking(tracking) }
            if let offset = run[Scope.BaselineOffsetAttribute.self] { part = part.baselineOffset(offset) }
            if let intent = run[Scope.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { part = part.bold() }
                if intent.contains(.emphasized) { part = part.italic() }
                if intent.contains(.code) { part = part.monospaced() }
                if intent.contains(.strikethrough) { part = part.strikethrough() }
            }
            // A link is drawn in the accent colour unless the run has its own, as SwiftUI draws links.
            if run.link != nil, run[Scope.ForegroundColorAttribute.self] == nil { part = part.foregroundColor(.accentColor) }
            return part
        }
        guard let first = parts.first else {
            self.init(verbatim: "")
            return
        }
        self = parts.dropFirst().reduce(first, +)
    }
}
