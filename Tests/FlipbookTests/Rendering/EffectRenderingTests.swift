import Foundation
import Testing
@testable import FlipbookCairo
import Flipbook

/// The Cairo renderer's effects, from display lists made by hand.
@Suite struct EffectRenderingTests {
    private func weights(sigma: Double) -> [Double] {
        let taps = Int((3 * sigma).rounded(.up))
        let raw = (-taps...taps).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    @Test func theBlurIsTheReferenceGaussian() {
        // A single opaque pixel, blurred with σ = 2: each pixel becomes 255 · w(dx) · w(dy), rounded once.
        let size = 21, sigma = 2.0
        var pixels = [UInt8](repeating: 0, count: size * size)
        pixels[10 * size + 10] = 255
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur().blur($0.baseAddress!, width: size, height: size, stride: size, channels: 1, sigma: sigma)
        }
        let w = weights(sigma: sigma)
        for dy in -6...6 {
            for dx in -6...6 {
                let expected = Int(Float(255 * w[dx + 6]) * Float(w[dy + 6]) + 0.5)
                #expect(abs(Int(pixels[(10 + dy) * size + 10 + dx]) - expected) <= 1, "at \(dx), \(dy)")
            }
        }
        #expect(pixels[10 * size + 10] > 0 && pixels[0] == 0, "it reaches 3σ = 6 pixels and no further")
    }

    @Test func channelsAreBlurredApartAndBuffersAreReusedCleanly() {
        // Two calls with one blur: the second sees no trace of the first's buffers.
        let blur = GaussianBlur()
        var first = [UInt8](repeating: 200, count: 8 * 8 * 4)
        first.withUnsafeMutableBufferPointer {
            blur.blur($0.baseAddress!, width: 8, height: 8, stride: 32, channels: 4, sigma: 1)
        }
        var second = [UInt8](repeating: 0, count: 8 * 8 * 4)
        second[(4 * 8 + 4) * 4 + 2] = 255   // only the third channel of one pixel
        second.withUnsafeMutableBufferPointer {
            blur.blur($0.baseAddress!, width: 8, height: 8, stride: 32, channels: 4, sigma: 1)
        }
        let channels = (0..<4).map { c in stride(from: c, to: second.count, by: 4).map { Int(second[$0]) }.reduce(0, +) }
        #expect(channels[0] == 0 && channels[1] == 0 && channels[3] == 0)
        #expect(abs(channels[2] - 255) <= 8, "the channel keeps its total: \(channels[2])")
    }

    @Test func aShadowIsTheBlurredCoverageUnderTheItemsDrawnAsTheyAre() throws {
        // A 20-point black square at (40, 40) with a red shadow of radius 4 (σ = 2) moved 30 points right.
        let square = DisplayList.Item(transform: ProjectionTransform(CGAffineTransform(translationX: 40, y: 40)),
                                      content: .fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)),
                                                     .color(Color.black.resolved()), FillStyle()))
        let shadow = DisplayList.Shadow(color: Color(red: 1, green: 0, blue: 0).resolved(), radius: 4,
                                        offset: CGSize(width: 30, height: 0))
        let list = DisplayList(items: [DisplayList.Item(transform: ProjectionTransform(),
                                                        content: .effect(.shadow(shadow), DisplayList(items: [square])))])
        let image = try CairoRenderer().render(list, size: CGSize(width: 120, height: 100), scale: 1)
        #expect(image.pixel(x: 50, y: 50) == (0, 0, 0, 255), "the square itself, drawn directly")
        #expect(image.pixel(x: 80, y: 50) == (255, 0, 0, 255), "the shadow's middle, 5σ inside the moved square")
        // At the moved square's edge the coverage is blurred to half.
        let edge = image.pixel(x: 89, y: 50)
        #expect(edge.red == 255 && abs(Int(edge.alpha) - 128) <= 40, "\(edge)")
        #expect(image.pixel(x: 97, y: 50).alpha == 0, "nothing beyond 3σ = 6 points of the edge")
    }
}

/// A first fill that covers the canvas in an opaque colour is painted as the background.
@Suite struct CanvasCoverTests {
    private func fill(_ rect: CGRect, _ color: Color.Resolved, at offset: CGPoint = .zero) -> DisplayList.Item {
        DisplayList.Item(transform: ProjectionTransform(CGAffineTransform(translationX: offset.x, y: offset.y)),
                         content: .fill(Path(rect), .color(color), FillStyle()))
    }

    @Test func onlyAnOpaqueRectangleOverTheWholeCanvasCovers() {
        let white = Color.white.resolved(), size = CGSize(width: 100, height: 50)
        #expect(DisplayList(items: [fill(CGRect(x: 0, y: 0, width: 100, height: 50), white)]).coveringColor(canvas: size) == white)
        #expect(DisplayList(items: [fill(CGRect(x: 0, y: 0, width: 60, height: 30), white, at: CGPoint(x: -10, y: -5))])
            .coveringColor(canvas: CGSize(width: 50, height: 25)) == white)
        #expect(DisplayList(items: [fill(CGRect(x: 0, y: 0, width: 99, height: 50), white)]).coveringColor(canvas: size) == nil)
        #expect(DisplayList(items: [fill(CGRect(x: 0, y: 0, width: 100, height: 50), Color.white.opacity(0.5).resolved())])
            .coveringColor(canvas: size) == nil)
        #expect(DisplayList(items: [DisplayList.Item(transform: ProjectionTransform(),
                                                     content: .fill(Path(ellipseIn: CGRect(x: -50, y: -50, width: 200, height: 150)),
                                                                    .color(white), FillStyle()))]).coveringColor(canvas: size) == nil)
    }

    @Test func paintingTheCoverIsPixelForPixelDrawingIt() throws {
        // The same frame drawn with the cover as its first item, and with it painted by hand first.
        let red = Color(red: 1, green: 0, blue: 0).resolved()
        let square = fill(CGRect(x: 10.3, y: 10.7, width: 20, height: 20), red)
        let covered = DisplayList(items: [fill(CGRect(x: 0, y: 0, width: 64, height: 48), Color.yellow.resolved()), square])
        let painted = DisplayList(items: [square])
        let renderer = CairoRenderer()
        let a = try renderer.render(covered, size: CGSize(width: 64, height: 48), scale: 2)
        let b = try renderer.render(painted, size: CGSize(width: 64, height: 48), scale: 2, background: Color.yellow.resolved())
        #expect(try a.pngData() == b.pngData())
        #expect(a.pixel(x: 0, y: 0).green > 150 && a.pixel(x: 40, y: 40).red == 255)
    }
}
