import Foundation
import Testing
@testable import FlipbookViews

/// iOS 18's `Group(sections:)` and `ForEach(sections:)`: a container's content taken apart into its sections.
@MainActor
@Suite struct SectionsTests {
    /// A custom container that lists each section's header count, header and content.
    private struct Sectioned<Content: View>: View {
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View {
            VStack {
                ForEach(sections: content) { section in
                    Text("[\(section.header.count) \(section.content.count) \(section.footer.count)]")
                    section.header
                    ForEach(section.content) { $0 }
                }
            }
        }
    }

    @Test func eachSectionAndEachRunOfLooseViewsIsASection() {
        let graph = ViewGraph(rootView: Sectioned {
            Section("A") { Text("1"); Text("2") }
            Text("loose")
            Section { Text("3") } footer: { Text("note") }
        }, size: CGSize(width: 300, height: 400))
        #expect(graph.texts == ["[1 2 0]", "A", "1", "2", "[0 1 0]", "loose", "[0 1 1]", "3"], "\(graph.texts)")
        let sections = SectionCollection(Group {
            Section("A") { Text("1") }
            Section("B") { Text("2") }
        })
        #expect(sections.count == 2 && sections[0].id != sections[1].id)
        let grouped = Group(sections: TupleView((Section("A") { Text("1") }, Text("2")))) { sections in
            Text("\(sections.count)")
        }
        #expect(ViewGraph(rootView: grouped, size: CGSize(width: 100, height: 100)).texts == ["2"])
    }
}
