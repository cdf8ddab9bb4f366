import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews

/// `Color("Name")` from the colour sets of an asset catalog among the scene's resources.
@MainActor
@Suite struct ColorAssetTests {
    /// A resource folder holding `Assets.xcassets` with a light/dark colour set written three ways Xcode writes
    /// components (hex, 8-bit integers, floats), one in a group folder, and one that cannot be read.
    private static func catalog() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-assets-\(UUID().uuidString)")
        let assets = root.appendingPathComponent("Assets.xcassets")
        func write(_ set: String, _ json: String) throws {
            let folder = assets.appendingPathComponent(set)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try json.write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        try write("Brand.colorset", """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0xFF", "green": "0x80", "blue": "0x00"}},
               "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0", "green": "0", "blue": "255"}},
               "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """)
        try write("Palette/Ink.colorset", """
            {"colors": [{"color": {"color-space": "display-p3", "components": {"alpha": "0.500", "red": "0.000", "green": "1.000", "blue": "0.000"}},
              "idiom": "universal"}]}
            """)
        try write("Broken.colorset", #"{"colors": [{"color": {"components": {"red": "x", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#)
        return root
    }

    private func host<V: View>(_ view: V, dark: Bool = false, resources: [URL]) -> ViewHost {
        ViewHost(view, size: CGSize(width: 20, height: 20), colorScheme: dark ? .dark : .light, fonts: .pinned,
                 resources: resources)
    }

    @Test func aColourSetResolvesInEachAppearance() throws {
        let folder = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let light = try host(Color("Brand"), resources: [folder]).image().pixel(x: 10, y: 10)
        #expect((light.red, light.green, light.blue) == (255, 128, 0), "light: hex components")
        let dark = try host(Color("Brand"), dark: true, resources: [folder]).image().pixel(x: 10, y: 10)
        #expect((dark.red, dark.green, dark.blue) == (0, 0, 255), "dark: 8-bit integer components")
    }

    @Test func setsInGroupsAndTheirOpacityAreRead() throws {
        let folder = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let drawn = try host(Color("Ink"), resources: [folder]).image().pixel(x: 10, y: 10)
        #expect(drawn.green == 255 && abs(Int(drawn.red) - 128) <= 1 && drawn.red == drawn.blue,
                "half-opaque green over white: \(drawn)")
        let faded = try host(Color("Brand").opacity(0.5), resources: [folder]).image().pixel(x: 10, y: 10)
        #expect(faded.red == 255 && abs(Int(faded.blue) - 128) <= 1, "an asset colour's opacity still applies: \(faded)")
    }

    @Test func aMissingOrUnreadableSetWarnsAndDrawsNothing() throws {
        let folder = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = host(Rectangle().fill(Color("Nope")), resources: [folder])
        let pixel = try missing.image().pixel(x: 10, y: 10)
        #expect((pixel.red, pixel.green, pixel.blue) == (255, 255, 255), "clear over the white background")
        _ = try missing.image()
        #expect(missing.warnings.filter { $0 == "No color named 'Nope' found in asset catalog for main bundle" }.count == 1,
                "logged once, not on every frame: \(missing.warnings)")
        #expect(missing.warnings.contains { $0.contains("Broken.colorset") && $0.contains("\"x\"") })
        let noResources = host(Color("Brand"), resources: [])
        #expect(try noResources.image().pixel(x: 10, y: 10).red == 255)
        #expect(noResources.warnings.contains("No color named 'Brand' found in asset catalog for main bundle"))
    }
}
