import Foundation
import Testing
@testable import Flipbook
import FlipbookCairo

private struct Greeting: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 20) {
            Text("Taps: \(count)").font(.title)
            Circle().fill(Color.orange).frame(width: 60, height: 60).shadow(radius: 6)
            RoundedRectangle(cornerRadius: 12).stroke(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [6, 4]))
                .frame(width: 160, height: 40)
            LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing)
                .frame(width: 160, height: 20).clipShape(Capsule())
            Button("Add one 😀") { count += 1 }
        }
    }
}

@MainActor
@Suite struct ViewHostTests {
    @Test func tapByLabelRunsTheActionAndUpdatesText() throws {
        let host = ViewHost(Greeting(), size: CGSize(width: 300, height: 320), fonts: .pinned)
        #expect(host.laidOutViews.contains { $0.text == "Taps: 0" })
        try host.tap(label: "Add one 😀")
        #expect(host.laidOutViews.contains { $0.text == "Taps: 1" })
        let png = try host.pngData(scale: 2)
        try png.write(to: URL(fileURLWithPath: "/tmp/fb/greeting.png"))
        #expect(throws: HostError.noViewLabelled("Nope")) { try host.tap(label: "Nope") }
    }
}

/// The README's example, kept compiling and true.
private struct Pulse: View {
    @State private var big = false
    var body: some View {
        Circle().fill(Color.orange).frame(width: 80, height: 80)
            .scaleEffect(big ? 1.5 : 1)
            .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { big = true } }
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func pulseGrowsAndRendersAsTheReadmeSays() throws {
        let host = ViewHost(Pulse(), size: CGSize(width: 200, height: 200), fonts: .pinned)
        host.advance(to: 0.5)
        let circle = try #require(host.laidOutViews.first { $0.type == "Circle" })
        #expect(abs(circle.frame.width - 100) < 1e-6, "half-way through the ease: scale 1.25")
        #expect(try host.pngData(scale: 2).count > 100)
        #expect(throws: HostError.noViewLabelled("Go")) { try host.tap(label: "Go") }
        let still = try #require(ImageRenderer(content: Pulse()).rasterImage)
        #expect(still.pixelWidth == 80 && still.pixelHeight == 80)
    }
}

@MainActor
@Suite struct InteractionScriptTests {
    private struct Counter: View {
        @State var taps = 0
        var body: some View { Button("Tap \(taps)") { taps += 1 } }
    }

    @Test func stepsArePlayedOnceWhenTheSameScriptIsPlayedInParts() throws {
        let host = ViewHost(Counter(), size: CGSize(width: 200, height: 100), fonts: .pinned)
        let script = try InteractionScript(parsing: "tap 100,50 @0; tap 100,50 @0.5")
        try host.play(script, until: 0)
        try host.play(script, until: 0.5)
        try host.play(script, until: 0.5)
        try host.play(script, until: 1)
        #expect(host.laidOutViews.contains { $0.text == "Tap 2" })
    }

    @Test func scriptsParseBothNotationsAndRejectBadSteps() throws {
        let script = try InteractionScript(parsing: "tap \"Set to 1\" @0.5s; tap (120, 80) @1.2")
        #expect(script.steps == [.init(time: 0.5, action: .tapLabel("Set to 1")),
                                 .init(time: 1.2, action: .tapPoint(CGPoint(x: 120, y: 80)))])
        #expect(script.description == "tap \"Set to 1\" @0.5; tap 120,80 @1.2")
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "tap 1,2 @-1") }
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "tap \"open @1") }
    }
}
