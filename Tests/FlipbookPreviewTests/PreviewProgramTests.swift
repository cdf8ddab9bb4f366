import Foundation
@testable import FlipbookPreview
import Testing

/// The rebuildable program of `flipbook serve <path> --watch`: what the open pages hear when it changes.
@Suite struct PreviewProgramTests {
    func build(_ name: String) -> PreviewProgram.Build {
        PreviewProgram.Build(executable: URL(fileURLWithPath: "/tmp/\(name)"), arguments: ["serve"],
                             scenes: [SceneListing(name: name, summary: "", width: 10, height: 10)])
    }

    @Test func pagesHearRebuildsAndFailuresAndANewPageHearsTheCurrentFailure() async {
        let program = PreviewProgram(build("one"))
        var events = program.events().makeAsyncIterator()
        program.fail("A.swift:3:1: error: nope")
        #expect(await events.next() == .failed("A.swift:3:1: error: nope"))
        #expect(program.build.executable.lastPathComponent == "one", "a failed build keeps the last good one")
        var late = program.events().makeAsyncIterator()
        #expect(await late.next() == .failed("A.swift:3:1: error: nope"))
        program.replace(with: build("two"))
        #expect(await events.next() == .rebuilt(generation: 1))
        #expect(await late.next() == .rebuilt(generation: 1))
        #expect(program.failure == nil && program.build.scenes.map(\.name) == ["two"])
    }
}
