import Foundation
import Testing
import Flipbook
@testable import FlipbookTools

@Suite struct AnimationTimelineTests {
    @Test func samplesAChangeFromZeroToOne() {
        let timeline = AnimationTimeline.sample(.linear(duration: 1), at: [0, 0.25, 0.5, 1, 2])
        #expect(timeline.samples.map(\.value) == [0, 0.25, 0.5, 1, 1])
        #expect(timeline.samples.map(\.velocity) == [1, 1, 1, 1, 0])
        #expect(timeline.removals == [2])
        #expect(!timeline.isStillRunning)
    }

    @Test func retargetsInterruptWithTheirOwnAnimation() throws {
        let retarget = try Retarget(parsing: "0.5:3:.linear(duration: 1)")
        #expect(retarget == Retarget(time: 0.5, value: 3, animation: .linear(duration: 1)))
        let timeline = AnimationTimeline.sample(.linear(duration: 1), from: 0, to: 1, retargets: [retarget], at: [0.5, 1.0, 1.5])
        // Two linear curves combine: r = r_old + f_new·(3 − r_old).
        #expect(timeline.samples.map(\.value) == [0.5, 1 + 0.5 * 2, 3])
        #expect(timeline.targets.map(\.value) == [1, 3])
    }

    @Test func badRetargetsAreRejected() {
        for bad in ["", "1", "x:1", "-1:2", "1:nan", "1:2:.nope"] {
            #expect(throws: (any Error).self, "\(bad)") { try Retarget(parsing: bad) }
        }
    }

    @Test func timesParseAsListsOrRanges() throws {
        #expect(try AnimationTimeline.parseTimes("0, 0.05,0.1") == [0, 0.05, 0.1])
        #expect(try AnimationTimeline.parseTimes("0..1/0.25") == [0, 0.25, 0.5, 0.75, 1])
        #expect(try AnimationTimeline.parseTimes("0..0.3/0.05") == [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3])
        for bad in ["", "a", "-1", "0,nan", "1..0/0.1", "0..1/0", "0..1"] {
            #expect(throws: TimelineError.self, "\(bad)") { try AnimationTimeline.parseTimes(bad) }
        }
    }

    @Test func jsonIsOneObjectPerSample() throws {
        let timeline = AnimationTimeline.sample(.linear(duration: 1), at: [0, 0.5])
        #expect(timeline.json == "[\n  {\"time\": 0.0, \"value\": 0.0, \"velocity\": 1.0},\n  {\"time\": 0.5, \"value\": 0.5, \"velocity\": 1.0}\n]\n")
        let decoded = try JSONSerialization.jsonObject(with: Data(timeline.json.utf8)) as? [[String: Double]]
        #expect(decoded?.count == 2)
    }

    @Test func settleTimeIsTheLastRemoval() throws {
        let t = try AnimationTimeline.settleTime(.easeIn(duration: 0.5), from: 0, to: 1,
                                             retargets: [Retarget(time: 0.2, value: 2)])
        // Removal is seen at the first 240 Hz sample after the curve ends at 0.2 + 0.5 s.
        expectNear(t, 0.7, 1.0 / 240 + 1e-9)
        #expect(try AnimationTimeline.settleTime(.linear.repeatForever(), from: 0, to: 1, retargets: []) == 10)
    }

    @Test func chartMarksEverything() {
        let timeline = AnimationTimeline.sample(.bouncy, retargets: [Retarget(time: 0.3, value: 2)],
                                                at: (0...450).map { Double($0) / 300 })
        let svg = TimelineChart(title: ".bouncy <&>", subtitle: "x", timeline: timeline, duration: 1.5).svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(".bouncy &lt;&amp;&gt;"))
        #expect(svg.contains("class=\"value\""))
        #expect(svg.contains("class=\"velocity\""))
        #expect(svg.contains("class=\"retarget\""))
        #expect(svg.contains("logically complete 0.8s"), "the merged spring logically completes 0.5 s after the retarget")
        #expect(svg.contains("class=\"removed\""))
        #expect(svg.components(separatedBy: "class=\"logical\"").count == 2, "merged changes complete together: one marker")
        #expect(svg.hasSuffix("</svg>\n"))
    }
}

func expectNear(_ a: Double, _ b: Double, _ tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) <= tolerance, "\(a) vs \(b)", sourceLocation: sourceLocation)
}
