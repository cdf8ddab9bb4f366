import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

/// `GraphicsContext.withCGContext`: Core Graphics' calls draw into the canvas, read from the pixels.
@MainActor
@Suite struct CGContextRenderingTests {
    private func image(_ draw: @escaping (CGContext, CGSize) -> Void) throws -> RasterImage {
        try ViewHost(Canvas { context, size in context.withCGContext { draw($0, size) } }
            .background(Color(red: 1, green: 1, blue: 0)),
                     size: CGSize(width: 100, height: 100), fonts: .pinned).image()
    }

    private func rgb(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> [Int] {
        [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }

    @Test func pathsTakeTheTransformCurrentWhenEachPointIsAdded() throws {
        let drawn = try image { cg, _ in
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.move(to: CGPoint(x: 0, y: 0))
            cg.addLine(to: CGPoint(x: 20, y: 0))
            // Moved after two points: the rest of the triangle lands 50 pt lower.
            cg.translateBy(x: 0, y: 50)
            cg.addLine(to: CGPoint(x: 20, y: 20))
            cg.addLine(to: CGPoint(x: 0, y: 20))
            cg.closePath()
            cg.fillPath()
            #expect(cg.isPathEmpty, "filling consumes the path")
        }
        #expect(rgb(drawn.pixel(x: 10, y: 40)) == [255, 0, 0], "inside the quadrilateral from y 0 to 70")
        #expect(rgb(drawn.pixel(x: 10, y: 80)) == [255, 255, 0], "below it: the background")
    }

    @Test func strokesAreMeasuredInTheSpaceCurrentWhenStroked() throws {
        let drawn = try image { cg, _ in
            cg.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            cg.move(to: CGPoint(x: 10, y: 50))
            cg.addLine(to: CGPoint(x: 90, y: 50))
            cg.scaleBy(x: 1, y: 10)
            cg.setLineWidth(2)
            // 2 pt in a space stretched 10× vertically: a horizontal line 20 pt thick.
            cg.strokePath()
        }
        #expect(rgb(drawn.pixel(x: 50, y: 41)) == [0, 0, 255])
        #expect(rgb(drawn.pixel(x: 50, y: 58)) == [0, 0, 255])
        #expect(rgb(drawn.pixel(x: 50, y: 62)) == [255, 255, 0])
    }

    @Test func graphicsStateIsSavedAndRestored() throws {
        let drawn = try image { cg, _ in
            cg.setFillColor(gray: 0, alpha: 1)
            cg.saveGState()
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.translateBy(x: 50, y: 0)
            cg.setAlpha(0.5)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.restoreGState()
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.clip(to: CGRect(x: 0, y: 50, width: 10, height: 50))
            cg.fillEllipse(in: CGRect(x: 0, y: 50, width: 40, height: 40))
        }
        let faded = rgb(drawn.pixel(x: 60, y: 10))
        #expect(faded[0] == 255 && (127...128).contains(faded[1]) && faded[2] == 0, "half-opaque red on yellow: \(faded)")
        #expect(rgb(drawn.pixel(x: 10, y: 10)) == [0, 0, 0], "the saved black, at the saved origin")
        #expect(rgb(drawn.pixel(x: 5, y: 70)) == [0, 0, 0], "the ellipse inside the clip")
        #expect(rgb(drawn.pixel(x: 20, y: 70)) == [255, 255, 0], "the ellipse outside the clip")
    }

    @Test func clearMakesTheCanvasTransparent() throws {
        let drawn = try image { cg, size in
            cg.setFillColor(CGColor.black)
            cg.fill(CGRect(origin: .zero, size: size))
            cg.clear(CGRect(x: 40, y: 40, width: 20, height: 20))
        }
        #expect(rgb(drawn.pixel(x: 50, y: 50)) == [255, 255, 0], "the cleared square shows the view behind the canvas")
        #expect(rgb(drawn.pixel(x: 30, y: 50)) == [0, 0, 0])
    }

    @Test func coloursConvertBothWays() {
        let orange = Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)
        let cgColor = orange.cgColor
        #expect(cgColor?.components == [1, 0.5, 0, 0.25])
        #expect(cgColor?.alpha == 0.25)
        #expect(Color(cgColor: CGColor(red: 0, green: 1, blue: 0, alpha: 1)).resolved() == Color(red: 0, green: 1, blue: 0).resolved())
        #expect(CGColor(gray: 0.5, alpha: 2).alpha == 1, "alpha is clamped")
        #expect(CGColor.white.copy(alpha: 0)?.components == [1, 1, 1, 0])
    }
}
