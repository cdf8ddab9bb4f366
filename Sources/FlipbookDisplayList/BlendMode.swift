import Foundation

/// How a view's pixels combine with what is drawn beneath them, as SwiftUI's `BlendMode` (Core Graphics'
/// blend modes). Each draws with the Cairo operator of the same formula, `plusLighter` with Cairo's saturating
/// add; `plusDarker` (max(0, source + destination − 1)), which Cairo lacks, draws as `multiply`, the closest
/// darkening mode it has.
public enum BlendMode: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter
}
