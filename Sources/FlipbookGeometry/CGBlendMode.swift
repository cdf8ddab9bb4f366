/// How a Core Graphics drawing combines with what is beneath it: the separable and non-separable modes, then
/// the Porter-Duff ones.
public enum CGBlendMode: Int32, CaseIterable, Sendable {
    /// Draws over what is beneath, by opacity.
    case normal
    /// Multiplies the colours.
    case multiply
    /// Multiplies the inverted colours and inverts the result.
    case screen
    /// Multiplies or screens, by the colour beneath.
    case overlay
    /// The darker of the two colours.
    case darken
    /// The lighter of the two colours.
    case lighten
    /// Brightens what is beneath.
    case colorDodge
    /// Darkens what is beneath.
    case colorBurn
    /// A diffuse spotlight.
    case softLight
    /// A harsh spotlight.
    case hardLight
    /// The difference of the two colours.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The drawing's hue.
    case hue
    /// The drawing's saturation.
    case saturation
    /// The drawing's hue and saturation.
    case color
    /// The drawing's luminosity.
    case luminosity
    /// Clears what the drawing covers.
    case clear
    /// Replaces what is beneath.
    case copy
    /// The drawing, where something is beneath.
    case sourceIn
    /// The drawing, where nothing is beneath.
    case sourceOut
    /// The drawing over what is beneath, only where something is.
    case sourceAtop
    /// Behind what is already there.
    case destinationOver
    /// What is beneath, where the drawing is.
    case destinationIn
    /// What is beneath, where the drawing is not.
    case destinationOut
    /// What is beneath over the drawing, only where the drawing is.
    case destinationAtop
    /// Either, where the other is not.
    case xor
    /// Adds the colours and subtracts one.
    case plusDarker
    /// Adds the colours.
    case plusLighter
}
