import Flipbook
import Testing
@testable import FlipbookPreview

@Suite struct CanvasDrawableTests {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    func fill(_ paint: DisplayList.Paint, transform: ProjectionTransform = ProjectionTransform()) -> DisplayList.Item {
        DisplayList.Item(transform: transform, content: .fill(square, paint, FillStyle()))
    }

    func effect(_ effect: DisplayList.Effect, _ list: DisplayList) -> DisplayList.Item {
        DisplayList.Item(transform: ProjectionTransform(), content: .effect(effect, list))
    }

    @Test func outlinesGradientsOpacityAndClipsAreDrawnByThePage() {
        let red = Color.red.resolved()
        let drawings = DisplayList(items: [
            fill(.linearGradient(stops: [.init(color: red, location: 0)], start: .zero, end: CGPoint(x: 1, y: 0))),
            DisplayList.Item(transform: ProjectionTransform(), content: .stroke(square, .color(red), StrokeStyle())),
        ])
        let clip = DisplayList.Clip(path: square, transform: ProjectionTransform())
        let clipped = DisplayList(items: [effect(.clip(clip), drawings)])
        let list = DisplayList(items: [fill(.color(red)), effect(.opacity(0.5), clipped),
                                       DisplayList.Item(transform: ProjectionTransform(), content: .list(drawings))])
        #expect(CanvasDrawable.canDraw(list))
    }

    @Test func whatTheCanvasCannotDrawLikeCairoGoesAsPNG() {
        let red = Color.red.resolved()
        var perspective = ProjectionTransform()
        perspective.m13 = 0.001
        #expect(!CanvasDrawable.canDraw(DisplayList(items: [fill(.color(red), transform: perspective)])))
        #expect(!CanvasDrawable.canDraw(DisplayList(items: [
            fill(.angularGradient(stops: [], center: .zero, startAngle: .zero, endAngle: .degrees(360)))])))
        let drawing = DisplayList(items: [fill(.color(red))])
        for effect in [DisplayList.Effect.shadow(DisplayList.Shadow(color: red, radius: 4, offset: .zero)),
                       .blur(radius: 2), .mask(drawing), .projection(perspective),
                       .clip(DisplayList.Clip(path: square, transform: perspective)),
                       .colorMatrix(.identity), .blendMode(.multiply), .compositingGroup] {
            #expect(!CanvasDrawable.canDraw(DisplayList(items: [self.effect(effect, drawing)])), "\(effect)")
        }
    }
}
