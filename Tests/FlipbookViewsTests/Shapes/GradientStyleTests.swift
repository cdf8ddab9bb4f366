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
}
