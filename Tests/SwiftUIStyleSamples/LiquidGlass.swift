import SwiftUI

// Surface group: iOS 26 glass and split views
// Surface: glassEffect, glassEffect(.clear), regular.tint, interactive, GlassEffectContainer, glassEffectID, glassEffectTransition (accepted)
// Surface: buttonStyle(.glass), buttonStyle(.glassProminent), symbolEffect(.drawOn), backgroundExtensionEffect (accepted), tabBarMinimizeBehavior (accepted), scrollEdgeEffectStyle (accepted)
// Surface: NavigationSplitView, navigationSplitViewStyle(.balanced) (accepted), inspector, onKeyPress (accepted)
// Surface: SliderTick, SliderTickContentForEach, Slider(value:in:step:label:tick:), neutralValue, enabledBounds, currentValueLabel
// Surface: glassBackgroundEffect(displayMode:), digitalCrownRotation (accepted)
// Surface: tabViewBottomAccessory, tabViewBottomAccessory(isEnabled:), ConcentricRectangle, sliderThumbVisibility, ToolbarSpacer, safeAreaBar, listSectionMargins, labelIconToTitleSpacing
// Surface: buttonSizing (accepted), symbolVariableValueMode (accepted), writingDirection(strategy:) (accepted), navigationLinkIndicatorVisibility (accepted), listSectionSeparatorTint (accepted), listSectionIndexVisibility (accepted), sectionIndexLabel (accepted)
// Surface: labelReservedIconWidth (accepted), tabViewSidebarHeader (accepted), tabViewSidebarFooter (accepted), tabViewSidebarBottomBar (accepted), handlesExternalEvents(preferring:allowing:) (accepted), interactionActivityTrackingTag (accepted)
// Surface: accessibilityActions (accepted), accessibilityLabeledPair (accepted), accessibilityLinkedGroup (accepted), accessibilityDirectTouch (accepted), accessibilityScrollStatus (accepted)

// A toolbar of glass buttons whose tinted bubble moves from one end to the other, as iOS 26 code writes it,
// and a split view that shows its columns side by side when wide enough.

struct GlassToolbarRoot: View {
    @Namespace private var glass
    @State private var moved = false
    @State private var inspecting = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 24) {
                GlassEffectContainer(spacing: 16) {
                    HStack {
                        if !moved { bubble }
                        Spacer()
                        if moved { bubble }
                    }
                    .frame(width: 300)
                }
                Text("On glass")
                    .padding()
                    .glassEffect(.clear)
                Text("Vision glass")
                    .padding()
                    .glassBackgroundEffect()
                    .digitalCrownRotation(.constant(0.0), from: 0, through: 1, by: 0.1, sensitivity: .low)
                Image(systemName: "checkmark.circle")
                    .font(.largeTitle)
                    .symbolEffect(.drawOn, isActive: !moved)
                Button("Move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
                    .buttonStyle(.glass)
                Button("Inspect") { inspecting = true }
                    .buttonStyle(.glassProminent)
                    .tint(.pink)
            }
        }
        .inspector(isPresented: $inspecting) { Text("Inspector") }
        .onKeyPress(.space) {
            moved.toggle()
            return .handled
        }
        .backgroundExtensionEffect()
        .tabBarMinimizeBehavior(.onScrollDown)
        .scrollEdgeEffectStyle(.soft, for: .top)
    }

    private var bubble: some View {
        Image(systemName: "pencil")
            .frame(width: 56, height: 56)
            .glassEffect(.regular.tint(.orange).interactive(), in: .circle)
            .glassEffectID("pencil", in: glass)
            .glassEffectTransition(.matchedGeometry)
    }
}

struct SplitRoot: View {
    var body: some View {
        NavigationSplitView {
            List(["Inbox", "Sent"], id: \.self) { Text($0) }
                .navigationTitle("Mail")
        } detail: {
            Text("Pick a mailbox")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

// A music library as iOS 26 lays it out: a mini player floating above the tab bar, a filter bar along the top,
// toolbar buttons set apart in two groups, section cards 8 points from the sides and a label's icon set apart.
struct MusicLibraryRoot: View {
    @State private var showsPlayer = true
    @Namespace private var accessibility
    var body: some View {
        TabView {
            Tab("Library", systemImage: "books.vertical") {
                NavigationStack {
                    List {
                        Section("Recent") {
                            Label("Album", systemImage: "square.stack").labelIconToTitleSpacing(20)
                                .labelReservedIconWidth(24)
                                .accessibilityLabeledPair(role: .content, id: "album", in: accessibility)
                        }
                        .sectionIndexLabel("R")
                        .listSectionSeparatorTint(.pink)
                    }
                    .listSectionIndexVisibility(.visible)
                    .navigationLinkIndicatorVisibility(.hidden)
                    .accessibilityScrollStatus("Recent albums")
                    .listSectionMargins(.horizontal, 8)
                    .safeAreaBar(edge: .top) { Text("Filters").padding(8) }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                        ToolbarSpacer(.fixed, placement: .topBarTrailing)
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {}.buttonSizing(.flexible) }
                    }
                    .navigationTitle("Library")
                }
            }
            Tab("Search", systemImage: "magnifyingglass") { Text("search") }
        }
        .tabViewSidebarHeader { Text("Sidebar header") }
        .tabViewSidebarFooter { Text("Sidebar footer") }
        .tabViewSidebarBottomBar { Text("Sidebar bar") }
        .handlesExternalEvents(preferring: ["library"], allowing: ["*"])
        .interactionActivityTrackingTag("library")
        .tabViewBottomAccessory(isEnabled: showsPlayer) {
            HStack {
                ConcentricRectangle(corners: .concentric(minimum: .fixed(6)), isUniform: true)
                    .fill(.pink)
                    .frame(width: 30, height: 30)
                Text("Now Playing")
                    .writingDirection(strategy: .contentBased)
                    .accessibilityLinkedGroup(id: "player", in: accessibility)
                Image(systemName: "speaker.wave.3").symbolVariableValueMode(.draw)
                Slider(value: .constant(0.4))
                    .sliderThumbVisibility(.hidden)
                    .frame(width: 80)
                    .accessibilityDirectTouch(options: .silentOnTouch)
            }
            .accessibilityActions { Button("Skip") {} }
        }
    }
}

struct EqualizerRoot: View {
    @State private var volume = 0.5
    @State private var balance = 0.0
    @State private var bass: Float = 4
    @State private var treble = 0.3

    var body: some View {
        VStack(spacing: 24) {
            Slider(value: $volume) {
                Text("Volume")
            } currentValueLabel: {
                Text("\(Int(volume * 100))%")
            } ticks: {
                SliderTickContentForEach(stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }, id: \.self) { value in
                    SliderTick(value) { Text("\(Int(value * 100))%") }
                }
            }
            Slider(value: $balance, in: -1...1, neutralValue: 0) { Text("Balance") }
            Slider(value: $bass, in: 0...10, step: 1) { Text("Bass") } tick: { value in
                value.truncatingRemainder(dividingBy: 5) == 0 ? SliderTick(value) : nil
            }
            Slider(value: $treble, in: 0...1, enabledBounds: 0.2...0.8)
            Text("balance \(balance, specifier: "%.2f") treble \(treble, specifier: "%.2f")")
        }
        .padding(20)
        .animation(.spring(duration: 0.3), value: balance)
    }
}
