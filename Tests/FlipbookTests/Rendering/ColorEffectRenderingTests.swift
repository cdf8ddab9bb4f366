import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

/// Colour filters, blend modes and compositing groups, read back from the pixels Cairo draws.
@MainActor
@Suite struct ColorEffectRenderingTests {
    private func centre<V: View>(_ view: V) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        try ViewHost(view.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40), fonts: .pinned)
            .image().pixel(x: 20, y: 20)
    }

    private let red = Color(red: 1, green: 0, blue: 0)
    private let white = Color(red: 1, green: 1, blue: 1)
    private let black = Color(red: 0, green: 0, blue: 0)

    private func expectClose(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8),
                             _ expected: (Int, Int, Int), _ comment: Comment) {
        let got = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
        let want = [expected.0, expected.1, expected.2]
        #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "\(comment): \(got) instead of \(want)")
    }

    @Test func colourMatrixFiltersFollowTheirFormulas() throws {
        // Hue rotation by 120°: red's row sums (0.213 − 0.3935 − 0.1845 → 0, 0.213 + 0.1065 + 0.1238, …).
        expectClose(try centre(red.hueRotation(.degrees(120))), (0, 113, 0), "red turned 120°")
        expectClose(try centre(black.brightness(0.5)), (128, 128, 128), "black brightened by 0.5")
        expectClose(try centre(red.contrast(0)), (128, 128, 128), "no contrast is middle grey")
        expectClose(try centre(red.contrast(2)), (255, 0, 0), "contrast 2 clamps")
        expectClose(try centre(red.saturation(0)), (54, 54, 54), "red's Rec. 709 luminance 0.2126")
        expectClose(try centre(red.grayscale(1)), (54, 54, 54), "grayscale 1 is saturation 0")
        expectClose(try centre(red.grayscale(0.5)), (155, 27, 27), "half grey: 0.5 + 0.5·0.2126, 0.5·0.2126")
        expectClose(try centre(white.colorMultiply(Color(red: 0, green: 0.5, blue: 1))), (0, 128, 255), "white × colour")
        expectClose(try centre(white.colorInvert()), (0, 0, 0), "white inverted")
        expectClose(try centre(white.luminanceToAlpha()), (0, 0, 0), "white becomes opaque black")
        expectClose(try centre(black.luminanceToAlpha()), (255, 255, 255), "black becomes clear: the background")
    }

    @Test func blendModesCombineWithWhatIsBeneath() throws {
        expectClose(try centre(ZStack { Color(red: 0, green: 0, blue: 1); red.blendMode(.multiply) }), (0, 0, 0),
                    "red × blue")
        expectClose(try centre(ZStack { red; white.blendMode(.difference) }), (0, 255, 255), "|white − red|")
        expectClose(try centre(ZStack { red; Color(red: 0, green: 1, blue: 0).blendMode(.plusLighter) }),
                    (255, 255, 0), "red + green")
        #expect(try centre(ZStack { red; white.blendMode(.destinationOut) }).alpha == 0,
                "punches through the red and the page's background to clear")
    }

    @Test func aCompositingGroupKeepsBlendingInside() throws {
        // Inside the group the white blends with nothing, so it is drawn over the red as it is.
        expectClose(try centre(ZStack { red; white.blendMode(.difference).compositingGroup() }), (255, 255, 255),
                    "grouped")
        expectClose(try centre(ZStack { red; white.blendMode(.difference).drawingGroup() }), (255, 255, 255),
                    "drawing group")
    }

    struct Tile: View {
        @State var turned = false
        var body: some View {
            Color(red: 1, green: 0, blue: 0)
                .hueRotation(.degrees(turned ? 120 : 0))
                .saturation(turned ? 0.5 : 1)
                .onTapGesture { withAnimation(.linear(duration: 1)) { turned.toggle() } }
        }
    }

    private func matrices(_ list: DisplayList) -> [DisplayList.ColorMatrix] {
        list.items.flatMap { item -> [DisplayList.ColorMatrix] in
            switch item.content {
            case .effect(.colorMatrix(let matrix), let inner): return [matrix] + matrices(inner)
            case .effect(_, let inner), .list(let inner): return matrices(inner)
            default: return []
            }
        }
    }

    @Test func filtersAnimateTheirAmounts() throws {
        let host = ViewHost(Tile(), size: CGSize(width: 40, height: 40), fonts: .pinned)
        #expect(matrices(host.displayList).isEmpty, "at rest, hue 0 and saturation 1 draw no filter")
        try host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(to: 0.5)
        #expect(matrices(host.displayList) == [_SaturationFilter.matrix(0.75), _HueRotationFilter.matrix(.degrees(60))])
        host.advance(to: 2)
        #expect(matrices(host.displayList) == [_SaturationFilter.matrix(0.5), _HueRotationFilter.matrix(.degrees(120))])
    }
}
