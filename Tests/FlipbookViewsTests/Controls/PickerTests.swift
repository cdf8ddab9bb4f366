import Foundation
import Testing
@testable import FlipbookViews

/// `Picker` in its four looks: tagged options, the selection bound; the segmented thumb gliding to a tapped
/// option, the menu opening and choosing, the wheel turning, inline rows checked.
@MainActor
@Suite struct PickerTests {
    /// A segmented picker's track is the tertiary system fill of its colour scheme (it used to be the light one
    /// in the dark scheme too).
    @Test func theSegmentedTrackFollowsTheColourScheme() {
        let view = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
        }
        .pickerStyle(.segmented)
        .environment(\.colorScheme, .dark)
        let graph = ViewGraph(rootView: view, size: CGSize(width: 300, height: 100))
        #expect(!graph.fills { $0 == Color.tertiarySystemFill.resolved(in: .dark) }.isEmpty)
        #expect(graph.fills { $0 == Color.tertiarySystemFill.resolved(in: .light) }.isEmpty)
        // The thumb is dark grey, not white, so that the selected option's white text shows on it.
        let grey = Color(red: 0x63 / 255.0, green: 0x63 / 255.0, blue: 0x66 / 255.0).resolved()
        let thumbs = graph.fills { abs($0.red - grey.red) < 0.002 && abs($0.blue - grey.blue) < 0.002 }
        #expect(thumbs.count == 1 && abs(thumbs[0].width - 146) < 0.5, "\(thumbs)")
        #expect(graph.fills { $0 == Color.white.resolved() }.isEmpty)
    }

    /// A `.font` around a segmented picker (a title font on the whole screen is common) leaves its segments at
    /// UIKit's 13 points, as on iOS; the label text beside it takes the font.
    @Test func segmentTitlesKeepTheirOwnFont() {
        let view = VStack {
            Picker("Size", selection: .constant(1)) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
            }
            .pickerStyle(.segmented)
            Text("Caption")
        }
        .font(.title)
        let graph = ViewGraph(rootView: view, size: CGSize(width: 300, height: 200))
        let sizes = Dictionary(graph.textDrawings.map { ($0.string, $0.font.size) }) { first, _ in first }
        #expect(sizes["Small"] == 13 && sizes["Medium"] == 13, "\(sizes)")
        #expect(sizes["Caption"] == 28)
        #expect(near(graph.views("Picker").first?.frame.height ?? 0, 32))
    }

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
                    .pickerStyle(.segmented)
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

    private struct Styled: View {
        let style: Int
        @State var fruit = "pear"
        var body: some View {
            VStack(alignment: .leading) {
                switch style {
                case 0: picker
                case 1: picker.pickerStyle(.wheel)
                default: picker.pickerStyle(.inline)
                }
                Text("chose \(fruit)")
            }
            .frame(width: 300)
        }

        private var picker: some View {
            Picker("Fruit", selection: $fruit) {
                ForEach(["apple", "pear", "plum"], id: \.self) { Text($0) }
            }
        }
    }

    @Test func byDefaultAPickerIsAMenuShowingTheSelection() throws {
        let graph = ViewGraph(rootView: Styled(style: 0), size: CGSize(width: 300, height: 400))
        #expect(graph.texts.filter { ["apple", "pear", "plum"].contains($0) } == ["pear"], "only the selection shows")
        #expect(graph.fills(of: .white).isEmpty, "no segmented thumb")
        graph.tap(label: "pear")
        #expect(graph.texts.filter { ["apple", "pear", "plum"].contains($0) } == ["apple", "pear", "plum"], "the menu is open")
        let pear = try #require(graph.laidOutViews.first { $0.text == "pear" }).frame
        let plum = try #require(graph.laidOutViews.first { $0.text == "plum" }).frame
        #expect(near(plum.midY - pear.midY, 44, 0.01))
        graph.tap(label: "plum")
        #expect(graph.texts.contains("chose plum") && graph.texts.filter { ["apple", "pear", "plum"].contains($0) } == ["plum"])
    }

    @Test func aWheelTurnsToATappedRow() throws {
        let graph = ViewGraph(rootView: Styled(style: 1), size: CGSize(width: 300, height: 400))
        let picker = try #require(graph.views("Picker").first).frame
        #expect(picker.height == 216)
        let pear = try #require(graph.laidOutViews.first { $0.text == "pear" }).frame
        #expect(near(pear.midY, picker.midY, 0.01), "the selection is in the middle")
        graph.tap(label: "plum")
        graph.advance(to: 0.5)
        #expect(graph.texts.contains("chose plum"))
        let plum = try #require(graph.laidOutViews.first { $0.text == "plum" }).frame
        #expect(near(plum.midY, picker.midY, 0.01), "turned to plum")
    }

    @Test func inlineRowsCheckTheSelection() throws {
        let graph = ViewGraph(rootView: Styled(style: 2), size: CGSize(width: 300, height: 400))
        let picker = try #require(graph.views("Picker").first).frame
        #expect(near(picker.height, 3 * 44, 0.001))
        graph.tap(label: "apple")
        #expect(graph.texts.contains("chose apple"))
    }

    struct FormChooser: View {
        @State var fruit = "pear"
        var body: some View {
            Form {
                Picker("Fruit", selection: $fruit) {
                    ForEach(["apple", "pear", "plum"], id: \.self) { Text($0) }
                }
                Text("chose \(fruit)")
            }
        }
    }

    /// In a form row a menu picker shows its label at the leading edge and the selection, in the secondary
    /// colour, at the trailing one; its panel opens under it, ending at its trailing edge.
    @Test func inAFormRowTheLabelLeadsAndTheSelectionTrails() throws {
        let width: CGFloat = 390
        let graph = ViewGraph(rootView: FormChooser(), size: CGSize(width: width, height: 600))
        let label = try #require(graph.laidOutViews.first { $0.text == "Fruit" }).frame
        let value = try #require(graph.laidOutViews.first { $0.text == "pear" }).frame
        let chose = try #require(graph.laidOutViews.first { $0.text == "chose pear" }).frame
        #expect(near(label.minX, chose.minX, 0.5), "the label starts where the row's text does")
        #expect(value.minX > width / 2 && near(label.midY, value.midY, 0.5))
        let drawn = try #require(graph.textDrawings.first { $0.string == "pear" })
        #expect(drawn.color == Color(.secondaryLabel).resolved(), "\(drawn.color)")
        let picker = try #require(graph.views("Picker").first).frame
        graph.tap(label: "pear")
        let apple = try #require(graph.laidOutViews.first { $0.text == "apple" }).frame
        #expect(apple.minX > picker.maxX - 250 && apple.minX < picker.maxX - 200, "the panel ends under the picker")
        graph.tap(label: "plum")
        #expect(graph.texts.contains("chose plum"))
    }

    /// `labelsHidden()` leaves a row's picker without its title and a toggle as its switch alone.
    @Test func hiddenLabelsLeaveTheControlsAlone() throws {
        let view = Form {
            Picker("Fruit", selection: .constant("pear")) {
                ForEach(["apple", "pear"], id: \.self) { Text($0) }
            }
        }
        let shown = ViewGraph(rootView: view, size: CGSize(width: 390, height: 300))
        #expect(shown.texts.contains("Fruit"))
        let hidden = ViewGraph(rootView: view.labelsHidden(), size: CGSize(width: 390, height: 300))
        #expect(!hidden.texts.contains("Fruit") && hidden.texts.contains("pear"))
        // Without its label the picker is no trailing row part: its panel opens under it, as outside lists
        // (ending under its trailing edge would put the panel off the screen's leading edge).
        let picker = try #require(hidden.views("Picker").first).frame
        hidden.tap(label: "pear")
        let apple = try #require(hidden.laidOutViews.first { $0.text == "apple" }).frame
        #expect(near(apple.minX, picker.minX + 16, 0.5), "\(apple) under \(picker)")
        let toggle = ViewGraph(rootView: Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().fixedSize(),
                               size: CGSize(width: 390, height: 300))
        #expect(!toggle.texts.contains("Wi-Fi"))
        let track = try #require(toggle.fills(of: .green).first)
        #expect(near(track.width, 51) && near(track.midX, 195, 0.5), "the switch alone, centred: \(track)")
    }
}
