import Foundation

/// Variants of a symbol (`symbolVariant(.fill)`): a shape around it, a slash through it, filled. A variant
/// that the symbol has is drawn (`heart` with `.circle.fill` is `heart.circle.fill`); otherwise the symbol as named.
public struct SymbolVariants: Hashable, Sendable {
    var hasSlash = false
    var shape: String?
    var hasFill = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public static let fill = SymbolVariants(hasFill: true)
    public static let slash = SymbolVariants(hasSlash: true)

    public var circle: SymbolVariants { var copy = self; copy.shape = "circle"; return copy }
    public var square: SymbolVariants { var copy = self; copy.shape = "square"; return copy }
    public var rectangle: SymbolVariants { var copy = self; copy.shape = "rectangle"; return copy }
    public var fill: SymbolVariants { var copy = self; copy.hasFill = true; return copy }
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

/// How a symbol's layers are coloured (Flipbook draws every symbol in one colour: its foreground style).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension Image {
    /// The size of a symbol relative to the text around it.
    public enum Scale: Hashable, Sendable {
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

    /// Sets how the symbol's layers are coloured (accepted; drawn in one colour).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The variants symbols in this view are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The scale of symbols in this view.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
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

    /// Sets how the symbols' layers are coloured (accepted; Flipbook draws symbols in one colour).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}
