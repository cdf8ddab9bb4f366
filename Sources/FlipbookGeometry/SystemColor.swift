import Foundation

/// The colours of iOS's palette by their UIKit names, for the SwiftUI spellings `Color(.systemGray6)` and
/// `Color(uiColor: .secondarySystemBackground)` (there is no UIKit here: only these names). Each has its light and
/// dark appearance.
public struct SystemColor: Equatable, Sendable {
    let color: Color

    private static func named(_ name: String, light: (UInt32, Float), dark: (UInt32, Float)) -> SystemColor {
        func resolved(_ value: (UInt32, Float)) -> Color.Resolved {
            let (hex, opacity) = value
            return Color.Resolved(red: Float((hex >> 16) & 0xFF) / 255, green: Float((hex >> 8) & 0xFF) / 255,
                                  blue: Float(hex & 0xFF) / 255, opacity: opacity)
        }
        return SystemColor(color: Color(named: name, light: resolved(light), dark: resolved(dark)))
    }

    private static func same(_ color: Color) -> SystemColor { SystemColor(color: color) }

    /// The system red.
    public static let systemRed = same(.red)
    /// The system orange.
    public static let systemOrange = same(.orange)
    /// The system yellow.
    public static let systemYellow = same(.yellow)
    /// The system green.
    public static let systemGreen = same(.green)
    /// The system mint.
    public static let systemMint = same(.mint)
    /// The system teal.
    public static let systemTeal = same(.teal)
    /// The system cyan.
    public static let systemCyan = same(.cyan)
    /// The system blue.
    public static let systemBlue = same(.blue)
    /// The system indigo.
    public static let systemIndigo = same(.indigo)
    /// The system purple.
    public static let systemPurple = same(.purple)
    /// The system pink.
    public static let systemPink = same(.pink)
    /// The system brown.
    public static let systemBrown = same(.brown)
    /// The system grey, the middle of the six greys.
    public static let systemGray = same(.gray)
    /// The second system grey, lighter than `systemGray` (darker in the dark appearance).
    public static let systemGray2 = named("systemGray2", light: (0xAEAEB2, 1), dark: (0x636366, 1))
    /// The third system grey.
    public static let systemGray3 = named("systemGray3", light: (0xC7C7CC, 1), dark: (0x48484A, 1))
    /// The fourth system grey.
    public static let systemGray4 = named("systemGray4", light: (0xD1D1D6, 1), dark: (0x3A3A3C, 1))
    /// The fifth system grey.
    public static let systemGray5 = named("systemGray5", light: (0xE5E5EA, 1), dark: (0x2C2C2E, 1))
    /// The sixth system grey, the nearest to the background.
    public static let systemGray6 = named("systemGray6", light: (0xF2F2F7, 1), dark: (0x1C1C1E, 1))
    /// Black.
    public static let black = same(.black)
    /// White.
    public static let white = same(.white)
    /// Fully transparent.
    public static let clear = same(.clear)

    // UIKit's fixed colours, which keep their value in the dark appearance (not the system colours of the same
    // names: `Color(.red)` is pure red, as `UIColor.red` is).
    private static func fixed(_ red: Double, _ green: Double, _ blue: Double) -> SystemColor {
        same(Color(.sRGB, red: red, green: green, blue: blue, opacity: 1))
    }
    /// A third of the way from black to white.
    public static let darkGray = fixed(1 / 3, 1 / 3, 1 / 3)
    /// Two thirds of the way from black to white.
    public static let lightGray = fixed(2 / 3, 2 / 3, 2 / 3)
    /// Half way from black to white.
    public static let gray = fixed(0.5, 0.5, 0.5)
    /// Pure red.
    public static let red = fixed(1, 0, 0)
    /// Pure green.
    public static let green = fixed(0, 1, 0)
    /// Pure blue.
    public static let blue = fixed(0, 0, 1)
    /// Pure cyan.
    public static let cyan = fixed(0, 1, 1)
    /// Pure yellow.
    public static let yellow = fixed(1, 1, 0)
    /// Pure magenta.
    public static let magenta = fixed(1, 0, 1)
    /// UIKit's orange.
    public static let orange = fixed(1, 0.5, 0)
    /// UIKit's purple.
    public static let purple = fixed(0.5, 0, 0.5)
    /// UIKit's brown.
    public static let brown = fixed(0.6, 0.4, 0.2)

    /// Text of primary content.
    public static let label = named("label", light: (0x000000, 1), dark: (0xFFFFFF, 1))
    /// Text of secondary content.
    public static let secondaryLabel = named("secondaryLabel", light: (0x3C3C43, 0.6), dark: (0xEBEBF5, 0.6))
    /// Text of tertiary content.
    public static let tertiaryLabel = same(.tertiaryLabel)
    /// Text of quaternary content.
    public static let quaternaryLabel = named("quaternaryLabel", light: (0x3C3C43, 0.18), dark: (0xEBEBF5, 0.16))
    /// Placeholder text in fields.
    public static let placeholderText = named("placeholderText", light: (0x3C3C43, 0.3), dark: (0xEBEBF5, 0.3))
    /// Links.
    public static let link = named("link", light: (0x007AFF, 1), dark: (0x0984FF, 1))
    /// Thin separator lines, which let what is beneath show through.
    public static let separator = same(.separator)
    /// Separator lines that hide what is beneath.
    public static let opaqueSeparator = named("opaqueSeparator", light: (0xC6C6C8, 1), dark: (0x38383A, 1))

    /// The background of the main interface.
    public static let systemBackground = same(.systemBackground)
    /// The background of content layered on `systemBackground`.
    public static let secondarySystemBackground = named("secondarySystemBackground", light: (0xF2F2F7, 1),
                                                        dark: (0x1C1C1E, 1))
    /// The background of content layered on `secondarySystemBackground`.
    public static let tertiarySystemBackground = named("tertiarySystemBackground", light: (0xFFFFFF, 1),
                                                       dark: (0x2C2C2E, 1))
    /// The background of a grouped interface.
    public static let systemGroupedBackground = same(.systemGroupedBackground)
    /// The background of content layered on `systemGroupedBackground`.
    public static let secondarySystemGroupedBackground = same(.secondarySystemGroupedBackground)
    /// The background of content layered on `secondarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = named("tertiarySystemGroupedBackground",
                                                              light: (0xF2F2F7, 1), dark: (0x2C2C2E, 1))

    /// The fill of thin and small shapes.
    public static let systemFill = same(.systemFill)
    /// The fill of medium-size shapes.
    public static let secondarySystemFill = named("secondarySystemFill", light: (0x787880, 0.16),
                                                  dark: (0x787880, 0.32))
    /// The fill of large shapes.
    public static let tertiarySystemFill = same(.tertiarySystemFill)
    /// The fill of large areas holding complex content.
    public static let quaternarySystemFill = named("quaternarySystemFill", light: (0x747480, 0.08),
                                                   dark: (0x767680, 0.18))
}

extension Color {
    /// A colour of iOS's palette by its UIKit name: `Color(.systemGray6)`.
    public init(_ systemColor: SystemColor) { self = systemColor.color }

    /// A colour of iOS's palette by its UIKit name: `Color(uiColor: .secondarySystemBackground)`.
    public init(uiColor systemColor: SystemColor) { self = systemColor.color }
}

extension SystemColor: _ExpressibleByColorLiteral {
    /// A colour written as `#colorLiteral(red:green:blue:alpha:)` (Xcode's colour well), in sRGB; it stands where
    /// UIKit's `UIColor` does, so `Color(#colorLiteral(…))` reads as it does on iOS.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        color = Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

/// The type of a `#colorLiteral` whose context names none (UIKit makes it `UIColor`; here its stand-in).
public typealias _ColorLiteralType = SystemColor
