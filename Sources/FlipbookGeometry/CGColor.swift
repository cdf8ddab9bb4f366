import Foundation

/// A colour as Core Graphics keeps one: gamma-encoded sRGB components and an alpha. It is what a `CGContext`
/// fills and strokes with, and what `Color(cgColor:)` and `Color.cgColor` convert.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The red, green, blue and alpha components (0…1; beyond for extended range).
    public let components: [CGFloat]?
    /// The alpha component.
    public let alpha: CGFloat
    /// How many components the colour has (red, green, blue and alpha).
    public var numberOfComponents: Int { 4 }

    /// A colour of sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let clean = { (value: CGFloat) in value.isFinite ? value : 0 }
        self.alpha = min(max(clean(alpha), 0), 1)
        components = [clean(red), clean(green), clean(blue), self.alpha]
    }

    /// A colour of sRGB components.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey: `gray` for each of red, green and blue.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// This colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    var red: CGFloat { components?[0] ?? 0 }
    var green: CGFloat { components?[1] ?? 0 }
    var blue: CGFloat { components?[2] ?? 0 }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }
}

extension Color {
    /// The colour of a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.init(red: Double(cgColor.red), green: Double(cgColor.green), blue: Double(cgColor.blue),
                  opacity: Double(cgColor.alpha))
    }

    /// The colour as Core Graphics keeps one, in the light appearance; nil for an asset catalog's colour, which
    /// only a view can find.
    public var cgColor: CGColor? {
        guard assetName == nil else { return nil }
        return resolved(in: .light).cgColor
    }
}

extension Color.Resolved {
    /// The colour as Core Graphics keeps one.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
