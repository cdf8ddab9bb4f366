import Foundation

// The colours of iOS's controls and grouped lists (UIKit's semantic colours), in light and dark appearances.
// Internal to the package: SwiftUI only reaches them through UIColor, which does not exist here.
extension Color {
    private static func semantic(_ name: String, light: (UInt32, Float), dark: (UInt32, Float)) -> Color {
        func resolved(_ value: (UInt32, Float)) -> Resolved {
            let (hex, opacity) = value
            return Resolved(red: Float((hex >> 16) & 0xFF) / 255, green: Float((hex >> 8) & 0xFF) / 255,
                            blue: Float(hex & 0xFF) / 255, opacity: opacity)
        }
        return Color(named: name, light: resolved(light), dark: resolved(dark))
    }

    /// The track of an off switch and of a progress bar (`systemFill`).
    package static let systemFill = semantic("systemFill", light: (0x787880, 0.2), dark: (0x787880, 0.36))
    /// The background of a stepper (`tertiarySystemFill`).
    package static let tertiarySystemFill = semantic("tertiarySystemFill", light: (0x767680, 0.12),
                                                     dark: (0x767680, 0.24))
    /// Behind a grouped list (`systemGroupedBackground`).
    package static let systemGroupedBackground = semantic("systemGroupedBackground", light: (0xF2F2F7, 1),
                                                          dark: (0x000000, 1))
    /// The cells of a grouped list (`secondarySystemGroupedBackground`).
    package static let secondarySystemGroupedBackground = semantic(
        "secondarySystemGroupedBackground", light: (0xFFFFFF, 1), dark: (0x1C1C1E, 1))
    /// Lines between list rows (`separator`).
    package static let separator = semantic("separator", light: (0x3C3C43, 0.29), dark: (0x545458, 0.6))
    /// Bars (`systemBackground` at the top of a navigation stack).
    package static let systemBackground = semantic("systemBackground", light: (0xFFFFFF, 1), dark: (0x000000, 1))
    /// `systemBackground` at the elevated level iOS gives sheets and popovers: dark grey (#1C1C1E) in the dark
    /// appearance, so that a sheet stands out from the black page it covers.
    package static let elevatedSystemBackground = semantic("elevatedSystemBackground", light: (0xFFFFFF, 1),
                                                           dark: (0x1C1C1E, 1))
    /// Disabled glyphs and the chevron of a navigation link (`tertiaryLabel`).
    package static let tertiaryLabel = semantic("tertiaryLabel", light: (0x3C3C43, 0.3), dark: (0xEBEBF5, 0.3))
}
