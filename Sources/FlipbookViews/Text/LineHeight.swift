import Foundation

extension AttributedString {
    /// How far apart the baselines of a paragraph's lines are (iOS 26): `Text(…).lineHeight(.multiple(factor: 1.5))`.
    public struct LineHeight: Hashable, Sendable, Codable {
        enum Rule: Hashable, Sendable, Codable {
            case exact(CGFloat)
            case multiple(CGFloat)
            case increase(CGFloat)
            case loose
            case normal
            case tight
            case variable
        }

        let rule: Rule

        /// Lines exactly `points` apart, whatever their fonts.
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(rule: .exact(points)) }
        /// Lines the font's point size times `factor` apart, whatever the fonts' ascents and descents.
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(rule: .multiple(factor)) }
        /// Lines the font's point size plus `increase` points apart.
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(rule: .increase(increase)) }
        /// Lines further apart than the font's own distance (2 points, as a font's loose leading).
        public static let loose = LineHeight(rule: .loose)
        /// The font's own distance between lines.
        public static let normal = LineHeight(rule: .normal)
        /// Lines closer than the font's own distance (2 points, as a font's tight leading).
        public static let tight = LineHeight(rule: .tight)
        /// Each line as tall as its fonts make it: the font's own distance.
        public static let variable = LineHeight(rule: .variable)

        /// What the text renderer is told for a font of `size` points; nil for the font's own distance.
        func descriptorValue(size: CGFloat) -> FontDescriptor.LineHeight? {
            switch rule {
            case .exact(let points): return points.isFinite ? .points(max(0, points)) : nil
            case .multiple(let factor): return factor.isFinite ? .points(max(0, size * factor)) : nil
            case .increase(let increase): return increase.isFinite ? .points(max(0, size + increase)) : nil
            case .loose: return .adjusted(by: 2)
            case .tight: return .adjusted(by: -2)
            case .normal, .variable: return nil
            }
        }
    }
}

struct LineHeightKey: EnvironmentKey { static let defaultValue: AttributedString.LineHeight? = nil }

extension EnvironmentValues {
    /// How far apart the lines of texts in this view are (nil: as their fonts and `Font.leading(_:)` say).
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }
}

extension View {
    /// Sets how far apart the baselines of the lines of texts in this view are (iOS 26); nil leaves it to their fonts.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        environment(\.lineHeight, lineHeight)
    }
}
