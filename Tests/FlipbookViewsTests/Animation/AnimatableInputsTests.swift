import Foundation
import Testing
@testable import FlipbookViews

/// Shows `before`, then `after` in an animated change (linear, 1 s) made when the view appears.
private struct Changing<Content: View>: View {
    let content: (Bool) -> Content
    @State private var changed = false
    var body: some View {
        content(changed).onAppear { withAnimation(.linear(duration: 1)) { changed = true } }
    }
}

@MainActor private func graph<Content: View>(_ content: @escaping (Bool) -> Content) -> ViewGraph {
    ViewGraph(rootView: Changing(content: content), size: CGSize(width: 100, height: 100))
}

extension DisplayList {
    /// Every item, looking into lists and effects, outermost first.
    fileprivate var allItems: [Item] {
        items.flatMap { item -> [Item] in
            switch item.content {
            case .list(let nested), .effect(_, let nested): return [item] + nested.allItems
            default: return [item]
            }
        }
    }

    fileprivate var effects: [Effect] {
        allItems.compactMap { if case .effect(let effect, _) = $0.content { return effect } else { return nil } }
    }

    fileprivate var paints: [Paint] {
        allItems.compactMap { item in
            switch item.content {
            case .fill(_, let paint, _), .stroke(_, let paint, _): return paint
            default: return nil
            }
        }
    }
}

private func near(_ a: Float, _ b: Float) -> Bool { abs(a - b) < 1e-5 }
private func near(_ a: Color.Resolved, _ b: Color.Resolved) -> Bool {
    near(a.linearRed, b.linearRed) && near(a.linearGreen, b.linearGreen) && near(a.linearBlue, b.linearBlue)
        && near(a.opacity, b.opacity)
}

/// The colour halfway from `a` to `b`, in linear light.
private func halfway(_ a: Color, _ b: Color) -> Color.Resolved {
    let a = a.resolved(), b = b.resolved()
    return Color.Resolved(linearRed: (a.linearRed + b.linearRed) / 2, linearGreen: (a.linearGreen + b.linearGreen) / 2,
                          linearBlue: (a.linearBlue + b.linearBlue) / 2, opacity: (a.opacity + b.opacity) / 2)
}

@MainActor
@Suite("Every animatable input animates")
struct AnimatableInputsTests {
    @Test func blurRadius() {
        let g = graph { Color.red.frame(width: 20, height: 20).blur(radius: $0 ? 10 : 0) }
        g.advance(to: 0.5)
        #expect(g.displayList.effects == [.blur(radius: 5)])
    }

    @Test func shadowColourRadiusAndOffset() {
        let g = graph { on in
            Color.red.frame(width: 20, height: 20)
                .shadow(color: on ? .blue : .black, radius: on ? 10 : 2, x: on ? 10 : 0, y: on ? 20 : 0)
        }
        g.advance(to: 0.5)
        guard case .shadow(let shadow) = g.displayList.effects.first else {
            Issue.record("no shadow: \(g.displayList)")
            return
        }
        #expect(shadow.radius == 6 && shadow.offset == CGSize(width: 5, height: 10))
        #expect(near(shadow.color, halfway(.black, .blue)))
    }

    @Test func linearGradientColoursAndPoints() {
        let g = graph { on in
            Rectangle().fill(on ? LinearGradient(colors: [.green, .yellow], startPoint: .top, endPoint: .bottom)
                                : LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 100)
        }
        g.advance(to: 0.5)
        guard case let .linearGradient(stops, start, end) = g.displayList.paints.first else {
            Issue.record("no gradient: \(g.displayList)")
            return
        }
        #expect(start == CGPoint(x: 25, y: 25) && end == CGPoint(x: 75, y: 75))
        #expect(stops.count == 2 && near(stops[0].color, halfway(.red, .green)) && near(stops[1].color, halfway(.blue, .yellow)))
    }

    @Test func stopLocationsAnimate() {
        let g = graph { on in
            Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: on ? 0.5 : 0), .init(color: .blue, location: 1)],
                                            startPoint: .leading, endPoint: .trailing))
        }
        g.advance(to: 0.5)
        guard case let .linearGradient(stops, _, _) = g.displayList.paints.first else {
            Issue.record("no gradient")
            return
        }
        #expect(stops.map(\.location) == [0.25, 1])
    }

    @Test func radialCentreAndRadiiAndAngularAngles() {
        let radial = graph { on in
            Rectangle().fill(RadialGradient(colors: [.red, .blue], center: on ? .bottomTrailing : .topLeading,
                                            startRadius: on ? 10 : 0, endRadius: on ? 30 : 10))
        }
        radial.advance(to: 0.5)
        guard case let .radialGradient(_, center, r0, r1) = radial.displayList.paints.first else {
            Issue.record("no radial gradient")
            return
        }
        #expect(center == CGPoint(x: 50, y: 50) && r0 == 5 && r1 == 20)
        let angular = graph { on in
            Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero,
                                             endAngle: .degrees(on ? 180 : 90)))
        }
        angular.advance(to: 0.5)
        guard case let .angularGradient(_, _, a0, a1) = angular.displayList.paints.first else {
            Issue.record("no angular gradient")
            return
        }
        #expect(abs(a0.degrees) < 1e-9 && abs(a1.degrees - 135) < 1e-9)
    }

    @Test func gradientsWithDifferentStopCountsMeetOnTheUnionOfTheirStops() {
        let g = graph { on in
            Rectangle().fill(on ? LinearGradient(colors: [.red, .green, .blue], startPoint: .leading, endPoint: .trailing)
                                : LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        }
        g.advance(to: 0.5)
        guard case let .linearGradient(stops, _, _) = g.displayList.paints.first else {
            Issue.record("no gradient")
            return
        }
        // The two-stop gradient sampled at 0.5 is red and blue mixed; halfway to green there.
        #expect(stops.map(\.location) == [0, 0.5, 1])
        #expect(near(stops[0].color, Color.red.resolved()) && near(stops[2].color, Color.blue.resolved()))
        let mixed = halfway(.red, .blue)
        let green = Color.green.resolved()
        let expected = Color.Resolved(linearRed: (mixed.linearRed + green.linearRed) / 2,
                                      linearGreen: (mixed.linearGreen + green.linearGreen) / 2,
                                      linearBlue: (mixed.linearBlue + green.linearBlue) / 2, opacity: 1)
        #expect(near(stops[1].color, expected))
        g.advance(to: 2)
        guard case let .linearGradient(settled, _, _) = g.displayList.paints.first else {
            Issue.record("no gradient")
            return
        }
        #expect(settled.count == 3 && near(settled[1].color, green))
        #expect(!g.isAnimating)
    }

    @Test func aColourBecomesAGradientStopByStop() {
        let g = graph { on in
            Rectangle().fill(on ? AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                                : AnyShapeStyle(Color.red))
        }
        g.advance(to: 0.5)
        guard case let .linearGradient(stops, _, _) = g.displayList.paints.first else {
            Issue.record("no gradient")
            return
        }
        #expect(near(stops[0].color, Color.red.resolved()) && near(stops[1].color, halfway(.red, .blue)))
    }

    @Test func gradientsOfDifferentKindsJump() {
        let g = graph { on in
            Rectangle().fill(on ? AnyShapeStyle(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50))
                                : AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        }
        g.advance(to: 0.5)
        guard case .radialGradient = g.displayList.paints.first else {
            Issue.record("did not jump")
            return
        }
    }

    @Test func textAndSymbolColours() {
        let g = graph { on in
            VStack {
                Text("hi").foregroundColor(on ? .blue : .red)
                Image(systemName: "heart.fill").foregroundColor(on ? .blue : .red)
            }
        }
        g.advance(to: 0.5)
        var colors: [Color.Resolved] = []
        for item in g.displayList.allItems {
            if case .text(let text) = item.content { colors.append(text.color) }
            if case .symbol(let symbol) = item.content { colors.append(symbol.color) }
        }
        #expect(colors.count == 2 && colors.allSatisfy { near($0, halfway(.red, .blue)) })
    }

    @Test func aLayoutsAnimatableDataIsLaidOutAtEveryFrame() {
        struct Spread: Layout {
            var spacing: CGFloat
            var animatableData: CGFloat {
                get { spacing }
                set { spacing = newValue }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * spacing, y: bounds.minY),
                                  proposal: ProposedViewSize(width: 10, height: 10))
                }
            }
        }
        let g = graph { on in
            Spread(spacing: on ? 80 : 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        let start = g.fills(of: .blue)[0].minX
        g.advance(to: 0.5)
        #expect(g.fills(of: .blue)[0].minX == start + 40)
        g.advance(to: 0.75)
        #expect(g.fills(of: .blue)[0].minX == start + 60)
        g.advance(to: 1.5)
        #expect(g.fills(of: .blue)[0].minX == start + 80)
        #expect(!g.isAnimating)
    }
}
