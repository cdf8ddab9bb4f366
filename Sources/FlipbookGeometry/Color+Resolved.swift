import Foundation

extension Color {
    /// Concrete colour components, stored as linear sRGB (what SwiftUI interpolates) with gamma-encoded accessors.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        public var linearRed: Float
        public var linearGreen: Float
        public var linearBlue: Float
        public var opacity: Float

        public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float = 1) {
            self.linearRed = linearRed; self.linearGreen = linearGreen
            self.linearBlue = linearBlue; self.opacity = opacity
        }

        /// Components in the given space: gamma-encoded sRGB (Display P3 is treated as sRGB) or linear sRGB.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGBLinear {
                self.init(linearRed: red, linearGreen: green, linearBlue: blue, opacity: opacity)
            } else {
                self.init(linearRed: Resolved.linear(red), linearGreen: Resolved.linear(green),
                          linearBlue: Resolved.linear(blue), opacity: opacity)
            }
        }

        /// Gamma-encoded sRGB red.
        public var red: Float {
            get { Resolved.encoded(linearRed) }
            set { linearRed = Resolved.linear(newValue) }
        }
        /// Gamma-encoded sRGB green.
        public var green: Float {
            get { Resolved.encoded(linearGreen) }
            set { linearGreen = Resolved.linear(newValue) }
        }
        /// Gamma-encoded sRGB blue.
        public var blue: Float {
            get { Resolved.encoded(linearBlue) }
            set { linearBlue = Resolved.linear(newValue) }
        }

        /// The sRGB transfer function, extended to negative values by symmetry. Computed in Double so that 0 and 1
        /// survive the round trip exactly.
        static func linear(_ v: Float) -> Float {
            let a = abs(Double(v))
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return Float(v < 0 ? -l : l)
        }

        static func encoded(_ v: Float) -> Float {
            let a = abs(Double(v))
            let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return Float(v < 0 ? -e : e)
        }

        public var description: String {
            String(format: "Resolved(red: %.4f, green: %.4f, blue: %.4f, opacity: %.4f)", red, green, blue, opacity)
        }
    }
}

// The system palette in iOS's light and dark appearances.
extension Color {
    private static func system(_ name: String, _ light: UInt32, _ dark: UInt32, opacity: Float = 1) -> Color {
        func resolved(_ hex: UInt32) -> Resolved {
            Resolved(red: Float((hex >> 16) & 0xFF) / 255, green: Float((hex >> 8) & 0xFF) / 255,
                     blue: Float(hex & 0xFF) / 255, opacity: opacity)
        }
        return Color(named: name, light: resolved(light), dark: resolved(dark))
    }

    public static let black = system("black", 0x000000, 0x000000)
    public static let white = system("white", 0xFFFFFF, 0xFFFFFF)
    public static let clear = system("clear", 0x000000, 0x000000, opacity: 0)
    public static let red = system("red", 0xFF3B30, 0xFF453A)
    public static let orange = system("orange", 0xFF9500, 0xFF9F0A)
    public static let yellow = system("yellow", 0xFFCC00, 0xFFD60A)
    public static let green = system("green", 0x34C759, 0x30D158)
    public static let mint = system("mint", 0x00C7BE, 0x63E6E2)
    public static let teal = system("teal", 0x30B0C7, 0x40C8E0)
    public static let cyan = system("cyan", 0x32ADE6, 0x64D2FF)
    public static let blue = system("blue", 0x007AFF, 0x0A84FF)
    public static let indigo = system("indigo", 0x5856D6, 0x5E5CE6)
    public static let purple = system("purple", 0xAF52DE, 0xBF5AF2)
    public static let pink = system("pink", 0xFF2D55, 0xFF375F)
    public static let brown = system("brown", 0xA2845E, 0xAC8E68)
    public static let gray = system("gray", 0x8E8E93, 0x8E8E93)
    /// Black in the light appearance, white in the dark.
    public static let primary = system("primary", 0x000000, 0xFFFFFF)
    /// The secondary label colour: grey at 60 % opacity.
    public static let secondary = system("secondary", 0x3C3C43, 0xEBEBF5, opacity: 0.6)
    /// The default tint, blue.
    public static let accentColor = system("accentColor", 0x007AFF, 0x0A84FF)
}
