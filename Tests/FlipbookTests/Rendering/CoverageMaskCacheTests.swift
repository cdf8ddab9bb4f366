import CCairo
import Foundation
import Testing
@testable import FlipbookCairo
import Flipbook

@Suite @MainActor struct CoverageMaskCacheTests {
    private static let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    private static let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 16, height: 16))

    private func outline(_ path: Path, at point: CGPoint, scale: Double = 1) -> CoverageMaskCache.Outline? {
        var matrix = Self.identity
        matrix.xx = scale
        matrix.yy = scale
        return CoverageMaskCache.outline(of: path, mappedBy: CGAffineTransform(translationX: point.x, y: point.y),
                                         matrix: matrix, evenOdd: false)
    }

    @Test func anOutlineMovedByWholePixelsHasTheSameKey() throws {
        let here = try #require(outline(Self.circle, at: CGPoint(x: 10.3, y: 20.7)))
        let there = try #require(outline(Self.circle, at: CGPoint(x: 15.3, y: 27.7)))
        let nudged = try #require(outline(Self.circle, at: CGPoint(x: 10.3, y: 20.71)))
        #expect(here.key == there.key)
        #expect(here.originX == 10 && here.originY == 20)
        #expect(there.originX == 15 && there.originY == 27)
        #expect(here.width == 17 && here.height == 17, "16 points from a fraction of a pixel cover 17 pixels")
        #expect(nudged.key != here.key, "a different sub-pixel offset is a different coverage")
        let doubled = try #require(outline(Self.circle, at: CGPoint(x: 10.3, y: 20.7), scale: 2))
        #expect(doubled.width == 33 && doubled.key != here.key, "the context's matrix is part of the outline")
    }

    @Test func boxesHugeAndBrokenOutlinesAreFilledDirectly() {
        #expect(outline(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), at: CGPoint(x: 0.5, y: 0.5)) == nil,
                "a rectangle is filled as boxes, cheaper than a mask")
        #expect(outline(Circle().path(in: CGRect(x: 0, y: 0, width: 600, height: 600)), at: .zero) == nil)
        #expect(outline(Self.circle, at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        #expect(outline(Self.circle, at: CGPoint(x: 1e300, y: 0)) == nil)
        #expect(outline(Path(), at: .zero) == nil)
        var triangle = Path()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 10, y: 10))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        triangle.closeSubpath()
        #expect(outline(triangle, at: .zero) != nil, "a slanted edge is scan-converted, so it gets a mask")
    }

    @Test func anOutlineGetsAMaskTheSecondTimeAndIsReusedAfter() throws {
        let cache = CoverageMaskCache()
        let here = try #require(outline(Self.circle, at: CGPoint(x: 4.25, y: 3.5)))
        #expect(cache.mask(for: here) == nil, "seen once: filled directly")
        #expect(cache.count == 0)
        let made = try #require(cache.mask(for: here))
        #expect(cache.made == 1 && cache.hits == 0)
        let moved = try #require(outline(Self.circle, at: CGPoint(x: 40.25, y: 9.5)))
        let reused = try #require(cache.mask(for: moved))
        #expect(reused === made && cache.hits == 1 && cache.made == 1)
        #expect(cache.keptBytes == 20 * 17 + CoverageMaskCache.maskOverhead,
                "an A8 mask of 17 rows of 20 bytes (Cairo's stride), and what Cairo keeps beside it")
    }

    @Test func masksStayWithinTheirBudget() throws {
        let cache = CoverageMaskCache(budget: 10 * (20 * 17 + CoverageMaskCache.maskOverhead))
        var seen = 0
        for step in 0..<64 {
            let each = try #require(outline(Self.circle, at: CGPoint(x: 1, y: 1 + Double(step) / 64)))
            _ = cache.mask(for: each)
            _ = cache.mask(for: each)
            seen += 1
            #expect(cache.keptBytes <= cache.budget)
        }
        #expect(cache.made == 64)
        #expect(cache.count <= 10 && cache.count > 0, "the oldest masks were dropped for the newest")
    }

    /// Frames of a scene whose shapes move by whole pixels and come back to sub-pixel offsets they had, drawn
    /// with and without masks.
    @Test func aMaskedFrameMatchesTheDirectlyFilledOne() throws {
        func frame(_ step: Int) -> DisplayList {
            var items = [DisplayList.Item(transform: .init(), content: .fill(
                Path(CGRect(x: 0, y: 0, width: 120, height: 90)), .color(Color.white.resolved()), FillStyle()))]
            for k in 0..<12 {
                let x = 6 + Double(k % 4) * 28 + Double(step % 3)
                let y = 5 + Double(k / 4) * 28 + [0.0, 0.25, 0.6][(k + step) % 3] + Double(step % 2)
                let color = Color(hue: Double(k) / 12, saturation: 0.8, brightness: 0.9).resolved()
                let shape = k % 2 == 0 ? Self.circle
                    : RoundedRectangle(cornerRadius: 5).path(in: CGRect(x: 0, y: 0, width: 18, height: 12))
                items.append(DisplayList.Item(transform: ProjectionTransform(CGAffineTransform(translationX: x, y: y)),
                                              content: .fill(shape, .color(color.opacity(k % 3 == 0 ? 0.6 : 1)),
                                                             FillStyle())))
            }
            return DisplayList(items: items)
        }
        let masked = CairoRenderer(keepsCoverageMasks: true), direct = CairoRenderer(keepsCoverageMasks: false)
        let size = CGSize(width: 120, height: 90)
        var largest = 0
        for step in 0..<8 {
            for scale in [1.0, 2.0] {
                let a = try masked.render(frame(step), size: size, scale: scale)
                let b = try direct.render(frame(step), size: size, scale: scale)
                let (pa, pb) = (a.bgraData, b.bgraData)
                #expect(pa.count == pb.count)
                for i in 0..<pa.count { largest = max(largest, abs(Int(pa[i]) - Int(pb[i]))) }
            }
        }
        let masks = try #require(masked.coverageMasks)
        #expect(masks.hits > 100, "most fills after the first frames go through masks")
        #expect(largest <= 1, "a mask blends at most one level away from a fill")
    }
}

private extension Color.Resolved {
    func opacity(_ value: Float) -> Color.Resolved {
        var copy = self
        copy.opacity = value
        return copy
    }
}
