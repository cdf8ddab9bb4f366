import Foundation
import Testing
@testable import FlipbookViews

/// The smaller controls and containers: GroupBox, DisclosureGroup, ContentUnavailableView, Gauge, ColorPicker,
/// DatePicker, ShareLink, dates as text, scrollDisabled and popovers.
@MainActor
@Suite struct EverydayControlsTests {
    @Test func aDisclosureGroupShowsItsContentWhenItsLabelIsTapped() {
        struct Details: View {
            var body: some View {
                VStack {
                    DisclosureGroup("More") { Text("hidden details") }
                    GroupBox("Box") { Text("boxed") }
                }
                .padding()
            }
        }
        let graph = ViewGraph(rootView: Details(), size: CGSize(width: 300, height: 300))
        #expect(!graph.texts.contains("hidden details"))
        #expect(graph.fills(of: Color(.secondarySystemBackground)).count == 1, "the group box's box")
        graph.tap(label: "More")
        graph.advance(to: 1)
        #expect(graph.texts.contains("hidden details"))
        // The chevron follows the tint, as iOS draws it in a tinted form (it was always the accent colour).
        let tinted = ViewGraph(rootView: DisclosureGroup("More") { Text("x") }.tint(.orange),
                               size: CGSize(width: 300, height: 100))
        let chevrons = tinted.symbolDrawings.map(\.color)
        #expect(chevrons == [Color.orange.resolved()], "\(chevrons)")
    }

    private struct Tinted: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.content; configuration.label }
                .padding(4)
                .background(Color.orange)
        }
    }

    /// The default box: headline label over the content, 16 points in; a box without a label starts its content
    /// at the padding; a style of one's own gets the label and content to arrange.
    @Test func groupBoxesAndTheirStyles() throws {
        let graph = ViewGraph(rootView: VStack(spacing: 0) {
            GroupBox("Box") { Text("boxed") }
            GroupBox { Text("bare") }
            GroupBox("Styled") { Text("inside") }.groupBoxStyle(Tinted())
        }, size: CGSize(width: 300, height: 400))
        let boxes = graph.fills(of: Color(.secondarySystemBackground))
        try #require(boxes.count == 2)
        let title = try #require(graph.laidOutViews.first { $0.text == "Box" }).frame
        let boxed = try #require(graph.laidOutViews.first { $0.text == "boxed" }).frame
        #expect(near(title.minY, boxes[0].minY + 16) && near(title.minX, 16) && near(boxed.minY, title.maxY + 8, 0.01))
        let bare = try #require(graph.laidOutViews.first { $0.text == "bare" }).frame
        #expect(near(bare.minY, boxes[1].minY + 16, 0.01), "no label, no gap: \(bare) in \(boxes[1])")
        let orange = try #require(graph.fills(of: .orange).first)
        let inside = try #require(graph.laidOutViews.first { $0.text == "inside" }).frame
        let styled = try #require(graph.laidOutViews.first { $0.text == "Styled" }).frame
        #expect(inside.maxX < styled.minX && orange.contains(inside) && orange.contains(styled), "content before label")
    }

    @Test func unavailableGaugesPickersAndDatesDraw() {
        let june9 = Date(timeIntervalSince1970: 1_749_462_060)  // 2025-06-09 09:41 UTC
        let graph = ViewGraph(rootView: VStack {
            ContentUnavailableView("No Cards", systemImage: "rectangle.stack", description: Text("Add one"))
                .frame(height: 150)
            Gauge(value: 30, in: 0...120) { Text("Fuel") }.frame(width: 200).tint(.green)
            ColorPicker("Tint", selection: .constant(.orange))
            DatePicker("When", selection: .constant(june9))
            Text(june9, style: .time)
            ShareLink(item: URL(fileURLWithPath: "/card"))
        }, size: CGSize(width: 300, height: 500))
        #expect(graph.texts.contains("No Cards") && graph.texts.contains("Add one"))
        #expect(graph.fills(of: .green).first.map { near($0.width, 50, 0.01) } == true, "a quarter of the 200-point bar")
        #expect(graph.fills(of: .orange).first?.size == CGSize(width: 28, height: 28))
        #expect(graph.texts.contains("Jun 9, 2025") && graph.texts.filter { $0 == "9:41\u{202F}AM" }.count == 2)
        graph.tap(label: "Share")
        #expect(graph.warnings.contains("Sharing file:///card"))
    }

    private struct Speedometer: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Rectangle().fill(.purple).frame(width: 100 * configuration.value, height: 10)
                HStack {
                    configuration.minimumValueLabel
                    configuration.label
                    configuration.currentValueLabel
                    configuration.maximumValueLabel
                }
            }
        }
    }

    @Test func aGaugeStyleOfOnesOwnDrawsTheFractionAndEveryLabel() {
        let graph = ViewGraph(rootView: VStack {
            Gauge(value: 90, in: 0...120) { Text("Speed") } currentValueLabel: { Text("90") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
            Gauge(value: 0.5) { Text("Half") }.gaugeStyle(.accessoryCircularCapacity)
        }
        .gaugeStyle(Speedometer()), size: CGSize(width: 300, height: 300))
        #expect(graph.fills(of: .purple).first.map { near($0.width, 75, 1e-9) } == true, "three quarters of 100")
        #expect(["0", "Speed", "90", "120", "Half"].allSatisfy(graph.texts.contains), "\(graph.texts)")
        #expect(graph.fills(of: .purple).count == 1, "the inner style wins for its own gauge")
    }

    private struct CardForm: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.content }.padding(10).background(Color.mint)
        }
    }

    private struct Stacked: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.label; configuration.content }.background(Color.indigo)
        }
    }

    @Test func formAndControlGroupStylesOfOnesOwnMakeTheirViews() {
        let styled = ViewGraph(rootView: VStack {
            Form { Text("Name") }.formStyle(CardForm()).frame(height: 100)
            ControlGroup { Button("Cut") {}; Button("Copy") {} } label: { Text("Edit") }
                .controlGroupStyle(Stacked())
        }, size: CGSize(width: 300, height: 400))
        #expect(styled.fills(of: .mint).count == 1 && styled.fills(of: .indigo).count == 1)
        #expect(["Name", "Edit", "Cut", "Copy"].allSatisfy(styled.texts.contains), "\(styled.texts)")
        let standard = ViewGraph(rootView: VStack {
            Form { Text("Name") }.formStyle(.grouped).frame(height: 100)
            ControlGroup { Button("Cut") {}; Button("Copy") {} } label: { Text("Edit") }.controlGroupStyle(.navigation)
        }, size: CGSize(width: 300, height: 400))
        #expect(standard.fills(of: .mint).isEmpty && !standard.texts.contains("Edit"),
                "the built-in styles: an inset grouped list, the controls in a capsule without the label")
    }

    @Test func circularGaugesAreRingsWithTheirValueInTheMiddle() {
        let graph = ViewGraph(rootView: HStack {
            Gauge(value: 0.25) { Text("Battery") } currentValueLabel: { Text("25%") }
                .gaugeStyle(.accessoryCircularCapacity)
            Gauge(value: 3, in: 0...4) { Text("Speed") }
                .gaugeStyle(.accessoryCircular)
                .tint(.green)
        }, size: CGSize(width: 300, height: 100))
        // The current value's label, else the label, sits in the middle of a 58-point ring.
        #expect(graph.texts == ["25%", "Speed"], "\(graph.texts)")
        let ring = graph.laidOutViews.first { $0.type == "_StrokedShape<Circle>" }?.frame ?? .null
        let value = graph.laidOutViews.first { $0.text == "25%" }?.frame ?? .null
        #expect(ring.size == CGSize(width: 58, height: 58) && near(value.midX, ring.midX, 0.5) && near(value.midY, ring.midY, 0.5),
                "\(ring) \(value) \(graph.laidOutViews.map(\.type))")
        // A linear gauge style keeps the bar.
        let bar = ViewGraph(rootView: Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(.accessoryLinearCapacity)
            .frame(width: 100).tint(.green), size: CGSize(width: 200, height: 100))
        #expect(bar.fills(of: .green).first.map { near($0.width, 50, 0.01) } == true)
    }

    /// A gradient tint spans a gauge: along the bar, shown up to the value, or around the ring's sweep.
    @Test func gradientTintsSpanTheGauge() throws {
        let gradient = Gradient(colors: [.green, .red])
        let bar = ViewGraph(rootView: Gauge(value: 0.25) { Text("Fuel") }.frame(width: 200).tint(gradient),
                            size: CGSize(width: 300, height: 100))
        let linear = bar.drawnItems { item -> CGRect? in
            guard case let .fill(path, .linearGradient(stops, start, end), _) = item.content,
                  stops.first?.color == Color.green.resolved(), start.y == end.y, end.x > start.x else { return nil }
            return path.boundingRect
        }
        #expect(linear.first.map { near($0.width, 200, 0.01) } == true, "\(linear)")
        #expect(bar.drawnItems { item -> Bool? in if case .effect(.mask, _) = item.content { true } else { nil } }.count == 1,
                "shown up to the value through a mask")
        let ring = ViewGraph(rootView: Gauge(value: 0.5) { Text("Speed") }.gaugeStyle(.accessoryCircular).tint(gradient),
                             size: CGSize(width: 100, height: 100))
        let sweeps = ring.drawnItems { item -> Double? in
            guard case let .stroke(_, .angularGradient(_, _, start, end), _) = item.content else { return nil }
            return (end - start).degrees
        }
        #expect(sweeps == [300], "the open ring's 300° sweep: \(sweeps)")
        #expect(ViewGraph(rootView: Gauge(value: 0.5) { Text("x") }.tint(.purple).tint(gradient),
                          size: CGSize(width: 100, height: 60)).fills(of: .purple).count == 1,
                "a colour set inside replaces the gradient")
    }

    @Test func aDisabledScrollViewDoesNotScrollButItsButtonsWork() {
        struct Locked: View {
            @State var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<10) { row in Button("Row \(row)") { taps += 1 }.frame(height: 50) }
                        }
                    }
                    .frame(height: 200)
                    .scrollDisabled(true)
                    Text("taps \(taps)")
                }
            }
        }
        let graph = ViewGraph(rootView: Locked(), size: CGSize(width: 200, height: 300))
        let before = graph.laidOutViews.first { $0.text == "Row 0" }!.frame
        // Beside the buttons' labels, nothing takes the finger: the scroll view does not.
        #expect(!graph.touchDown(at: CGPoint(x: 10, y: 180)))
        graph.touchMove(to: CGPoint(x: 10, y: 20))
        graph.touchUp(at: CGPoint(x: 10, y: 20))
        graph.advance(to: 3)
        #expect(graph.laidOutViews.first { $0.text == "Row 0" }!.frame == before)
        graph.tap(label: "Row 1")
        #expect(graph.texts.contains("taps 1"))
    }

    @Test func aPopoverIsASheetOnAPhone() {
        struct Tip: View {
            @State var shown = false
            var body: some View {
                Button("Tip") { shown = true }
                    .popover(isPresented: $shown) { Text("a tip") }
            }
        }
        let graph = ViewGraph(rootView: Tip(), size: CGSize(width: 300, height: 600))
        graph.tap(label: "Tip")
        graph.advance(to: 1)
        let tip = graph.laidOutViews.first { $0.text == "a tip" }
        #expect(tip != nil && tip!.frame.minY > 40, "in a sheet: \(String(describing: tip))")
    }
}

/// The device around a view, and the older spellings real code still uses.
@MainActor
@Suite struct DeviceEnvironmentTests {
    @Test func aHostIsAPortraitPhoneInUSEnglish() {
        struct Probe: View {
            @Environment(\.horizontalSizeClass) private var width
            @Environment(\.verticalSizeClass) private var height
            @Environment(\.scenePhase) private var phase
            @Environment(\.locale) private var locale
            var body: some View {
                Text("\(width == .compact ? "compact" : "regular") \(height == .regular ? "regular" : "compact") \(phase == .active ? "active" : "not") \(locale.identifier)")
            }
        }
        let graph = ViewGraph(rootView: Probe(), size: CGSize(width: 300, height: 100))
        #expect(graph.texts == ["compact regular active en_US"])
    }

    @Test func presentationModeDismissesAndOldBarItemsShow() {
        struct Old: View {
            @State var showing = false
            var body: some View {
                NavigationView {
                    Button("Open") { showing = true }
                        .navigationBarItems(leading: Text("Edit"), trailing: Text("Add"))
                        .navigationBarHidden(false)
                        .sheet(isPresented: $showing) { Closer() }
                }
            }
        }
        struct Closer: View {
            @Environment(\.presentationMode) private var presentationMode
            var body: some View { Button("Close") { presentationMode.wrappedValue.dismiss() } }
        }
        let graph = ViewGraph(rootView: Old(), size: CGSize(width: 300, height: 500))
        let edit = graph.laidOutViews.first { $0.text == "Edit" }?.frame, add = graph.laidOutViews.first { $0.text == "Add" }?.frame
        #expect(edit.map { $0.minX < 40 && $0.midY < 44 } == true && add.map { $0.maxX > 260 } == true)
        graph.tap(label: "Open")
        graph.advance(to: 1)
        #expect(graph.texts.contains("Close"))
        graph.tap(label: "Close")
        graph.advance(to: 2)
        #expect(!graph.texts.contains("Close"))
    }
}

@MainActor
@Suite struct SensoryFeedbackTests {
    private struct Stepper: View {
        @State var count = 0
        var body: some View {
            Button("Up \(count)") { count += 1 }
                .sensoryFeedback(.increase, trigger: count)
                .sensoryFeedback(.success, trigger: count) { _, new in new == 2 }
                .sensoryFeedback(trigger: count) { old, new in new > old + 5 ? .warning : nil }
                .sensoryFeedback(trigger: count) { count > 1 ? .levelChange : nil }
        }
    }

    @Test func feedbackIsRecordedWhenTheTriggerChanges() {
        let graph = ViewGraph(rootView: Stepper(), size: CGSize(width: 200, height: 100))
        #expect(graph.sensoryFeedback.isEmpty, "nothing on appearing")
        graph.advance(to: 0.5)
        graph.tap(label: "Up 0")
        graph.advance(to: 1)
        graph.tap(label: "Up 1")
        // The closure forms pick a feedback from the change, or none: only the second change is past 1.
        #expect(graph.sensoryFeedback.map(\.feedback) == ["increase", "levelChange", "success", "increase"],
                "the outer modifier first")
        #expect(graph.sensoryFeedback.map(\.time) == [0.5, 1, 1, 1])
    }
}

@MainActor
@Suite struct TimerProgressTests {
    @Test func aTimerProgressViewFollowsTheHostsClockUntilTheIntervalEnds() {
        let start = ViewGraph.defaultStartDate.addingTimeInterval(-15)
        let interval = start...start.addingTimeInterval(60)
        let now = ViewGraph.defaultStartDate
        #expect(ProgressTimer(interval: interval, countsDown: true).fraction(at: now) == 0.75)
        #expect(ProgressTimer(interval: interval, countsDown: false).fraction(at: now) == 0.25)
        #expect(ProgressTimer(interval: start...start, countsDown: true).fraction(at: now) == 0)
        let graph = ViewGraph(rootView: ProgressView(timerInterval: interval).frame(width: 200), size: CGSize(width: 200, height: 60))
        #expect(graph.texts == ["0:45"], "the time left, as Text(timerInterval:) writes it")
        let bar = { graph.fills { $0.blue > 0.9 && $0.red < 0.1 }.first?.width ?? 0 }
        #expect(near(bar(), 150, 0.5), "three quarters of 200 points left: \(bar())")
        graph.advance(to: 15)
        #expect(near(bar(), 100, 0.5) && graph.texts == ["0:30"], "half left 15 s on: \(bar())")
        graph.advance(to: 15 + 1.0 / 60)
        #expect(bar() < 100, "it moves at every frame: \(bar())")
        graph.advance(to: 50)
        #expect(bar() == 0 && graph.texts == ["0:00"])
        #expect(graph.mainQueue.pendingTimers == 0, "no more updates once the interval is over")
    }
}
