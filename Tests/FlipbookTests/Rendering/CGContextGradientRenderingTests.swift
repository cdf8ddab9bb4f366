import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

/// `CGContext.drawLinearGradient` and `drawRadialGradient`: the clipped area is painted, within the gradient's
/// span unless the options extend it, read from the pixels.
@MainActor
@Suite struct CGContextGradientRenderingTests {
    private func image(_ draw: @escaping (CGContext) -> Void) throws -> RasterImage {
        try ViewHost(Canvas { context, _ in context.withCGContext { draw($0) } }
            .background(Color(red: 1, green: 1, blue: 0)),
                     size: CGSize(width: 100, height: 100), fonts: .pinned).image()
    }

    private func rgb(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> [Int] {
        [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }

    private let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                       colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                                       locations: [0, 1])!

    @Test func aLinearGradientPaintsOnlyItsSpanWithoutOptions() throws {
        let drawn = try image { cg in
            cg.drawLinearGradient(redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        }
        #expect(rgb(drawn.pixel(x: 10, y: 50)) == [255, 255, 0], "before the start: nothing painted")
        #expect(rgb(drawn.pixel(x: 90, y: 50)) == [255, 255, 0], "after the end: nothing painted")
        let middle = rgb(drawn.pixel(x: 50, y: 10))
        #expect(abs(middle[0] - middle[2]) < 12 && middle[1] < 5, "halfway: as much red as blue, \(middle)")
        #expect(rgb(drawn.pixel(x: 21, y: 95))[0] > 240)
    }

    @Test func optionsExtendTheEndColoursAndTheClipBoundsThePaint() throws {
        let drawn = try image { cg in
            cg.addRect(CGRect(x: 0, y: 0, width: 100, height: 50))
            cg.clip()
            cg.drawLinearGradient(redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                                  options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(rgb(drawn.pixel(x: 5, y: 20)) == [255, 0, 0])
        #expect(rgb(drawn.pixel(x: 95, y: 20)) == [0, 0, 255])
        #expect(rgb(drawn.pixel(x: 50, y: 75)) == [255, 255, 0], "outside the clip")
    }

    @Test func thePaintStopsAtTheCanvasEdges() throws {
        let gradient = redToBlue
        let drawn = try ViewHost(Canvas { context, _ in
            context.withCGContext { cg in
                cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 40, y: 0),
                                      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
        }
        .frame(width: 40, height: 40), size: CGSize(width: 100, height: 100), fonts: .pinned).image()
        let first = rgb(drawn.pixel(x: 30, y: 30))
        #expect(first[0] > 245 && first[2] < 8, "the canvas's first pixel: red, \(first)")
        #expect(rgb(drawn.pixel(x: 29, y: 50)) == [255, 255, 255], "beside the canvas: the host's white")
        #expect(rgb(drawn.pixel(x: 71, y: 50)) == [255, 255, 255])
    }

    @Test func aRadialGradientPaintsTheRingBetweenItsCircles() throws {
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(),
                                  colorComponents: [0, 1, 0, 1, 0, 0, 0, 1], locations: nil, count: 2)!
        let drawn = try image { cg in
            cg.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        }
        #expect(rgb(drawn.pixel(x: 50, y: 50)) == [255, 255, 0], "inside the start circle")
        #expect(rgb(drawn.pixel(x: 50, y: 5)) == [255, 255, 0], "outside the end circle")
        #expect(rgb(drawn.pixel(x: 50, y: 38))[1] > 200, "just outside the start circle: green")
        #expect(rgb(drawn.pixel(x: 50, y: 88))[1] < 60, "near the end circle: black")
    }

    @Test func aRadialGradientWithBothOptionsFillsEverything() throws {
        let drawn = try image { cg in
            cg.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 30,
                                  options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(rgb(drawn.pixel(x: 50, y: 50)) == [255, 0, 0])
        #expect(rgb(drawn.pixel(x: 2, y: 2)) == [0, 0, 255])
    }

    /// A highlight off the centre of a sphere: the start circle (a point) inside the end one. The first colour is
    /// at the start centre, not the end one, the far side of the sphere reaches the last colour, and nothing is
    /// painted outside it; with `drawsBeforeStartLocation`, a start circle with a radius is filled in the first
    /// colour. Before, such a gradient was drawn around the end centre.
    @Test func aGradientOfTwoCentresWithOneCircleInsideTheOther() throws {
        let drawn = try image { cg in
            cg.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 35, y: 35), startRadius: 0,
                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        }
        let highlight = rgb(drawn.pixel(x: 35, y: 35)), middle = rgb(drawn.pixel(x: 50, y: 50))
        #expect(highlight[0] > 240 && highlight[2] < 15, "the start centre is red: \(highlight)")
        #expect(middle[2] > 40, "the end centre is part of the way to blue: \(middle)")
        let far = rgb(drawn.pixel(x: 76, y: 76))
        #expect(far[2] > 200 && far[0] < 60, "near the end circle, away from the start: blue, \(far)")
        #expect(rgb(drawn.pixel(x: 95, y: 95)) == [255, 255, 0], "outside the end circle")
        let filled = try image { cg in
            cg.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 40, y: 40), startRadius: 10,
                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [.drawsBeforeStartLocation])
        }
        #expect(rgb(filled.pixel(x: 40, y: 40)) == [255, 0, 0], "inside the start circle: the first colour")
        let bare = try image { cg in
            cg.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 40, y: 40), startRadius: 10,
                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        }
        #expect(rgb(bare.pixel(x: 40, y: 40)) == [255, 255, 0], "inside the start circle, without the option")
    }

    /// Two circles apart paint the cone of circles between them, and nothing beside it.
    @Test func aGradientOfTwoCirclesApartPaintsTheConeBetweenThem() throws {
        let host = ViewHost(Canvas { context, _ in
            context.withCGContext { cg in
                cg.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 20, y: 50), startRadius: 5,
                                      endCenter: CGPoint(x: 80, y: 50), endRadius: 15, options: [])
            }
        }.background(Color(red: 1, green: 1, blue: 0)), size: CGSize(width: 100, height: 100), fonts: .pinned)
        let drawn = try host.image()
        let between = rgb(drawn.pixel(x: 50, y: 50))
        #expect(between[1] < 20 && between[0] > 60 && between[2] > 60, "halfway along the cone: \(between)")
        #expect(rgb(drawn.pixel(x: 50, y: 30)) == [255, 255, 0], "beside the cone")
        #expect(rgb(drawn.pixel(x: 5, y: 50)) == [255, 255, 0], "behind the start circle")
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test func colourSpacesAndGradientsRejectWhatTheyCannotRead() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: CGColorSpace.linearGray)?.model == .monochrome)
        #expect(CGColorSpace(name: "not a space") == nil)
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
        let grey = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1, 0.5, 1],
                              locations: [0, 0.9, 0.4], count: 3)!
        #expect(grey.stops.map(\.location) == [0, 0.4, 0.9], "sorted by location")
        #expect(grey.stops[1].color.components == [0.5, 0.5, 0.5, 1])
    }
}
