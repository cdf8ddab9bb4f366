import Foundation
import Testing
@testable import FlipbookViews

/// `Picker` as a segmented control: tagged options, the selection bound, the thumb gliding to a tapped option.
@MainActor
@Suite struct PickerTests {
    enum Shape: String, CaseIterable { case circle, square, star }

    struct Chooser: View {
        @State var shape = Shape.square
        var body: some View {
            VStack {
                Picker("Shape", selection: $shape) {
                    ForEach(Shape.allCases, id: \.self) { shape in
                        Text(shape.rawValue).tag(shape)
                    }
                }
                .pickerStyle(.segmented)
                Text("chose \(shape.rawValue)")
            }
        }
    }

    private func thumb(_ graph: ViewGraph) -> CGRect? { graph.fills(of: .white).first }

    @Test func tappingAnOptionSelectsItAndTheThumbGlides() throws {
        let graph = ViewGraph(rootView: Chooser(), size: CGSize(width: 300, height: 200))
        #expect(graph.texts.contains("chose square"))
        let start = try #require(thumb(graph))
        let picker = try #require(graph.views("Picker").first).frame
        #expect(near(start.midX, picker.midX, 1e-6), "the middle option is selected")
        graph.tap(at: CGPoint(x: picker.maxX - 5, y: picker.midY))
        graph.advance(to: 0.125)
        #expect(graph.texts.contains("chose star"))
        let moving = try #require(thumb(graph))
        #expect(moving.midX > start.midX && moving.midX < start.midX + picker.width / 3, "on its way (ease-in-out 0.25 s)")
        graph.advance(to: 0.5)
        #expect(near(try #require(thumb(graph)).midX, picker.maxX - picker.width / 6, 1e-6))
    }

    @Test func optionsWithoutTagsUseTheirForEachIDs() throws {
        struct Untagged: View {
            @State var fruit = "pear"
            var body: some View {
                VStack {
                    Picker("Fruit", selection: $fruit) {
                        ForEach(["apple", "pear", "plum"], id: \.self) { Text($0) }
                    }
                    Text("chose \(fruit)")
                }
            }
        }
        let graph = ViewGraph(rootView: Untagged(), size: CGSize(width: 300, height: 200))
        let picker = try #require(graph.views("Picker").first).frame
        #expect(near(try #require(thumb(graph)).midX, picker.midX, 1e-6), "pear, in the middle, is selected")
        graph.tap(at: CGPoint(x: picker.minX + 5, y: picker.midY))
        graph.advance(to: 0.1)
        #expect(graph.texts.contains("chose apple"))
    }
}
