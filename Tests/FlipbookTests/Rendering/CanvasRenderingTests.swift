import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

/// `Canvas` and `GraphicsContext`: what a renderer draws, read from the pixels and the display list.
@MainActor
@Suite struct CanvasRenderingTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func host<V: View>(_ view: V, size: CGSize = CGSize(width: 100, height: 100)) -> ViewHost {
        ViewHost(view, size: size, fonts: .pinned)
    }

    private func rgb(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> [Int] {
        [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }

    @Test func fillsAndStrokesInTheCanvasSpace() throws {
        let image = try host(VStack(spacing: 0) {
            Color.clear.frame(height: 20)
            Canvas { context, size in
                #expect(size == CGSize(width: 100, height: 80))
                context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(red))
                context.stroke(Path(CGRect(x: 50, y: 10, width: 40, height: 40)), with: .color(blue), lineWidth: 4)
            }
        }).image()
        #expect(rgb(image.pixel(x: 10, y: 30)) == [255, 0, 0], "the fill, 20 pt down with the canvas")
        #expect(rgb(image.pixel(x: 10, y: 10)) == [255, 255, 255], "above the canvas")
        #expect(rgb(image.pixel(x: 50, y: 50)) == [0, 0, 255], "on the stroke's left edge")
        #expect(rgb(image.pixel(x: 70, y: 50)) == [255, 255, 255], "inside the stroked square")
    }

    @Test func transformsOpacityAndClipsApplyToLaterDrawings() throws {
        let image = try host(Canvas { context, size in
            var turned = context
            turned.translateBy(x: 50, y: 50)
            turned.rotate(by: .degrees(45))
            turned.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(red))
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 80, width: 20, height: 20)), with: .color(red))
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 70, y: 0, width: 30, height: 30)))
            clipped.fill(Path(CGRect(x: 70, y: 0, width: 30, height: 30)), with: .color(blue))
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 40, y: 40, width: 5, height: 5)), with: .color(blue))
        }).image()
        #expect(rgb(image.pixel(x: 50, y: 37)) == [255, 0, 0], "the square's top corner, turned 45° (14 pt up)")
        #expect(rgb(image.pixel(x: 40, y: 41)) == [255, 255, 255], "beside the diamond")
        let faded = rgb(image.pixel(x: 10, y: 90))
        #expect(faded[0] == 255 && (127...128).contains(faded[1]) && faded[1] == faded[2], "half-opaque red on white: \(faded)")
        #expect(rgb(image.pixel(x: 85, y: 15)) == [0, 0, 255], "inside the clip circle")
        #expect(rgb(image.pixel(x: 72, y: 2)) == [255, 255, 255], "the clipped corner")
        #expect(rgb(image.pixel(x: 85, y: 85)) == [0, 0, 255], "scaled 2×: (40, 40) lands at (80, 80)")
    }

    @Test func theClipBoundingRectIsTheCanvasNarrowedByClipsInUserSpace() throws {
        var seen: [CGRect] = []
        _ = try host(Canvas { context, size in
            seen.append(context.clipBoundingRect)
            context.clip(to: Path(CGRect(x: 10, y: 20, width: 50, height: 200)))
            seen.append(context.clipBoundingRect)
            context.translateBy(x: 10, y: 10)
            context.scaleBy(x: 2, y: 2)
            seen.append(context.clipBoundingRect)
            context.drawLayer { layer in seen.append(layer.clipBoundingRect) }
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), options: .inverse)
            seen.append(context.clipBoundingRect)
        }, size: CGSize(width: 100, height: 80)).image()
        let narrowed = CGRect(x: 10, y: 20, width: 50, height: 60)
        let inUserSpace = CGRect(x: 0, y: 5, width: 25, height: 30)
        #expect(seen == [CGRect(x: 0, y: 0, width: 100, height: 80), narrowed, inUserSpace, inUserSpace,
                         inUserSpace], "an inverse clip narrows nothing it can bound: \(seen)")
    }

    @Test func layersBlendModesAndFiltersBecomeEffects() throws {
        let list = host(Canvas { context, _ in
            var blurred = context
            blurred.addFilter(.blur(radius: 4))
            blurred.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.drawLayer { layer in
                layer.blendMode = .multiply
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            }
        }).displayList.description
        #expect(list.contains("blur 4"), "\(list)")
        #expect(list.contains("blend multiply"), "\(list)")
    }

    @Test func aCanvasBlendsInALayerOfItsOwn() throws {
        // The canvas's drawings blend with each other, not with the views beneath: erasing with `destinationOut`
        // shows the yellow behind the canvas, not the white window.
        let yellow = Color(red: 1, green: 1, blue: 0)
        let image = try host(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(red))
            var eraser = context
            eraser.blendMode = .destinationOut
            eraser.fill(Path(CGRect(x: 40, y: 40, width: 20, height: 20)), with: .color(blue))
        }.background(yellow)).image()
        #expect(rgb(image.pixel(x: 50, y: 50)) == [255, 255, 0], "the erased square shows the background")
        #expect(rgb(image.pixel(x: 10, y: 10)) == [255, 0, 0])
        // Without a blend mode nothing is layered.
        let plain = host(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(red))
        }).displayList.description
        #expect(!plain.contains("compositing group"), "\(plain)")
    }

    @Test func textImagesAndSymbolViewsDraw() throws {
        let host = host(Canvas { context, size in
            let label = context.resolve(Text("Hi").font(.system(size: 20)))
            let measured = label.measure(in: size)
            #expect(measured.width > 10 && measured.height > 20 && measured.height < 30)
            context.draw(label, at: CGPoint(x: 50, y: 20), anchor: .center)
            if let dot = context.resolveSymbol(id: "dot") {
                #expect(dot.size == CGSize(width: 12, height: 12))
                context.draw(dot, at: CGPoint(x: 20, y: 70))
            }
            #expect(context.resolveSymbol(id: "missing") == nil)
            context.draw(Image(systemName: "heart.fill"), at: CGPoint(x: 70, y: 70))
        } symbols: {
            Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 12, height: 12).tag("dot")
        })
        let image = try host.image()
        #expect(rgb(image.pixel(x: 20, y: 70)) == [0, 0, 255], "the symbol view, centred on its point")
        #expect(rgb(image.pixel(x: 20, y: 60)) == [255, 255, 255])
        let description = host.displayList.description
        #expect(description.contains("\"Hi\""), "\(description)")
        #expect(description.contains("symbol"), "\(description)")
    }

    struct Clock: View {
        var body: some View {
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let seconds = timeline.date.timeIntervalSince(ViewGraph.defaultStartDate)
                    context.translateBy(x: size.width / 2, y: size.height / 2)
                    context.rotate(by: .degrees(seconds * 6))
                    context.fill(Path(CGRect(x: -2, y: -45, width: 4, height: 45)), with: .color(.black))
                }
            }
        }
    }

    @Test func aCanvasInATimelineViewAnimates() throws {
        let clock = host(Clock())
        #expect(try clock.image().pixel(x: 50, y: 10).red == 0, "the hand points up at 0 s")
        clock.advance(to: 15)
        let quarter = try clock.image()
        #expect(quarter.pixel(x: 90, y: 50).red == 0, "a quarter turn at 15 s")
        #expect(quarter.pixel(x: 50, y: 10).red == 255)
    }
}

/// The metaball idiom: a threshold added before a blur applies after it, so blurred shapes near each other merge.
@MainActor
@Suite struct CanvasAlphaThresholdTests {
    private func balls(gap: CGFloat, blur: CGFloat?) throws -> RasterImage {
        try ViewHost(Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5, color: Color(red: 1, green: 0, blue: 0)))
            if let blur { context.addFilter(.blur(radius: blur)) }
            context.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 10, y: 30, width: 40, height: 40)), with: .color(.black))
                layer.fill(Path(ellipseIn: CGRect(x: 50 + gap, y: 30, width: 40, height: 40)), with: .color(.black))
            }
        }, size: CGSize(width: 120, height: 100), fonts: .pinned).image()
    }

    @Test func blurredShapesCloseTogetherMergeAndTheThresholdPaintsThemInItsColour() throws {
        let between = { (image: RasterImage) in image.pixel(x: 50 + 3, y: 50) }
        let merged = try balls(gap: 6, blur: 16)
        #expect(merged.pixel(x: 30, y: 50) == (255, 0, 0, 255), "inside a ball: the threshold's colour, opaque")
        #expect(between(merged) == (255, 0, 0, 255), "the gap between the balls is bridged")
        #expect(merged.pixel(x: 30, y: 5) == (255, 255, 255, 255), "far away: clear, the white background")
        let apart = try balls(gap: 6, blur: nil)
        #expect(between(apart) == (255, 255, 255, 255), "without the blur the gap stays open")
        #expect(apart.pixel(x: 30, y: 50) == (255, 0, 0, 255))
        let edge = merged.pixel(x: 30, y: 33)
        #expect(edge.red == 255 && (edge.green == 0 || edge.green == 255), "no grey edge: each pixel is in or out")
    }

    @Test func aRangeThatTakesInClearPixelsPaintsTheWholeCanvas() throws {
        let image = try ViewHost(Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0, max: 0.5, color: Color(red: 0, green: 0, blue: 1)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
        }, size: CGSize(width: 60, height: 60), fonts: .pinned).image()
        #expect(image.pixel(x: 40, y: 40) == (0, 0, 255, 255), "clear pixels are within 0…0.5")
        #expect(image.pixel(x: 10, y: 10) == (255, 255, 255, 255), "the opaque square is not")
    }
}
