import Foundation
import Testing
@testable import FlipbookViews

/// A red square inserted with a transition whose body shows a blue dot, scaled from nothing to three times its
/// size, in an overlay, a mask, or a mask drawn by a geometry reader.
struct Revealing: View {
    let kind: Reveal.Kind
    @State var show = false
    var body: some View {
        VStack(spacing: 0) {
            Button("toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
            ZStack {
                if show {
                    Color.red.transition(.modifier(active: Reveal(kind: kind, on: false),
                                                   identity: Reveal(kind: kind, on: true)))
                }
            }
            .frame(width: 200, height: 200)
        }
        .frame(width: 200, height: 260)
    }
}

struct Reveal: ViewModifier {
    enum Kind { case overlay, mask, maskInReader }
    let kind: Kind
    let on: Bool

    func body(content: Content) -> some View {
        let dot = Circle().fill(Color.blue).frame(width: 50, height: 50).scaleEffect(on ? 3 : 0.001)
        switch kind {
        case .overlay: content.overlay { dot }
        case .mask: content.mask { dot }
        case .maskInReader: content.mask { GeometryReader { proxy in dot.position(x: proxy.size.width / 2, y: 100) } }
        }
    }
}

extension ViewGraph {
    /// The widths of the blue fills drawn, masks' drawings included.
    fileprivate var blueWidths: [CGFloat] {
        let blue = Color.blue.resolve(in: EnvironmentValues())
        var widths: [CGFloat] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .color(color), _) where color == blue:
                    widths.append(path.boundingRect.boundingBox(projectedBy: item.transform)?.width ?? .nan)
                case .effect(.mask(let mask), let nested):
                    visit(mask)
                    visit(nested)
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(displayList)
        return widths
    }
}

@MainActor
@Suite("The bodies of transitions")
struct TransitionBodyTests {
    /// An inserted view is built in the transition's starting state before it moves on: the views of its
    /// overlays and masks too, and those a geometry reader makes, so that they animate from there.
    @Test(arguments: [Reveal.Kind.overlay, .mask, .maskInReader])
    func overlaysAndMasksInATransitionsBodyAnimateOnInsertion(_ kind: Reveal.Kind) {
        let graph = ViewGraph(rootView: Revealing(kind: kind), size: CGSize(width: 200, height: 260))
        graph.tap(label: "toggle")
        graph.advance(to: 0.5)
        let halfway = 50 * (0.001 + (3 - 0.001) * 0.5)
        #expect(graph.blueWidths.count == 1 && near(graph.blueWidths[0], halfway, 0.01),
                "\(kind): \(graph.blueWidths), expected \(halfway)")
        graph.advance(to: 1)
        #expect(graph.blueWidths.count == 1 && near(graph.blueWidths[0], 150, 0.01), "\(kind): \(graph.blueWidths)")
    }
}
