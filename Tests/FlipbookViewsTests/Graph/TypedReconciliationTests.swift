import Foundation
import Testing
@testable import FlipbookViews

private struct Inset: ViewModifier {
    func body(content: Content) -> some View { content.padding(5) }
}

private struct Box: ViewModifier {
    func body(content: Content) -> some View { content.frame(width: 100, height: 100, alignment: .topLeading) }
}

/// A counter whose body shows its animated value: it reads the in-between values only if it is `Animatable`.
private struct Counter: View, Animatable {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("\(Int(value.rounded()))") }
}

/// The same, declaring `animatableData` without conforming to `Animatable`: SwiftUI never interpolates it.
private struct PlainCounter: View {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("\(Int(value.rounded()))") }
}

private struct Counting<Shown: View>: View {
    let shown: (Double) -> Shown
    @State private var target = 0.0
    var body: some View {
        shown(target).onAppear { withAnimation(.linear(duration: 1)) { target = 100 } }
    }
}

@MainActor
@Suite("Typed reconciliation")
struct TypedReconciliationTests {
    @Test func concatenatedModifiersApplyTheFirstThenTheSecond() {
        // Padding first, then the 100-point box around it: the red square sits 5 points into a 100 × 100 box
        // centred on the canvas. The other order would make a 110 × 110 box with the square at its corner.
        let view = Color.red.frame(width: 10, height: 10).modifier(Inset().concat(Box()))
        let graph = ViewGraph(rootView: view, size: CGSize(width: 200, height: 200))
        #expect(graph.fills(of: .red) == [CGRect(x: 55, y: 55, width: 10, height: 10)])
        let text = ViewGraph(rootView: Text("hi").modifier(Inset().concat(Box())), size: CGSize(width: 200, height: 200))
        #expect(text.texts == ["hi"])
    }

    @Test func modifiersConcatenatedThreeDeepNest() {
        let view = Color.red.frame(width: 10, height: 10).modifier(Inset().concat(Inset()).concat(Box()))
        let graph = ViewGraph(rootView: view, size: CGSize(width: 200, height: 200))
        #expect(graph.fills(of: .red) == [CGRect(x: 60, y: 60, width: 10, height: 10)])
    }

    @Test func anAnimatableViewsBodySeesEveryInBetweenValue() {
        let graph = ViewGraph(rootView: Counting { Counter(value: $0) }, size: CGSize(width: 200, height: 100))
        #expect(graph.texts == ["0"])
        graph.advance(to: 0.25)
        #expect(graph.texts == ["25"])
        graph.advance(to: 0.5)
        #expect(graph.texts == ["50"])
        graph.advance(to: 2)
        #expect(graph.texts == ["100"])
        #expect(!graph.isAnimating)
    }

    @Test func aViewThatOnlyDeclaresAnimatableDataJumps() {
        let graph = ViewGraph(rootView: Counting { PlainCounter(value: $0) }, size: CGSize(width: 200, height: 100))
        graph.advance(to: 0.5)
        #expect(graph.texts == ["100"])
    }

    @Test func anAnimatableViewChangedWithoutAnimationJumps() {
        struct Jumping: View {
            @State var value = 0.0
            var body: some View {
                Counter(value: value).onAppear { value = 100 }
            }
        }
        let graph = ViewGraph(rootView: Jumping(), size: CGSize(width: 200, height: 100))
        graph.advance(to: 0.1)
        #expect(graph.texts == ["100"])
        #expect(!graph.isAnimating)
    }

    @Test func aDifferentTypeAtTheSamePlaceReplacesTheNodeAndItsState() {
        struct Toggling: View {
            @State var showText = true
            var body: some View {
                VStack {
                    if showText { AnyView(Text("text")) } else { AnyView(Color.red.frame(width: 5, height: 5)) }
                    Button("flip") { showText.toggle() }
                }
            }
        }
        let graph = ViewGraph(rootView: Toggling(), size: CGSize(width: 200, height: 200))
        #expect(graph.texts.contains("text"))
        graph.tap(label: "flip")
        #expect(!graph.texts.contains("text"))
        #expect(graph.fills(of: .red).count == 1)
    }
}

@MainActor
@Suite("Presented values under transaction modifiers")
struct PresentedValueTransactionTests {
    /// A bar whose width is its animated value, under a `.transaction` modifier that animates every change.
    private struct Bar: View, Animatable {
        var width: Double
        nonisolated var animatableData: Double {
            get { width }
            set { width = newValue }
        }
        var body: some View { Color.red.frame(width: width, height: 10) }
    }

    private struct Growing: View {
        @State private var wide = false
        var body: some View {
            Bar(width: wide ? 200 : 0)
                .transaction { $0.animation = .linear(duration: 5) }
                .onAppear { withAnimation(.linear(duration: 1)) { wide = true } }
        }
    }

    @Test func aFrameOfAnAnimationIsNotAnimatedAgainByTheModifiersAbove() {
        let graph = ViewGraph(rootView: Growing(), size: CGSize(width: 300, height: 50))
        graph.advance(to: 0.5)
        // The change itself goes through the modifier, which makes it the 5 s animation: 20 of 200 at 0.5 s. The
        // frames of that animation do not go through it again: the bar's frame shows each presented value at once
        // (animated again by the modifier on every frame, it lagged at 6.8).
        let width = graph.fills(of: .red).first?.width ?? -1
        #expect(width == 20, "\(width)")
    }
}
