import Foundation

/// The colour sets of the asset catalogs among a scene's resource folders (`Assets.xcassets/Brand.colorset`),
/// by name, each with its light and dark appearance: what `Color("Brand")` finds.
final class ColorAssetCatalog: @unchecked Sendable {
    static let empty = ColorAssetCatalog(colors: [:])

    /// Immutable once made.
    private let colors: [String: Color]

    init(colors: [String: Color]) { self.colors = colors }

    /// The colour sets found under `folders` (searched to a few levels, into `.xcassets` folders and their
    /// groups). A set that cannot be read is named in a warning through `warn` and left out.
    convenience init(folders: [URL], warn: (String) -> Void) {
        var colors: [String: Color] = [:]
        for folder in folders {
            for set in Self.colorSets(under: folder, depth: 0) {
                let name = set.deletingPathExtension().lastPathComponent
                guard colors[name] == nil else { continue }
                do {
                    colors[name] = try ColorSetReader.color(named: name, contentsOf: set)
                } catch {
                    warn("Cannot read the colour set \(set.path): \(error)")
                }
            }
        }
        self.init(colors: colors)
    }

    subscript(name: String) -> Color? { colors[name] }

    var isEmpty: Bool { colors.isEmpty }

    private static func colorSets(under folder: URL, depth: Int) -> [URL] {
        guard depth < 6, let entries = try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var sets: [URL] = []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            if entry.pathExtension == "colorset" {
                sets.append(entry)
            } else if !["imageset", "appiconset", "symbolset", "dataset", "build"].contains(entry.pathExtension) {
                sets += colorSets(under: entry, depth: depth + 1)
            }
        }
        return sets
    }
}

/// Reads a colour set's `Contents.json` as Xcode writes it: components as floats (`"0.204"`), 8-bit integers
/// (`"52"`) or hex (`"0x34"`), in sRGB, Display P3 (drawn as sRGB) or grey; the plain entry is the light
/// appearance, a `luminosity: dark` entry the dark one.
package enum ColorSetReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    package static func color(named name: String, contentsOf set: URL) throws -> Color {
        try color(named: name, json: try Data(contentsOf: set.appendingPathComponent("Contents.json")))
    }

    /// The colour a set's `Contents.json` describes.
    package static func color(named name: String, json data: Data) throws -> Color {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else {
            throw Failure(description: "Contents.json has no \"colors\" list")
        }
        var any: Color.Resolved?, light: Color.Resolved?, dark: Color.Resolved?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any],
                  ["universal", "iphone", nil].contains(entry["idiom"] as? String) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            // Only the light and dark variants are modelled (not high contrast).
            guard appearances.allSatisfy({ $0["appearance"] as? String == "luminosity" }) else { continue }
            let resolved = try components(of: color)
            switch appearances.first?["value"] as? String {
            case "dark": dark = dark ?? resolved
            case "light": light = light ?? resolved
            default: any = any ?? resolved
            }
        }
        guard let base = light ?? any ?? dark else {
            throw Failure(description: "no colour for the universal or iPhone idiom")
        }
        return Color(named: name, light: base, dark: dark ?? any ?? base)
    }

    private static func components(of color: [String: Any]) throws -> Color.Resolved {
        if let reference = color["reference"] as? String {
            throw Failure(description: "the system colour reference \(reference) is not read")
        }
        guard let parts = color["components"] as? [String: Any] else { throw Failure(description: "no components") }
        let alpha = try parts["alpha"].map(value) ?? 1
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        if let white = parts["white"] {
            let w = try value(white)
            return Color.Resolved(red: w, green: w, blue: w, opacity: alpha)
        }
        guard let red = parts["red"], let green = parts["green"], let blue = parts["blue"] else {
            throw Failure(description: "components need red, green and blue, or white")
        }
        let (r, g, b) = (try value(red), try value(green), try value(blue))
        if space.contains("linear") {
            let linear = Color(.sRGBLinear, red: Double(r), green: Double(g), blue: Double(b), opacity: Double(alpha))
            return linear.resolved()
        }
        return Color.Resolved(red: r, green: g, blue: b, opacity: alpha)
    }

    /// A component as Xcode writes it: a float with a point, an 8-bit integer, or 8-bit hex.
    static func value(_ raw: Any) throws -> Float {
        if let number = raw as? Double { return Float(number) }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else {
            throw Failure(description: "a component is neither a number nor a string")
        }
        if text.lowercased().hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { return Float(hex) / 255 }
        if text.contains("."), let float = Float(text), float.isFinite { return float }
        if let integer = Int(text) { return Float(integer) / 255 }
        throw Failure(description: "the component \"\(text)\" is not a number")
    }
}

struct ColorAssetsKey: EnvironmentKey { static let defaultValue = ColorAssetCatalog.empty }

extension EnvironmentValues {
    /// The colour sets `Color("name")` finds (the graph's, from its resource folders).
    var colorAssets: ColorAssetCatalog {
        get { self[ColorAssetsKey.self] }
        set { self[ColorAssetsKey.self] = newValue }
    }
}
