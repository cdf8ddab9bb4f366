import Foundation
import Testing
import FlipbookDisplayList

@Suite struct DisplayListEffectTests {
    private let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    private let red = Color.Resolved(red: 1, green: 0, blue: 0)

    private func fill(at origin: CGPoint = .zero) -> DisplayList.Item {
        DisplayList.Item(transform: ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y)),
                         content: .fill(square, .color(red), FillStyle()), viewID: 1)
    }

    private func effect(_ effect: DisplayList.Effect, _ items: [DisplayList.Item]) -> DisplayList.Item {
        DisplayList.Item(transform: ProjectionTransform(), content: .effect(effect, DisplayList(items: items)), viewID: 2)
    }

    /// One list holding every effect and content case.
    private var everyCase: DisplayList {
        var perspective = ProjectionTransform()
        perspective.m13 = 0.001
        perspective.m31 = 5
        perspective.m32 = 5
        return DisplayList(items: [
            effect(.opacity(0.5), [fill()]),
            effect(.clip(DisplayList.Clip(path: square, transform: ProjectionTransform(), style: FillStyle(eoFill: true))),
                   [fill()]),
            effect(.shadow(DisplayList.Shadow(color: red, radius: 4, offset: CGSize(width: 1, height: 2))), [fill()]),
            effect(.blur(radius: 3), [fill()]),
            effect(.mask(DisplayList(items: [fill()])), [fill()]),
            effect(.projection(perspective), [effect(.blur(radius: 2), [fill()])]),
            DisplayList.Item(transform: ProjectionTransform(), content: .list(DisplayList(items: [fill()]))),
        ])
    }

    @Test func everyEffectPrintsAsStableText() {
        let lines = everyCase.description.split(separator: "\n").filter { $0.hasPrefix("group") }
        #expect(lines == [
            "group opacity 0.5",
            "group clip eo 0 0 m 10 0 l 10 10 l 0 10 l h",
            "group shadow 4 #FF0000FF offset 1,2",
            "group blur 3",
            "group mask",
            "group projected [1 0 0.001 0 1 0 5 5 1]",
            "group",
        ])
    }

    @Test func everyCaseRoundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(everyCase)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == everyCase)
    }

    @Test func boundsReachAsFarAsEachEffect() {
        // A 10-point square at (20, 20): a blur of radius 4 spreads 3σ = 6 points each way.
        #expect(DisplayList(items: [effect(.blur(radius: 4), [fill(at: CGPoint(x: 20, y: 20))])]).canvasBounds()
                == CGRect(x: 14, y: 14, width: 22, height: 22))
        // A shadow adds its blurred, offset copy to the items' own bounds.
        let shadow = DisplayList.Shadow(color: red, radius: 4, offset: CGSize(width: 10, height: 0))
        #expect(DisplayList(items: [effect(.shadow(shadow), [fill(at: CGPoint(x: 20, y: 20))])]).canvasBounds()
                == CGRect(x: 20, y: 14, width: 26, height: 22))
        // A clip cuts the bounds down to its outline; opacity and masks leave them.
        let clip = DisplayList.Clip(path: Path(CGRect(x: 0, y: 0, width: 25, height: 25)), transform: ProjectionTransform())
        #expect(DisplayList(items: [effect(.clip(clip), [fill(at: CGPoint(x: 20, y: 20))])]).canvasBounds()
                == CGRect(x: 20, y: 20, width: 5, height: 5))
        #expect(DisplayList(items: [effect(.opacity(0.2), [fill(at: CGPoint(x: 20, y: 20))])]).canvasBounds()
                == CGRect(x: 20, y: 20, width: 10, height: 10))
    }

    @Test func aProjectedEffectIsMeasuredInItsOwnSpace() {
        // Scaled 3× by the projection: a blur of radius 4 in the view's space spreads 6 of its points, 18 on the
        // canvas, around the 30-point square the view's 10 points become.
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 3, y: 3))
        let square = DisplayList.Item(transform: scale, content: .fill(square, .color(red), FillStyle()))
        let list = DisplayList(items: [effect(.projection(scale), [effect(.blur(radius: 4), [square])])])
        #expect(list.canvasBounds() == CGRect(x: -18, y: -18, width: 66, height: 66))
    }

    @Test func transformingFollowsEveryTransformItCarries() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 100, y: 0))
        let clip = DisplayList.Clip(path: square, transform: ProjectionTransform())
        let moved = DisplayList(items: [effect(.clip(clip), [fill()]), effect(.mask(DisplayList(items: [fill()])), [fill()])])
            .transformed(by: move)
        guard case let .effect(.clip(movedClip), clipped) = moved.items[0].content,
              case let .effect(.mask(mask), masked) = moved.items[1].content else {
            Issue.record("effects lost their kind: \(moved)")
            return
        }
        #expect(movedClip.transform == move)
        #expect(clipped.items[0].transform == move)
        #expect(mask.items[0].transform == move)
        #expect(masked.canvasBounds() == CGRect(x: 100, y: 0, width: 10, height: 10))
    }
}
