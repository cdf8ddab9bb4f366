import Foundation

/// A colour with SwiftUI's names: fixed RGB/HSB/white colours, the system palette (iOS light appearance) and
/// the adaptive `primary`/`secondary`. ``resolved(in:)`` turns it into concrete components.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case rgb(red: Double, green: Double, blue: Double, opacity: Double, space: RGBColorSpace)
        case named(String, light: Resolved, dark: Resolved)
        case opacity(Box, Double)
        /// A colour set of the app's asset catalog, found by name when the colour is resolved in a view.
        case asset(String)
        /// Two colours mixed, `fraction` of the way from the first to the second, once both are resolved.
        case mix(Box, Box, fraction: Double)
    }

    /// Indirection so a colour can wrap another.
    final class Box: Hashable, @unchecked Sendable {
        let color: Color
        init(_ color: Color) { self.color = color }
        static func == (a: Box, b: Box) -> Bool { a.color == b.color }
        func hash(into hasher: inout Hasher) { hasher.combine(color) }
    }

    let storage: Storage

    /// The colour space of RGB components.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Display P3 (treated as sRGB: Flipbook renders in sRGB).
        case displayP3
    }

    /// The light or dark appearance colours resolve against.
    public enum Scheme: Hashable, Sendable {
        /// The light appearance.
        case light
        /// The dark appearance.
        case dark
    }

    /// A colour of sRGB components (0…1; beyond for extended range).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A colour of red, green and blue components in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgb(red: red, green: green, blue: blue, opacity: opacity, space: colorSpace)
    }

    /// A grey of `white` (0 black, 1 white) in sRGB.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A grey of `white` (0 black, 1 white) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A concrete resolved colour.
    public init(_ resolved: Resolved) {
        self.init(.sRGBLinear, red: Double(resolved.linearRed), green: Double(resolved.linearGreen),
                  blue: Double(resolved.linearBlue), opacity: Double(resolved.opacity))
    }

    /// The colour set `name` of the asset catalog (an `Assets.xcassets` among the scene's resources). A name the
    /// catalog does not have logs SwiftUI's warning and draws nothing, as on iOS.
    public init(_ name: String, bundle: Bundle? = nil) {
        storage = .asset(name)
    }

    /// The name of the asset catalog colour set this colour stands for, if it is one.
    package var assetName: String? {
        if case .asset(let name) = storage { return name }
        return nil
    }

    package init(named name: String, light: Resolved, dark: Resolved) {
        storage = .named(name, light: light, dark: dark)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(Box(self), opacity))
    }

    /// This colour mixed with `other`, `fraction` (0…1) of the way towards it: the sRGB components of the two
    /// resolved colours are interpolated, premultiplied by their opacities (so mixing with `.clear` fades
    /// rather than darkens).
    package func mixed(with other: Color, by fraction: Double) -> Color {
        Color(storage: .mix(Box(self), Box(other), fraction: fraction))
    }

    private init(storage: Storage) { self.storage = storage }

    /// The concrete components in the given appearance (an asset catalog colour resolves as clear: only a view,
    /// which knows the catalog, finds it).
    public func resolved(in scheme: Scheme = .light) -> Resolved {
        resolved(in: scheme, assets: nil)
    }

    /// The concrete components in the given appearance, asset catalog colours found by `assets`.
    package func resolved(in scheme: Scheme, assets: ((String) -> Color?)?) -> Resolved {
        switch storage {
        case .rgb(let r, let g, let b, let a, let space):
            return Resolved(colorSpace: space, red: Float(r), green: Float(g), blue: Float(b), opacity: Color.unit(a))
        case .named(_, let light, let dark):
            return scheme == .light ? light : dark
        case .opacity(let box, let factor):
            var resolved = box.color.resolved(in: scheme, assets: assets)
            resolved.opacity *= Color.unit(factor)
            return resolved
        case .asset(let name):
            // A catalog entry is a plain colour; one that named an asset again would never resolve.
            guard let found = assets?(name), found.assetName == nil else {
                return Resolved(red: 0, green: 0, blue: 0, opacity: 0)
            }
            return found.resolved(in: scheme)
        case .mix(let from, let to, let fraction):
            return Color.mix(from.color.resolved(in: scheme, assets: assets), to.color.resolved(in: scheme, assets: assets),
                             fraction: fraction)
        }
    }

    private static func mix(_ a: Resolved, _ b: Resolved, fraction: Double) -> Resolved {
        let t = Float(min(max(fraction.isFinite ? fraction : 0, 0), 1))
        let opacity = a.opacity + (b.opacity - a.opacity) * t
        guard opacity > 0 else { return Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        func channel(_ x: Float, _ y: Float) -> Float { (x * a.opacity + (y * b.opacity - x * a.opacity) * t) / opacity }
        return Resolved(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue),
                        opacity: opacity)
    }

    /// An opacity clamped to 0…1; a non-finite one counts as fully opaque.
    private static func unit(_ value: Double) -> Float {
        Float(min(max(value.isFinite ? value : 1, 0), 1))
    }

    public var description: String {
        switch storage {
        case .named(let name, _, _), .asset(let name): return name
        case .opacity(let box, let factor): return "\(factor * 100)% \(box.color)"
        case .mix(let from, let to, let fraction): return "\(from.color) mixed \(fraction) with \(to.color)"
        case .rgb:
            let c = resolved()
            func hex(_ v: Float) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
            return "#\(hex(c.red))\(hex(c.green))\(hex(c.blue))\(hex(c.opacity))"
        }
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
