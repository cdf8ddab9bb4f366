import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews

/// iOS 18's MeshGradient: drawn as a grid of patches through its points, and animated point by point.
@MainActor
@Suite struct MeshGradientTests {
    private struct Corners: View {
        @State var pulled = false
        var body: some View {
            MeshGradient(width: 2, height: 2,
                         points: [[0, 0], [1, 0], [0, pulled ? 0.5 : 1], [1, 1]],
                         colors: [.red, .green, .blue, .yellow])
                .frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { pulled = true } }
        }
    }

    @Test func eachPointShowsItsColourAndTheCellBlendsThem() throws {
        let host = ViewHost(Corners(), size: CGSize(width: 100, height: 100), fonts: .pinned)
        let image = try host.image()
        // Near each corner, that point's colour (SwiftUI's red, green, blue and yellow).
        func near(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ rgb: (Int, Int, Int)) -> Bool {
            abs(Int(pixel.red) - rgb.0) <= 20 && abs(Int(pixel.green) - rgb.1) <= 20 && abs(Int(pixel.blue) - rgb.2) <= 20
        }
        #expect(near(image.pixel(x: 1, y: 1), (255, 59, 48)), "\(image.pixel(x: 1, y: 1))")
        #expect(near(image.pixel(x: 98, y: 1), (52, 199, 89)), "\(image.pixel(x: 98, y: 1))")
        #expect(near(image.pixel(x: 1, y: 98), (0, 122, 255)), "\(image.pixel(x: 1, y: 98))")
        #expect(near(image.pixel(x: 98, y: 98), (255, 204, 0)), "\(image.pixel(x: 98, y: 98))")
        let middle = image.pixel(x: 50, y: 50)
        #expect(middle.red > 60 && middle.green > 60 && middle.blue > 30, "a mix of all four: \(middle)")
    }

    @Test func pointsAnimate() throws {
        let host = ViewHost(Corners(), size: CGSize(width: 100, height: 100), fonts: .pinned)
        try host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(to: host.time + 0.5)
        let mesh = try #require(Self.mesh(in: host.displayList))
        // The bottom-left point, pulled up from y 100 to 50 over a second: halfway at 75.
        #expect(abs(mesh.points[2].y - 75) < 1.5, "\(mesh.points)")
        // Below the pulled edge, the background (clear) shows the white canvas.
        host.advance(to: host.time + 1)
        #expect(try host.image().pixel(x: 2, y: 97) == (255, 255, 255, 255))
    }

    @Test func aGridWithoutItsPointsWarnsAndShowsTheBackground() throws {
        let host = ViewHost(MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red], background: .black)
                                .frame(width: 40, height: 40),
                            size: CGSize(width: 40, height: 40), fonts: .pinned)
        #expect(try host.image().pixel(x: 20, y: 20) == (0, 0, 0, 255))
        #expect(host.warnings.contains { $0.hasPrefix("MeshGradient needs width × height points") })
    }

    @Test func bezierPointsAndResolvedColoursDrawTheSameMeshAsPlainOnes() throws {
        let points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let colors: [Color] = [.red, .green, .blue, .yellow]
        let bezier = points.map {
            MeshGradient.BezierPoint(position: $0, leadingControlPoint: $0, topControlPoint: $0,
                                     trailingControlPoint: $0, bottomControlPoint: $0)
        }
        let resolved = colors.map { $0.resolve(in: EnvironmentValues()) }
        let plain = MeshGradient(width: 2, height: 2, points: points, colors: colors)
        #expect(plain.locations == .points(points) && plain.colors == .colors(colors))
        let meshes = [plain,
                      MeshGradient(width: 2, height: 2, bezierPoints: bezier, colors: colors),
                      MeshGradient(width: 2, height: 2, points: points, resolvedColors: resolved),
                      MeshGradient(width: 2, height: 2, locations: .bezierPoints(bezier),
                                   colors: .resolvedColors(resolved), smoothsColors: false, colorSpace: .perceptual)]
        let drawn = try meshes.map { gradient in
            let host = ViewHost(gradient.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40),
                                fonts: .pinned)
            return try #require(Self.mesh(in: host.displayList))
        }
        #expect(drawn.allSatisfy { $0 == drawn[0] }, "\(drawn)")
    }

    private static func mesh(in list: DisplayList) -> DisplayList.MeshPaint? {
        for item in list.items {
            switch item.content {
            case .fill(_, .mesh(let mesh), _): return mesh
            case .list(let nested), .effect(_, let nested): if let found = mesh(in: nested) { return found }
            default: break
            }
        }
        return nil
    }
}
