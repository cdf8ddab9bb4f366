import Foundation
import Testing
@testable import FlipbookViews

/// Sections outside lists: a stack spaces a section's header, rows and footer as its own views, and a lazy grid
/// puts each section on new lines with its header and footer across the grid.
@MainActor
struct SectionLayoutTests {
    @Test func aStackSpacesASectionsPartsAsItsOwnViews() {
        let graph = ViewGraph(rootView: LazyVStack(spacing: 0) {
            Section(header: Color.gray.frame(height: 30), footer: Color.gray.frame(height: 10)) {
                ForEach(0..<3) { _ in Color.red.frame(height: 20) }
            }
        }.frame(width: 100), size: CGSize(width: 100, height: 300))
        let minYs = graph.views("Rectangle").map(\.frame.minY)
        let stackTop = (300 - 100) / 2.0
        // Header 30, three rows of 20 and the footer, touching: the stack's spacing, not a section's own 8.
        #expect(minYs.count == 5 && zip(minYs, [0, 30, 50, 70, 90]).allSatisfy { near($0, stackTop + $1, 1e-9) },
                "\(minYs)")
    }

    @Test func aGridStartsEachSectionOnANewLineUnderAHeaderAcrossTheGrid() {
        let graph = ViewGraph(rootView: LazyVGrid(columns: [GridItem(.fixed(40), spacing: 10),
                                                            GridItem(.fixed(40), spacing: 10),
                                                            GridItem(.fixed(40))], spacing: 5) {
            Section(header: Color.gray.frame(height: 20)) {
                ForEach(0..<4) { _ in Color.red.frame(height: 30) }
            }
            .padding(0)
            Section(header: Color.gray.frame(height: 20)) {
                ForEach(0..<2) { _ in Color.blue.frame(height: 30) }
            }
            .font(.callout)
        }.frame(width: 200), size: CGSize(width: 200, height: 400))
        let frames = graph.views("Rectangle").map(\.frame)
        let top = frames[0].minY
        // Headers span the grid's 200 points; the tracks (140 wide) are centred in it.
        #expect(frames[0] == CGRect(x: 0, y: top, width: 200, height: 20), "\(frames[0])")
        #expect(frames[1...4].map(\.minX) == [30, 80, 130, 30])
        #expect(frames[1...4].map { $0.minY - top } == [25, 25, 25, 60])
        // The second section does not fill the first's last line: it starts below it, header first.
        #expect(frames[5] == CGRect(x: 0, y: top + 95, width: 200, height: 20), "\(frames[5])")
        #expect(frames[6...7].map(\.minX) == [30, 80])
        #expect(frames[6...7].map { $0.minY - top } == [120, 120])
    }

    @Test func aSectionInAListIsStillACard() {
        let graph = ViewGraph(rootView: List {
            Section("Fruit") { Text("Apple"); Text("Pear") }
        }, size: CGSize(width: 300, height: 300))
        #expect(graph.texts == ["FRUIT", "Apple", "Pear"], "\(graph.texts)")
        let apple = graph.laidOutViews.first { $0.text == "Apple" }!.frame
        let pear = graph.laidOutViews.first { $0.text == "Pear" }!.frame
        #expect(pear.minY - apple.minY > apple.height + 10, "rows of a list card are tall: \(apple) \(pear)")
    }
}
