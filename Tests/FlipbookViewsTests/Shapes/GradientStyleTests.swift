import Foundation
import Testing
@testable import FlipbookViews

@Suite struct GradientStyleTests {
    @Test func aGradientUsedAsAShapeStyleRunsFromTopToBottom() {
        let gradient = Gradient(stops: [.init(color: .red, location: 0.25), .init(color: .blue, location: 1)])
        let paint = ShapeStyles.resolve(gradient, in: EnvironmentValues())
        #expect(paint.kind == .linear && paint.start == .top && paint.end == .bottom)
        #expect(paint.stops.map(\.location) == [0.25, 1])
        #expect(paint.stops.first?.color == Color.red.resolved() && paint.stops.last?.color == Color.blue.resolved())
    }

    @Test func theFillStyleIsTheSystemFillAndItsLevelsAreFainter() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        for environment in [EnvironmentValues(), dark] {
            let fill = ShapeStyles.resolve(FillShapeStyle.fill, in: environment).representativeColor
            #expect(fill == Color(.systemFill).resolve(in: environment))
            let secondary = ShapeStyles.resolve(FillShapeStyle.fill.secondary, in: environment).representativeColor
            #expect(abs(secondary.opacity - fill.opacity * 0.6) < 1e-6 && secondary.red == fill.red)
        }
    }

    @Test func theLinkStyleIsTheSystemLinkColour() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        for environment in [EnvironmentValues(), dark] {
            let link = ShapeStyles.resolve(LinkShapeStyle.link, in: environment).representativeColor
            #expect(link == Color(.link).resolve(in: environment))
        }
        #expect(Color(.link).resolve(in: dark) != Color(.link).resolve(in: EnvironmentValues()))
    }

    @Test func aColourMadeFromAColourStyleIsThatColour() {
        // iOS 17's Color(_: some ShapeStyle & Hashable): a ternary of a colour and implicit members.
        let tint = Color.white
        for (status, expected) in [(0, Color.white), (1, Color.green), (2, Color.red)] {
            let made = Color(status == 0 ? tint : status == 1 ? .green : .red)
            #expect(made.resolved() == expected.resolved(), "\(status)")
        }
        // `Color(.red)` is still UIKit's pure red: the non-generic initializer wins, as in SwiftUI.
        #expect(Color(.red).resolved().green == 0)
    }
}
