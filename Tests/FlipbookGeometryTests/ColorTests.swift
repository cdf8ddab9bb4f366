import Foundation
import Testing
@testable import FlipbookGeometry

@Suite struct ColorTests {
    func near(_ a: Float, _ b: Float, _ tolerance: Float = 1e-4) -> Bool { abs(a - b) <= tolerance }

    @Test func rgbRoundTripsThroughLinearStorage() {
        let c = Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.8).resolved()
        #expect(near(c.red, 0.2) && near(c.green, 0.5) && near(c.blue, 0.9) && c.opacity == 0.8)
        #expect(near(c.linearGreen, 0.21404), "sRGB 0.5 is 0.214 linear")
        let linear = Color(.sRGBLinear, red: 0.21404, green: 0, blue: 0).resolved()
        #expect(near(linear.red, 0.5))
    }

    @Test func mixingInterpolatesResolvedComponentsWeightedByOpacity() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let quarter = red.mixed(with: blue, by: 0.25).resolved()
        #expect(near(quarter.red, 0.75) && near(quarter.blue, 0.25) && quarter.opacity == 1)
        // Mixing with clear fades the colour rather than darkening it towards clear's black.
        let faded = red.mixed(with: Color(red: 0, green: 0, blue: 0, opacity: 0), by: 0.5).resolved()
        #expect(near(faded.red, 1) && near(faded.opacity, 0.5))
        // Fractions outside 0…1 (or not numbers) are clamped; adaptive colours mix in the appearance asked for.
        #expect(near(red.mixed(with: blue, by: 3).resolved().blue, 1) && near(red.mixed(with: blue, by: .nan).resolved().red, 1))
        #expect(Color.primary.mixed(with: .white, by: 0.5).resolved(in: .dark).red == 1)
        #expect(near(Color.primary.mixed(with: .white, by: 0.5).resolved(in: .light).red, 0.5))
    }

    @Test func hueSaturationBrightness() {
        let c = Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolved()
        #expect(near(c.red, 0) && near(c.green, 1) && near(c.blue, 0))
        let grey = Color(hue: 0.7, saturation: 0, brightness: 0.5).resolved()
        #expect(near(grey.red, 0.5) && near(grey.blue, 0.5))
        #expect(Color(white: 0.25).resolved().red == Color(red: 0.25, green: 0.25, blue: 0.25).resolved().red)
    }

    @Test func systemColorsFollowTheAppearance() {
        #expect(Color.blue.resolved().description == Color(red: 0, green: 122 / 255, blue: 1).resolved().description)
        #expect(Color.primary.resolved(in: .light).red == 0)
        #expect(Color.primary.resolved(in: .dark).red == 1)
        #expect(near(Color.secondary.resolved().opacity, 0.6))
        #expect(Color.clear.resolved().opacity == 0)
        #expect(Color.red.description == "red")
    }

    @Test func uiKitNamesGiveUIKitsColours() {
        // UIKit's fixed colours are not the system colours of the same name, and keep their value in the dark.
        let pureRed = Color(.red).resolved(in: .dark)
        #expect(near(pureRed.red, 1) && near(pureRed.green, 0) && near(pureRed.blue, 0))
        #expect(near(Color(uiColor: .lightGray).resolved().green, 2 / 3, 0.01))
        #expect(near(Color(.darkGray).resolved().blue, 1 / 3, 0.01))
        #expect(Color(.systemRed).resolved().description == Color.red.resolved().description)
        let selected = true
        #expect(near(Color(selected ? .lightGray : .white).resolved().red, 2 / 3, 0.01))
        // The system greys follow the appearance.
        #expect(Color(.systemGray6).resolved(in: .light).red > 0.9 && Color(.systemGray6).resolved(in: .dark).red < 0.2)
    }

    @Test func opacityMultiplies() {
        #expect(near(Color.secondary.opacity(0.5).resolved().opacity, 0.3))
        #expect(Color.red.opacity(2).resolved().opacity == 1, "clamped")
        #expect(Color.red.opacity(0.5) == Color.red.opacity(0.5))
        #expect(Color(red: 1, green: 0, blue: 0).description == "#FF0000FF")
    }
}
