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
        // A PNG of the canvas at 2×: the signature, then the header chunk's width and height in pixels.
        let png = try host.pngData(scale: 2)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func bigEndian(at offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect((bigEndian(at: 16), bigEndian(at: 20)) == (600, 640))
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

    @Test func dragsParsePrintAndRejectBadSpans() throws {
        let script = try InteractionScript(parsing: "drag (30, 200)->(360, 200) @0.5s..1.5s")
        #expect(script.steps == [.init(time: 0.5, action: .drag(from: CGPoint(x: 30, y: 200), to: CGPoint(x: 360, y: 200),
                                                               duration: 1))])
        #expect(script.description == "drag 30,200->360,200 @0.5..1.5")
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "drag 1,2->3,4 @1") }
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "drag 1,2->3,4 @2..1") }
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "drag 1,2 @1..2") }
    }

    /// `press` holds a finger still: a long press, played as a drag that does not move, and printed back as one.
    @Test func pressesHoldAFingerStillForALongPress() throws {
        let script = try InteractionScript(parsing: "press 100,40 @0.2..1.4")
        #expect(script.steps == [.init(time: 0.2, action: .drag(from: CGPoint(x: 100, y: 40), to: CGPoint(x: 100, y: 40),
                                                               duration: 1.2))])
        #expect(script.description == "press 100,40 @0.2..1.4")
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "press \"OK\" @0..1") }
        struct Held: View {
            @State var held = false
            var body: some View {
                Text(held ? "held" : "waiting").frame(width: 200, height: 80).contentShape(Rectangle())
                    .onLongPressGesture(minimumDuration: 1) { held = true }
            }
        }
        let host = ViewHost(Held(), size: CGSize(width: 200, height: 80))
        try host.play(script, until: 1.1)
        #expect(host.laidOutViews.compactMap(\.text) == ["waiting"])
        try host.play(script, until: 1.3)
        #expect(host.laidOutViews.compactMap(\.text) == ["held"])
    }

    /// A drag through more points goes through each by its own time: held still, it is a long press that then
    /// drags, the sequence of Apple's "Composing SwiftUI gestures".
    @Test func dragsThroughSeveralPointsHoldThenMove() throws {
        let script = try InteractionScript(parsing: "drag 100,100->100,100->160,130 @0.2..0.8..1.2")
        #expect(script.steps == [.init(time: 0.2, action: .dragThrough(
            points: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 130)],
            offsets: [0, 0.6000000000000001, 1]))])
        #expect(script.description == "drag 100,100->100,100->160,130 @0.2..0.8..1.2")
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "drag 1,2->3,4->5,6 @1..2") }
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "drag 1,2->3,4->5,6 @1..3..2") }
        struct PressThenDrag: View {
            @State var moved = CGSize.zero
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Color.blue.frame(width: 60, height: 60)
                        .offset(moved)
                        .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
                            .onEnded { value in
                                guard case .second(true, let drag?) = value else { return }
                                moved = drag.translation
                            })
                    Text("moved \(Int(moved.width)),\(Int(moved.height))")
                }
                .frame(width: 300, height: 300)
            }
        }
        let host = ViewHost(PressThenDrag(), size: CGSize(width: 300, height: 300))
        let square = try #require(host.laidOutViews.first { $0.frame.width == 60 && $0.frame.height == 60 }).frame
        let start = CGPoint(x: square.midX, y: square.midY)
        let held = try InteractionScript(parsing: "drag \(Int(start.x)),\(Int(start.y))->\(Int(start.x)),\(Int(start.y))->\(Int(start.x) + 60),\(Int(start.y) + 30) @0.2..0.8..1.2")
        try host.play(held, until: 1.5)
        #expect(host.laidOutViews.contains { $0.text == "moved 60,30" }, "\(host.laidOutViews.compactMap(\.text))")
        // Moved at once, the long press fails and nothing moves.
        let quick = ViewHost(PressThenDrag(), size: CGSize(width: 300, height: 300))
        try quick.play(try InteractionScript(parsing: "drag \(Int(start.x)),\(Int(start.y))->\(Int(start.x) + 60),\(Int(start.y) + 30) @0.2..0.6"), until: 1)
        #expect(quick.laidOutViews.contains { $0.text == "moved 0,0" })
    }

    private struct Greeting: View {
        @State var name = ""
        @State var sent = false
        var body: some View {
            VStack {
                TextField("Your name", text: $name).onSubmit { sent = true }
                Text(sent ? "Hello, \(name)!" : "typing \(name)")
            }
        }
    }

    @MainActor
    @Test func scriptsTypeIntoTheFocusedFieldAndSubmit() throws {
        let script = try InteractionScript(parsing: "tap \"Your name\" @0.2; type \"Ada\" @0.5; submit @1")
        #expect(script.description == "tap \"Your name\" @0.2; type \"Ada\" @0.5; submit @1")
        let host = ViewHost(Greeting(), size: CGSize(width: 200, height: 100))
        try host.play(script, until: 0.7)
        #expect(host.laidOutViews.contains { $0.text == "typing Ada" })
        try host.play(script, until: 1.2)
        #expect(host.laidOutViews.contains { $0.text == "Hello, Ada!" })
        // Typing with no field focused names the problem.
        let unfocused = ViewHost(Greeting(), size: CGSize(width: 200, height: 100))
        #expect(throws: ScriptError.self) { try unfocused.play(InteractionScript(parsing: "type \"x\" @0.1"), until: 0.2) }
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "type Ada @1") }
    }

    private struct Dial: View {
        @State var value = 0.0
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: $value, in: 0...10, step: 1)
                Text("value \(Int(value))")
            }
            .frame(width: 228)
        }
    }

    @MainActor
    @Test func dragsMoveASliderOnlyFromItsThumb() throws {
        // The slider spans x 0…228 of the canvas; its thumb (28 pt) travels 200 pt, 20 pt per step.
        let host = ViewHost(Dial(), size: CGSize(width: 228, height: 100), fonts: .pinned)
        let y = try #require(host.laidOutViews.first { $0.type == "Slider" }).frame.midY
        host.drag(from: CGPoint(x: 120, y: y), to: CGPoint(x: 200, y: y), duration: 0.5)
        #expect(host.laidOutViews.contains { $0.text == "value 0" }, "the track does not react to a touch")
        host.drag(from: CGPoint(x: 14, y: y), to: CGPoint(x: 75, y: y), duration: 0.5)
        #expect(host.laidOutViews.contains { $0.text == "value 3" }, "61 pt of 200 is 3.05, rounded to the step")
        let script = try InteractionScript(parsing: "drag 75,\(y)->275,\(y) @2..3")
        try host.play(script, until: 2.5)
        #expect(host.laidOutViews.contains { $0.text == "value 8" }, "halfway: the thumb (held 1 pt right of its centre) at 174, (174 - 14) / 200 = 0.8")
        try host.play(script, until: 3.5)
        #expect(host.laidOutViews.contains { $0.text == "value 10" }, "clamped at the upper bound")
    }
}

@MainActor
@Suite struct TwoFingerScriptTests {
    private struct Zoom: View {
        @State var scale: CGFloat = 1
        @State var angle = Angle.zero
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .scaleEffect(scale)
                .rotationEffect(angle)
                .frame(width: 300, height: 300)
                .contentShape(Rectangle())
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification }
                    .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation }))
        }
    }

    @Test func pinchAndTwistStepsParsePrintAndPlay() throws {
        let text = "pinch 150,150 100->200 @0.5..1; twist 150,150 0->45 @1.5..2"
        let script = try InteractionScript(parsing: text)
        #expect(script.description == text)
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "pinch 150,150 0->100 @0..1") }
        #expect(throws: ScriptError.self) { try InteractionScript(parsing: "twist 150,150 @0..1") }
        let host = ViewHost(Zoom(), size: CGSize(width: 300, height: 300), fonts: .pinned)
        func box() -> LaidOutView { host.laidOutViews.last { $0.type == "Color" || $0.type == "Rectangle" }! }
        try host.play(script, until: 0.75)
        #expect(abs(box().frame.width - 150) < 1, "halfway from 100 to 200 apart: \(box().frame)")
        try host.play(script, until: 2.5)
        let t = box().transform
        #expect(abs(atan2(t.m12, t.m11) * 180 / .pi - 45) < 0.01)
        #expect(abs(hypot(t.m11, t.m12) - 2) < 0.01, "a twist keeps the scale the pinch left")
    }
}
