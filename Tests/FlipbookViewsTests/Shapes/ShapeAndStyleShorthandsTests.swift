import Foundation
import Testing
@testable import FlipbookViews

/// iOS 16 and 17's shorthands for shapes and styles: `.buttonBorder`, `.containerRelative`, `.capsule(style:)`,
/// `.selection`, `.windowBackground`, `.quinary`.
@MainActor
@Suite struct ShapeAndStyleShorthandsTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 40)

    @Test func aButtonBorderIsTheBorderedButtonsOutline() {
        let automatic = ButtonBorderShape.buttonBorder.path(in: rect)
        #expect(automatic == Path(roundedRect: rect, cornerRadius: 8, style: .continuous))
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule(style: .continuous).path(in: rect))
        #expect(ButtonBorderShape.roundedRectangle(radius: 4).path(in: rect)
                == Path(roundedRect: rect, cornerRadius: 4, style: .continuous))
        let inset = ButtonBorderShape.buttonBorder.inset(by: 3).path(in: rect)
        #expect(inset == Path(roundedRect: rect.insetBy(dx: 3, dy: 3), cornerRadius: 5, style: .continuous))
        #expect(ButtonBorderShape.buttonBorder.inset(by: 30).path(in: rect).isEmpty, "inset past its middle")
    }

    @Test func shapeShorthandsAreTheirShapes() {
        #expect(ContainerRelativeShape.containerRelative.path(in: rect) == Path(rect))
        #expect(Capsule.capsule(style: .continuous).style == .continuous)
    }

    @Test func selectionIsTheTintAndTheWindowBackgroundTheSystemBackground() {
        let graph = ViewGraph(rootView: VStack {
            Rectangle().fill(.selection).frame(width: 10, height: 10)
            Rectangle().fill(.selection).frame(width: 20, height: 10).tint(.orange)
            Rectangle().fill(.windowBackground).frame(width: 30, height: 10)
        }, size: CGSize(width: 100, height: 100))
        #expect(graph.fills(of: .accentColor).map(\.width) == [10])
        #expect(graph.fills(of: .orange).map(\.width) == [20])
        #expect(graph.fills(of: Color(.systemBackground)).map(\.width) == [30])
    }

    @Test func quinaryIsTheFaintestLevel() {
        let graph = ViewGraph(rootView: Rectangle().fill(.quinary).frame(width: 10, height: 10)
            .foregroundStyle(.red), size: CGSize(width: 50, height: 50))
        let red = Color.red.resolve(in: EnvironmentValues())
        let drawn = graph.fills { $0.linearRed == red.linearRed && abs($0.opacity - 0.1) < 1e-6 }
        #expect(drawn.count == 1, "the foreground colour at 10 %")
        #expect(Gradient(colors: [.red, .blue]).colorSpace(.perceptual) == Gradient(colors: [.red, .blue]))
    }
}
