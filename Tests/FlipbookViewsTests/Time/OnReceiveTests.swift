import Foundation
import Testing
@testable import FlipbookViews

/// `onReceive`: subscribed again when an update brings another publisher; values delivered during an update are
/// handed over after it.
@MainActor
@Suite struct OnReceiveTests {
    private func center(of text: String, in graph: ViewGraph) -> CGPoint {
        let frame = graph.laidOutViews.first(where: { $0.text == text })?.frame ?? .zero
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The iOS 13 idiom for reacting to a change: `onReceive(Just(value))`.
    private struct CharacterLimit: View {
        @State var text = "abc"
        @State var runs = 0
        var body: some View {
            VStack {
                Text("\(text) \(runs)")
                Button("Type") { text += "defgh" }
            }
            .onReceive(Just(text)) { newValue in
                runs += 1
                if newValue.count > 5 { text = String(newValue.prefix(5)) }
            }
        }
    }

    @Test func aJustOfAValueRunsWhenTheValueChanges() {
        let graph = ViewGraph(rootView: CharacterLimit(), size: CGSize(width: 200, height: 100))
        #expect(graph.texts.first == "abc 1", "the first value, as the view appears: \(graph.texts)")
        graph.tap(at: center(of: "Type", in: graph))
        graph.advance(to: 0.1)
        // "abcdefgh" runs it and is cut to "abcde", which runs it once more and stays.
        #expect(graph.texts.first == "abcde 3", "\(graph.texts)")
    }

    final class ColorStore: ObservableObject {
        @Published var color: String
        init(color: String) { self.color = color }
    }

    /// A view that makes its store anew each time it is made (a splash that adds a layer per colour): the new
    /// store's publisher is subscribed to, and its current value, delivered as it is subscribed to during the
    /// update, reaches the action after the update, where reading the state back sees the write.
    private struct Layers: View {
        @ObservedObject var store: ColorStore
        @State var layers: [(String, Double)] = []
        init(color: String) { store = ColorStore(color: color) }
        var body: some View {
            Text(layers.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
                .onReceive(store.$color) { color in
                    layers.append((color, 0))
                    layers[layers.count - 1].1 = 1
                }
        }
    }

    private struct Switcher: View {
        @State var index = 0
        var body: some View {
            VStack {
                Layers(color: ["blue", "pink"][index])
                Button("Next") { index = 1 }
            }
        }
    }

    @Test func aNewPublisherIsSubscribedToAndItsFirstValueArrivesAfterTheUpdate() {
        let graph = ViewGraph(rootView: Switcher(), size: CGSize(width: 300, height: 100))
        #expect(graph.texts.first == "blue 1.0", "\(graph.texts)")
        graph.tap(at: center(of: "Next", in: graph))
        graph.advance(to: 0.1)
        #expect(graph.texts.first == "blue 1.0, pink 1.0", "\(graph.texts)")
    }

    /// The same publisher (one subject, kept by the view's owner) is not subscribed to again by an update.
    @Test func theSamePublisherKeepsItsSubscription() {
        let subject = CurrentValueSubject<Int, Never>(1)
        struct Counter: View {
            let subject: CurrentValueSubject<Int, Never>
            @State var sum = 0
            @State var redraws = 0
            var body: some View {
                VStack {
                    Text("sum \(sum)")
                    Button("Redraw \(redraws)") { redraws += 1 }
                }
                .onReceive(subject.map { $0 * 2 }) { sum += $0 }
            }
        }
        let graph = ViewGraph(rootView: Counter(subject: subject), size: CGSize(width: 200, height: 100))
        #expect(graph.texts.contains("sum 2"), "the current value, as the view appears: \(graph.texts)")
        graph.tap(at: center(of: "Redraw 0", in: graph))
        graph.advance(to: 0.1)
        #expect(graph.texts.contains("sum 2"), "a subscription made again would add the current value again: \(graph.texts)")
        subject.send(5)
        graph.advance(to: 0.2)
        #expect(graph.texts.contains("sum 12"), "\(graph.texts)")
    }
}
