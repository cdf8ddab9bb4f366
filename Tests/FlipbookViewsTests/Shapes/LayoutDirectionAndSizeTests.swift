import Foundation
import Testing
@testable import FlipbookViews

/// iOS 17's `layoutDirectionBehavior` (shapes mirror in a right-to-left layout unless fixed) and `size(_:)`.
@MainActor
@Suite struct LayoutDirectionAndSizeTests {
    /// A right triangle with its right angle at the bottom leading corner.
    private struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    private struct FixedWedge: Shape {
        var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
    }

    /// The outline of the only fill or stroke drawn, in canvas space.
    private func wedge<V: View>(_ view: V, _ direction: LayoutDirection) throws -> Path {
        let graph = ViewGraph(rootView: view.frame(width: 100, height: 100).environment(\.layoutDirection, direction),
                              size: CGSize(width: 100, height: 100))
        var found: [Path] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .fill(let path, _, _), .stroke(let path, _, _):
                    found.append(path.applying(item.transform.affineTransform))
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(graph.displayList)
        return try #require(found.first)
    }

    @Test func aShapeIsForFillingUnlessItSaysOtherwise() {
        struct Rule: Shape {
            func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: rect.midY, width: rect.width, height: 1)) }
            static var role: ShapeRole { .separator }
        }
        #expect(Circle.role == .fill && Rule.role == .separator)
    }

    @Test func shapesMirrorInARightToLeftLayoutUnlessFixed() throws {
        let bottomLeading = CGPoint(x: 10, y: 90), bottomTrailing = CGPoint(x: 90, y: 90)
        let ltr = try wedge(Wedge().fill(.red), .leftToRight)
        #expect(ltr.contains(bottomLeading) && !ltr.contains(CGPoint(x: 90, y: 10)))
        let rtl = try wedge(Wedge().fill(.red), .rightToLeft)
        #expect(rtl.contains(bottomTrailing) && !rtl.contains(CGPoint(x: 10, y: 10)), "mirrored")
        let fixed = try wedge(FixedWedge().fill(.red), .rightToLeft)
        #expect(fixed.contains(bottomLeading) && !fixed.contains(CGPoint(x: 90, y: 10)))
        let stroked = try wedge(Wedge().stroke(.red, lineWidth: 2), .rightToLeft)
        #expect(stroked.boundingRect.maxX > 95, "a stroke mirrors with its shape")
        #expect(Circle().layoutDirectionBehavior == .fixed && Wedge().layoutDirectionBehavior == .mirrors)
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
    }

    @Test func aViewMirrorsInTheDirectionItsBehaviourNames() throws {
        let flipped = try wedge(Wedge().fill(.red).layoutDirectionBehavior(.mirrors(in: .leftToRight)), .leftToRight)
        // The view is mirrored, and so, in a left-to-right layout, is not the shape inside it.
        #expect(flipped.contains(CGPoint(x: 90, y: 90)) && !flipped.contains(CGPoint(x: 10, y: 10)))
        let kept = try wedge(Wedge().fill(.red).layoutDirectionBehavior(.fixed), .leftToRight)
        #expect(kept.contains(CGPoint(x: 10, y: 90)))
    }

    @Test func theOlderFlipSpellingMirrorsOnlyInARightToLeftLayout() throws {
        // A fixed shape, mirrored by the view around it in a right-to-left layout only.
        let flipped = try wedge(FixedWedge().fill(.red).flipsForRightToLeftLayoutDirection(true), .rightToLeft)
        #expect(flipped.contains(CGPoint(x: 90, y: 90)) && !flipped.contains(CGPoint(x: 10, y: 50)))
        let unflipped = try wedge(FixedWedge().fill(.red).flipsForRightToLeftLayoutDirection(true), .leftToRight)
        #expect(unflipped.contains(CGPoint(x: 10, y: 90)))
        let off = try wedge(FixedWedge().fill(.red).flipsForRightToLeftLayoutDirection(false), .rightToLeft)
        #expect(off.contains(CGPoint(x: 10, y: 90)))
    }

    @Test func aSizedShapeIsMadeInItsOwnRectangleAtTheFramesOrigin() {
        let rect = CGRect(x: 5, y: 5, width: 100, height: 50)
        #expect(Circle().size(width: 20, height: 20).path(in: rect).boundingRect == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(Rectangle().size(CGSize(width: 30, height: 10)).path(in: rect).boundingRect
                == CGRect(x: 5, y: 5, width: 30, height: 10))
        var sized = FixedSizeShape(shape: Rectangle(), size: CGSize(width: 10, height: 10))
        sized.animatableData = AnimatablePair(EmptyAnimatableData(), AnimatablePair(40, 20))
        #expect(sized.path(in: rect).boundingRect == CGRect(x: 5, y: 5, width: 40, height: 20), "the size animates")
    }
}
