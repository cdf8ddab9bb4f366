import Foundation

extension SymbolCatalog {
    /// The colour a symbol takes in multicolor rendering (`renderingMode(.original)`,
    /// `symbolRenderingMode(.multicolor)`), for the symbols whose SF Symbols multicolor form is mostly one colour
    /// the glyph can take whole: the sun yellow, a filled cloud white, a warning triangle yellow, a flame orange,
    /// a leaf green. Flipbook's symbols are one glyph each, so a cloud with a sun is all white. Other symbols keep
    /// the foreground style, as SF Symbols without a multicolor form do.
    static func multicolor(named name: String) -> Color? {
        if name.hasPrefix("sun.") || name.hasPrefix("sunrise") || name.hasPrefix("sunset") { return Color(.systemYellow) }
        if name.hasPrefix("cloud"), name.hasSuffix(".fill") { return .white }
        switch name {
        case "exclamationmark.triangle.fill": return Color(.systemYellow)
        case "flame.fill": return Color(.systemOrange)
        case "leaf.fill": return Color(.systemGreen)
        default: return nil
        }
    }
}
