import Flipbook
import FlipbookGallery
import Foundation
import Testing

// Previews declared as SwiftUI code declares them; the tests find them the way `flipbook list` does.

#Preview("Test square", traits: .fixedLayout(width: 120, height: 80)) {
    Color.red.frame(width: 40, height: 40)
}

#Preview {
    Text("Unnamed")
}

struct TestBadge_Previews: PreviewProvider {
    static var previews: some View {
        Circle().fill(Color.blue).frame(width: 30, height: 30)
    }
}

#Preview("Previewable counter") {
    @Previewable @State var count = 0
    @Previewable @State var step = 2
    Button("Count \(count)") { count += step }
}

/// iOS 18's shared preview setup: a context made once, asynchronously, and a body around each preview.
struct SampleShelf: PreviewModifier {
    static func makeSharedContext() async throws -> [String] {
        try await Task.sleep(nanoseconds: 1_000_000)
        return ["Dune", "Emma"]
    }

    func body(content: Content, context: [String]) -> some View {
        VStack {
            Text("\(context.count) books: \(context.joined(separator: ", "))")
            content
        }
    }
}

struct Framed: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(10).border(Color.green)
    }
}

#Preview("Shelf", traits: .modifier(SampleShelf()), .modifier(Framed())) {
    Text("Shelf preview")
}

/// A shared context made on the main actor without suspending, as SwiftData's sample containers are.
struct ShelfLabel: PreviewModifier {
    @MainActor static var madeCount = 0

    static func makeSharedContext() throws -> String {
        madeCount += 1
        return "Shelf \(madeCount)"
    }

    func body(content: Content, context: String) -> some View {
        VStack {
            Text(context)
            content
        }
    }
}

/// A trait of one's own, as SwiftData's sample-data previews declare it: a main-actor static.
extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var shelfLabel: Self = .modifier(ShelfLabel())
}

#Preview("Own trait", traits: .fixedLayout(width: 220, height: 90), .shelfLabel) {
    Text("Own trait preview")
}

@MainActor
@Suite struct PreviewTests {
    @Test func previewModifiersWrapThePreviewWithTheirSharedContext() async throws {
        let shelf = try preview(named: "Shelf")
        // SampleShelf's context sleeps before it is made: inside a test's task it is awaited beforehand.
        await shelf.prepare()
        let host = ViewHost(shelf.makeView(), size: CGSize(width: 300, height: 200))
        let texts = host.laidOutViews.compactMap(\.text)
        #expect(texts == ["2 books: Dune, Emma", "Shelf preview"], "\(texts)")
        // The first modifier is innermost: the border goes round the shelf and its sample data.
        let note = try #require(host.laidOutViews.first { $0.text == "2 books: Dune, Emma" }).frame
        let border = try #require(host.laidOutViews.first { $0.type.hasPrefix("_StrokedShape") }).frame
        #expect(near(border.minY, note.minY - 10) && near(border.minX, note.minX - 10), "\(border) \(note)")
    }

    @Test func traitsOfOnesOwnAreMadeOnTheMainActorBesideTheBuiltInLayout() throws {
        let own = try preview(named: "Own trait")
        #expect(own.layout == .fixed(width: 220, height: 90))
        #expect(own.canvasSize == CGSize(width: 220, height: 90))
        // Its context is made where the view is first made, once.
        for _ in 0..<2 {
            let host = ViewHost(own.makeView(), size: own.canvasSize)
            let texts = host.laidOutViews.compactMap(\.text)
            #expect(texts == ["Shelf 1", "Own trait preview"], "\(texts)")
        }
    }

    func preview(named name: String) throws -> Preview {
        try #require(Preview.all.first { $0.displayName == name }, "previews: \(Preview.all.map(\.displayName))")
    }

    @Test func previewMacrosAreFoundWithTheirNameTraitsAndPlace() throws {
        let square = try preview(named: "Test square")
        #expect(square.layout == .fixed(width: 120, height: 80))
        #expect(square.fileID == "FlipbookTests/PreviewTests.swift")
        #expect(square.line == 8)
        let host = ViewHost(square.makeView(), size: CGSize(width: 120, height: 80))
        #expect(host.laidOutViews.contains { $0.frame == CGRect(x: 40, y: 20, width: 40, height: 40) })

        let unnamed = try preview(named: "PreviewTests:12")
        #expect(unnamed.name == nil)
        #expect(unnamed.layout == .device)
        #expect(ViewHost(unnamed.makeView(), size: CGSize(width: 200, height: 100)).laidOutViews
            .contains { $0.text == "Unnamed" })
    }

    @Test func previewableVariablesAreStateOfThePreviewedView() throws {
        let counter = try preview(named: "Previewable counter")
        let host = ViewHost(counter.makeView(), size: CGSize(width: 200, height: 100))
        #expect(host.laidOutViews.contains { $0.text == "Count 0" })
        try host.tap(label: "Count 0")
        host.advance(to: 0.5)
        #expect(host.laidOutViews.contains { $0.text == "Count 2" }, "\(host.laidOutViews.compactMap(\.text))")
    }

    @Test func previewProvidersAreFoundByType() throws {
        let badge = try preview(named: "TestBadge")
        #expect(badge.fileID.isEmpty)
        let host = ViewHost(badge.makeView(), size: CGSize(width: 100, height: 100))
        #expect(host.laidOutViews.contains { $0.frame.size == CGSize(width: 30, height: 30) })
    }

    @Test func macroPreviewsComeInSourceOrderBeforeProviders() throws {
        let names = Preview.all.map(\.displayName)
        let square = try #require(names.firstIndex(of: "Test square"))
        let unnamed = try #require(names.firstIndex(of: "PreviewTests:12"))
        let badge = try #require(names.firstIndex(of: "TestBadge"))
        #expect(square < unnamed && unnamed < badge)
    }

    @Test func theGalleryShowsItsPreviewsAsScenes() throws {
        let names = Gallery.previews.map(\.name)
        #expect(names.contains("preview-rating-blob"))
        #expect(names.contains("preview-slider-dial"))
        let like = try #require(Gallery.scene(named: "preview-like-button"))
        #expect(like.size == CGSize(width: 390, height: 160))
        #expect(like.summary == "Like button (#Preview in FlipbookGallery/Previews.swift:10)")
        #expect(Gallery.scene(named: "preview-test-square")?.size == CGSize(width: 120, height: 80),
                "a test's own previews are in its program too")
    }
}
