import Foundation

/// Variants of a symbol (`symbolVariant(.fill)`): a shape around it, a slash through it, filled. A variant
/// that the symbol has is drawn (`heart` with `.circle.fill` is `heart.circle.fill`); otherwise the symbol as named.
public struct SymbolVariants: Hashable, Sendable {
    var hasSlash = false
    var shape: String?
    var hasFill = false

    /// The symbol as named.
    public static let none = SymbolVariants()
    /// The symbol in a circle (`name.circle`).
    public static let circle = SymbolVariants(shape: "circle")
    /// The symbol in a square (`name.square`).
    public static let square = SymbolVariants(shape: "square")
    /// The symbol in a rectangle (`name.rectangle`).
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// The filled symbol (`name.fill`).
    public static let fill = SymbolVariants(hasFill: true)
    /// The symbol struck through (`name.slash`).
    public static let slash = SymbolVariants(hasSlash: true)

    /// These variants in a circle.
    public var circle: SymbolVariants { var copy = self; copy.shape = "circle"; return copy }
    /// These variants in a square.
    public var square: SymbolVariants { var copy = self; copy.shape = "square"; return copy }
    /// These variants in a rectangle.
    public var rectangle: SymbolVariants { var copy = self; copy.shape = "rectangle"; return copy }
    /// These variants filled.
    public var fill: SymbolVariants { var copy = self; copy.hasFill = true; return copy }
    /// These variants struck through.
    public var slash: SymbolVariants { var copy = self; copy.hasSlash = true; return copy }

    /// Whether these variants include `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.hasSlash || hasSlash) && (!other.hasFill || hasFill) && (other.shape == nil || other.shape == shape)
    }

    /// The name of `name` in these variants, as SF Symbols spell them (slash, then shape, then fill).
    func applied(to name: String) -> String {
        var parts = [name]
        if hasSlash, !name.contains(".slash") { parts.append("slash") }
        if let shape, !name.contains(".\(shape)") { parts.append(shape) }
        if hasFill, !name.hasSuffix(".fill") { parts.append("fill") }
        return parts.joined(separator: ".")
    }

    /// The names to try for `name`, most variants first: all of them, then without the slash, the shape or the
    /// fill, and so on down to none.
    func candidates(for name: String) -> [String] {
        var results: [String] = []
        for slash in Set([hasSlash, false]).sorted(by: { $0 && !$1 }) {
            for shape in [shape, nil] {
                for fill in Set([hasFill, false]).sorted(by: { $0 && !$1 }) {
                    let name = SymbolVariants(hasSlash: slash, shape: shape, hasFill: fill).applied(to: name)
                    if !results.contains(name) { results.append(name) }
                }
            }
        }
        return results.sorted { $0.split(separator: ".").count > $1.split(separator: ".").count }
    }
}

/// How a symbol's layers are coloured. Flipbook's symbols have two layers at most: an enclosure (the circle of
/// `heart.circle.fill`) and the glyph inside it.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour for every layer (a filled enclosure has its glyph cut out of it).
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The glyph in the foreground style, the enclosure in its secondary level.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// The glyph in the first foreground style, the enclosure in the second (`foregroundStyle(_:_:)`).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours (drawn in the foreground style, as monochrome).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension Image {
    /// The size of a symbol relative to the text around it.
    public enum Scale: Hashable, Sendable {
        /// A smaller, the medium (default) and a larger symbol.
        case small, medium, large

        /// How much larger than a medium symbol: SF Symbols' small and large scales are about 0.78 and 1.29
        /// times the medium one.
        var factor: CGFloat {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }

    /// A symbol with a variable value (accepted; drawn as the plain symbol).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// Sets how the symbol's layers are coloured (see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolMode = mode
        return copy
    }
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct BarItemSymbolFontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    /// The variants symbols in this view are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How the layers of symbols in this view are coloured; nil for monochrome.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The scale of symbols in this view.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The size symbols take in a bar's item (a tab item): the bar sizes its items' icons itself, whatever font
    /// their titles are in, as UIKit does with the image and title it takes from a tab item.
    var barItemSymbolFont: Font? {
        get { self[BarItemSymbolFontKey.self] }
        set { self[BarItemSymbolFontKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view in `variant` where they have it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            current.hasSlash = current.hasSlash || variant.hasSlash
            current.hasFill = current.hasFill || variant.hasFill
            current.shape = variant.shape ?? current.shape
        }
    }

    /// Sets the scale of the symbols in this view.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

    /// Sets how the layers of the symbols in this view are coloured (see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

/// How a symbol's colours are rendered (iOS 26): flat, or with a gradient drawn from each colour.
public struct SymbolColorRenderingMode: Hashable, Sendable {
    let name: String
    /// Each layer in its flat colour.
    public static let flat = SymbolColorRenderingMode(name: "flat")
    /// Each layer in a gradient made from its colour (accepted: Flipbook draws it flat).
    public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

extension Image {
    /// How the symbol's colours are rendered (accepted: Flipbook draws symbols flat).
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image { self }
}

extension View {
    /// How the colours of the symbols inside are rendered (accepted: Flipbook draws symbols flat).
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View { self }
}
