import Flipbook
import FlipbookGallery
import Testing
@testable import FlipbookPreview

@MainActor
@Suite struct PreviewServerTests {
    @Test func servesEveryPreviewCompiledInByDefault() throws {
        let scenes = PreviewServer().scenes
        let like = try #require(scenes.first { $0.name == "Like button" }, "\(scenes.map(\.name))")
        #expect(like.size == CGSize(width: 390, height: 160))
        #expect(like.summary == "#Preview in FlipbookGallery/Previews.swift:10")
        let blob = try #require(scenes.first { $0.name == "Rating blob" })
        #expect(blob.size == Preview.defaultCanvas)
        let dial = try #require(scenes.first { $0.name == "SliderDial" })
        #expect(dial.summary == "PreviewProvider")
        let host = ViewHost(like.makeRoot(), size: like.size)
        #expect(host.laidOutViews.contains { $0.text == "Like" })
    }
}
