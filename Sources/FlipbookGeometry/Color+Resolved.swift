import Foundation

extension Color {
    /// Concrete colour components, stored as linear sRGB (what SwiftUI interpolates) with gamma-encoded accessors.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The red component in linear light, 0…1 (beyond for extended range).
        public var linearRed: Float
        /// The green component in linear light, 0…1 (beyond for extended range).
        public var linearGreen: Float
        /// The blue component in linear light, 0…1 (beyond for extended range).
        public var linearBlue: Float
        /// The opacity, 0…1.
        public var opacity: Float

        /// A colour of linear-light components.
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

    /// Black, in both appearances.
    public static let black = system("black", 0x000000, 0x000000)
    /// White, in both appearances.
    public static let white = system("white", 0xFFFFFF, 0xFFFFFF)
    /// No colour: fully transparent.
    public static let clear = system("clear", 0x000000, 0x000000, opacity: 0)
    /// iOS's system red (#FF3B30; #FF453A in the dark appearance).
    public static let red = system("red", 0xFF3B30, 0xFF453A)
    /// iOS's system orange (#FF9500; #FF9F0A in the dark appearance).
    public static let orange = system("orange", 0xFF9500, 0xFF9F0A)
    /// iOS's system yellow (#FFCC00; #FFD60A in the dark appearance).
    public static let yellow = system("yellow", 0xFFCC00, 0xFFD60A)
    /// iOS's system green (#34C759; #30D158 in the dark appearance).
    public static let green = system("green", 0x34C759, 0x30D158)
    /// iOS's system mint (#00C7BE; #63E6E2 in the dark appearance).
    public static let mint = system("mint", 0x00C7BE, 0x63E6E2)
    /// iOS's system teal (#30B0C7; #40C8E0 in the dark appearance).
    public static let teal = system("teal", 0x30B0C7, 0x40C8E0)
    /// iOS's system cyan (#32ADE6; #64D2FF in the dark appearance).
    public static let cyan = system("cyan", 0x32ADE6, 0x64D2FF)
    /// iOS's system blue (#007AFF; #0A84FF in the dark appearance).
    public static let blue = system("blue", 0x007AFF, 0x0A84FF)
    /// iOS's system indigo (#5856D6; #5E5CE6 in the dark appearance).
    public static let indigo = system("indigo", 0x5856D6, 0x5E5CE6)
    /// iOS's system purple (#AF52DE; #BF5AF2 in the dark appearance).
    public static let purple = system("purple", 0xAF52DE, 0xBF5AF2)
    /// iOS's system pink (#FF2D55; #FF375F in the dark appearance).
    public static let pink = system("pink", 0xFF2D55, 0xFF375F)
    /// iOS's system brown (#A2845E; #AC8E68 in the dark appearance).
    public static let brown = system("brown", 0xA2845E, 0xAC8E68)
    /// iOS's system grey (#8E8E93 in both appearances).
    public static let gray = system("gray", 0x8E8E93, 0x8E8E93)
    /// Black in the light appearance, white in the dark.
    public static let primary = system("primary", 0x000000, 0xFFFFFF)
    /// The secondary label colour: grey at 60 % opacity.
    public static let secondary = system("secondary", 0x3C3C43, 0xEBEBF5, opacity: 0.6)
    /// The default tint, blue.
    public static let accentColor = system("accentColor", 0x007AFF, 0x0A84FF)
}
