import Foundation

/// How a view's pixels combine with what is drawn beneath them, as SwiftUI's `BlendMode` (Core Graphics'
/// blend modes). Each draws with the Cairo operator of the same formula, `plusLighter` with Cairo's saturating
/// add; `plusDarker` (max(0, source + destination − 1)), which Cairo lacks, draws as `multiply`, the closest
/// darkening mode it has.
public enum BlendMode: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
    /// Draws over what is beneath, by the view's alpha.
    case normal
    /// Multiplies the colours: never lighter than either.
    case multiply
    /// Multiplies the inverted colours and inverts the result: never darker than either.
    case screen
    /// Multiplies or screens, by the colour beneath, keeping its highlights and shadows.
    case overlay
    /// The darker of the two colours, channel by channel.
    case darken
    /// The lighter of the two colours, channel by channel.
    case lighten
    /// Brightens what is beneath to reflect the view's colour.
    case colorDodge
    /// Darkens what is beneath to reflect the view's colour.
    case colorBurn
    /// Darkens or lightens by the view's colour, as a diffuse spotlight would.
    case softLight
    /// Multiplies or screens, by the view's colour, as a harsh spotlight would.
    case hardLight
    /// The difference of the two colours, the darker taken from the lighter.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The view's hue with the saturation and luminosity beneath.
    case hue
    /// The view's saturation with the hue and luminosity beneath.
    case saturation
    /// The view's hue and saturation with the luminosity beneath.
    case color
    /// The view's luminosity with the hue and saturation beneath.
    case luminosity
    /// Draws only where something is beneath, keeping its alpha.
    case sourceAtop
    /// Draws behind what is already there.
    case destinationOver
    /// Erases what is beneath where the view is opaque.
    case destinationOut
    /// Adds the colours and subtracts one, darkening (drawn as `multiply` by Cairo).
    case plusDarker
    /// Adds the colours, saturating at white.
    case plusLighter
}
