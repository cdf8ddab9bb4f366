import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

/// Shape styles with shadows (`.fill(.white.shadow(.drop(…)))`, `.inner(…)`), read from the pixels.
@MainActor
@Suite struct ShadowStyleRenderingTests {
    private func image<S: ShapeStyle>(_ style: S) throws -> RasterImage {
        try ViewHost(Rectangle().fill(style).frame(width: 60, height: 60), size: CGSize(width: 100, height: 100),
                     fonts: .pinned).image()
    }

    @Test func aDropShadowDarkensBelowTheShapeAndLeavesItsFill() throws {
        let shadowed = try image(Color.white.shadow(.drop(color: .black, radius: 6, x: 0, y: 8)))
        #expect(shadowed.pixel(x: 50, y: 50) == (255, 255, 255, 255), "the fill itself")
        #expect(shadowed.pixel(x: 50, y: 84).red < 200, "below the square, the shadow: \(shadowed.pixel(x: 50, y: 84))")
        #expect(shadowed.pixel(x: 50, y: 14).red > 250, "above it, moved down and out of sight")
    }

    @Test func anInnerShadowDarkensInsideTheEdgesOnly() throws {
        let inner = try image(Color.white.shadow(.inner(color: .black, radius: 6, x: 0, y: 0)))
        #expect(inner.pixel(x: 50, y: 50).red > 250, "the middle is untouched")
        #expect(inner.pixel(x: 22, y: 50).red < 230, "just inside the left edge: \(inner.pixel(x: 22, y: 50))")
        #expect(inner.pixel(x: 15, y: 50) == (255, 255, 255, 255), "outside: nothing")
        let both = try image(Color.white.shadow(.drop(color: .black, radius: 4)).shadow(.inner(color: .black, radius: 4)))
        #expect(both.pixel(x: 18, y: 50).red < 250 && both.pixel(x: 22, y: 50).red < 250, "a shadow outside and in")
    }
}
