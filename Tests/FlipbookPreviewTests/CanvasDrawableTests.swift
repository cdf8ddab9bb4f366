import Flipbook
import Testing
@testable import FlipbookPreview

@Suite struct CanvasDrawableTests {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    func fill(_ paint: DisplayList.Paint, transform: ProjectionTransform = ProjectionTransform()) -> DisplayList.Item {
        DisplayList.Item(transform: transform, content: .fill(square, paint, FillStyle()))
    }

    @Test func outlinesGradientsOpacityAndClipsAreDrawnByThePage() {
        let red = Color.red.resolved()
        var group = DisplayList.GroupDrawing(content: DisplayList(items: [
            fill(.linearGradient(stops: [.init(color: red, location: 0)], start: .zero, end: CGPoint(x: 1, y: 0))),
            DisplayList.Item(transform: ProjectionTransform(), content: .stroke(square, .color(red), StrokeStyle())),
        ]))
        group.opacity = 0.5
        group.clips = [DisplayList.Clip(path: square, transform: ProjectionTransform())]
        let list = DisplayList(items: [fill(.color(red)), DisplayList.Item(transform: ProjectionTransform(),
                                                                           content: .group(group))])
        #expect(CanvasDrawable.canDraw(list))
    }

    @Test func whatTheCanvasCannotDrawLikeCairoGoesAsPNG() {
        let red = Color.red.resolved()
        var perspective = ProjectionTransform()
        perspective.m13 = 0.001
        #expect(!CanvasDrawable.canDraw(DisplayList(items: [fill(.color(red), transform: perspective)])))
        #expect(!CanvasDrawable.canDraw(DisplayList(items: [
            fill(.angularGradient(stops: [], center: .zero, startAngle: .zero, endAngle: .degrees(360)))])))
        var shadowed = DisplayList.GroupDrawing(content: DisplayList(items: [fill(.color(red))]))
        shadowed.shadow = DisplayList.Shadow(color: red, radius: 4, offset: .zero)
        #expect(!CanvasDrawable.canDraw(DisplayList(items: [
            DisplayList.Item(transform: ProjectionTransform(), content: .group(shadowed))])))
    }
}
