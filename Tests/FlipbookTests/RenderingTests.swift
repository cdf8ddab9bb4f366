import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

@MainActor
@Suite struct RenderingTests {
    private func image<V: View>(_ view: V, size: CGSize = CGSize(width: 100, height: 100)) throws -> RasterImage {
        try ViewHost(view, size: size, fonts: .pinned).image()
    }

    @Test func masksBlursAndAngularGradientsDraw() throws {
        let masked = try image(Color.red.frame(width: 100, height: 100).mask(Circle().frame(width: 50, height: 50)))
        #expect(masked.pixel(x: 50, y: 50).red == 255 && masked.pixel(x: 50, y: 50).green < 80)
        #expect(masked.pixel(x: 10, y: 10) == (255, 255, 255, 255), "outside the mask: the white background")

        let blurred = try image(Color.black.frame(width: 40, height: 40).blur(radius: 10))
        let edge = blurred.pixel(x: 30, y: 50).red
        #expect(edge > 60 && edge < 200, "the edge is soft: \(edge)")

        let wheel = try image(AngularGradient(colors: [.red, .blue, .red], center: .center).frame(width: 100, height: 100))
        let right = wheel.pixel(x: 95, y: 50), left = wheel.pixel(x: 5, y: 50)
        #expect(right.red > 200 && right.blue < 60, "0°: red")
        #expect(left.blue > 200 && left.red < 80, "180°: blue")
    }

    @Test func underlinesAndStrikethroughsDrawLines() throws {
        func darkPixels(_ view: some View) throws -> [Int] {
            let drawn = try image(view.font(.system(size: 30)), size: CGSize(width: 100, height: 60))
            // Dark pixels per row, top to bottom.
            return (0..<60).map { y in (0..<100).filter { drawn.pixel(x: $0, y: y).red < 128 }.count }
        }
        let plain = try darkPixels(Text("xxx"))
        let underlined = try darkPixels(Text("xxx").underline())
        let struck = try darkPixels(VStack { Text("xxx") }.strikethrough())
        // A line is a row much darker than the plain text's.
        let lineRows = { (rows: [Int]) in zip(rows, plain).filter { $0 > $1 + 20 }.count }
        #expect(lineRows(underlined) >= 1 && lineRows(struck) >= 1, "\(underlined) \(struck)")
        let underlineRow = zip(underlined, plain).enumerated().first { $0.element.0 > $0.element.1 + 20 }?.offset ?? 0
        let strikeRow = zip(struck, plain).enumerated().first { $0.element.0 > $0.element.1 + 20 }?.offset ?? 0
        #expect(underlineRow > strikeRow, "the underline is below the strikethrough")
    }

    @Test func lineSpacingAddsRoomBetweenLines() {
        let height = { (spacing: CGFloat) -> CGFloat in
            let host = ViewHost(Text("one\ntwo").lineSpacing(spacing), size: CGSize(width: 300, height: 200), fonts: .pinned)
            return host.laidOutViews.first { $0.type == "Text" }?.frame.height ?? 0
        }
        #expect(near(height(10) - height(0), 10, 0.5), "\(height(0)) \(height(10))")
    }

    @Test func ellipticalGradientsStretchToTheirShape() throws {
        // Black at the centre to white at the edges of a 200 × 100 rectangle, on the ellipse inside it.
        let oval = try image(Rectangle().fill(EllipticalGradient(colors: [.black, .white])).frame(width: 200, height: 100),
                             size: CGSize(width: 200, height: 100))
        let centre = oval.pixel(x: 100, y: 50).red, halfwayAcross = oval.pixel(x: 150, y: 50).red
        let halfwayDown = oval.pixel(x: 100, y: 75).red, edge = oval.pixel(x: 198, y: 50).red
        #expect(centre < 20 && edge > 235, "\(centre) \(edge)")
        // Half the way to the right edge and half the way down are the same step along the gradient.
        #expect(abs(Int(halfwayAcross) - Int(halfwayDown)) < 6 && halfwayAcross > 80 && halfwayAcross < 200,
                "\(halfwayAcross) \(halfwayDown)")
        let stroked = try image(Circle().stroke(.ellipticalGradient(colors: [.red, .blue]), lineWidth: 10)
            .frame(width: 100, height: 60), size: CGSize(width: 100, height: 60))
        #expect(stroked.pixel(x: 50, y: 3).blue > 150, "a stroke on the edge takes the outer colour")
    }

    @Test func scaleDoublesPixelsAndZeroCanvasesAreRefused() throws {
        let host = ViewHost(Color.green, size: CGSize(width: 30, height: 20), fonts: .pinned)
        let image = try host.image(scale: 2)
        #expect(image.pixelWidth == 60 && image.pixelHeight == 40)
        let empty = ViewHost(Color.green, size: .zero, fonts: .pinned)
        #expect(throws: RenderError.invalidSize(.zero, scale: 1)) { try empty.pngData() }
    }

    @Test func projectiveItemsAreDrawnFlattenedAndCulledBehindTheEye() throws {
        let tilted = try image(Color.blue.frame(width: 60, height: 60)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        #expect(tilted.pixel(x: 50, y: 50).blue == 255, "the card's centre stays")
        #expect(tilted.pixel(x: 22, y: 50) == (255, 255, 255, 255), "its sides are foreshortened")
    }
}
