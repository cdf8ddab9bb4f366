import SwiftUI

// A settings form and a gallery of system views, spelled as iOS 17 and iOS 26 code spells them: pickers, focus,
// editing, an empty state, the title menu and title item, sorting by `.localizedStandard`.

struct SettingsForm: View {
    @State private var name = ""
    @State private var birthday = Date()
    @State private var accent = Color.orange
    @State private var isPinned = false
    @State private var tags = ["item 10", "item 2", "Item 1"]
    @FocusState private var nameFocused: Bool
    @ScaledMetric private var iconSize: CGFloat = 24

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                    ColorPicker("Accent", selection: $accent)
                    Toggle("Pinned", isOn: $isPinned).toggleStyle(.button)
                    TextField("Name", text: $name, axis: .vertical)
                        .lineLimit(2...4)
                        .focused($nameFocused)
                        .textInputAutocapitalization(.words)
                        .submitLabel(.done)
                        .onSubmit { nameFocused = false }
                    DisclosureGroup("Advanced") { LabeledContent("Build", value: "42") }
                } header: {
                    Text("Profile")
                } footer: {
                    Text("Shown to friends")
                }
                Section("Tags") {
                    ForEach(tags.sorted(using: .localizedStandard), id: \.self) { tag in
                        Label(tag, systemImage: "tag").frame(minHeight: iconSize)
                    }
                    .onDelete { tags.remove(atOffsets: $0) }
                    .onMove { tags.move(fromOffsets: $0, toOffset: $1) }
                }
                if tags.isEmpty {
                    ContentUnavailableView("No Tags", systemImage: "tag.slash", description: Text("Add one"))
                }
            }
            .modifier(SettingsChrome(isPinned: $isPinned))
        }
    }
}

struct SettingsChrome: ViewModifier {
    @Binding var isPinned: Bool

    func body(content: Content) -> some View {
        content
            .formStyle(.grouped)
            .scrollDismissesKeyboard(.interactively)
            .refreshable {}
            .navigationTitle("Settings")
            .navigationSubtitle("Profile")
            .toolbarTitleMenu {
                Button("Rename") {}
                Button("Duplicate") {}
            }
            .toolbar {
                ToolbarItem(placement: .title) { Text("Settings").font(.headline) }
                ToolbarItem(placement: .largeTitle) { Text("Settings").font(.largeTitle.bold()) }
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
                    .sharedBackgroundVisibility(.hidden)
            }
            .alert("Pinned", isPresented: $isPinned) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("The profile stays on top.")
            }
    }
}

struct SystemGallery: View {
    @State private var level = 0.4

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Image(systemName: "wifi", variableValue: level)
                Gauge(value: level) { Text("Level") }.gaugeStyle(.accessoryCircularCapacity)
                ProgressView(value: level).tint(.green)
                GroupBox("Summary") { Text("All good") }
                ControlGroup {
                    Button("Less") { withAnimation { level -= 0.1 } }
                    Button("More") { withAnimation { level += 0.1 } }
                }
                Menu("Options") { Button("Reset") { level = 0 } } primaryAction: { level = 1 }
                ShareLink(item: "Level \(level)")
                Text("A long caption that truncates").truncationMode(.middle).allowsTightening(true)
                ContentUnavailableView.search(text: "kites")
                Slider(value: $level).sliderThumbVisibility(.hidden)
                Button("Clear glass") {}.buttonStyle(.glass(.clear))
                Image(systemName: "cloud.sun.fill").symbolColorRenderingMode(.gradient)
                HStack {
                    Button(role: .close) { level = 0 }
                    Button(role: .confirm) { level = 1 }
                }
                ConcentricRectangle(corners: .concentric(minimum: 12)).fill(.blue.gradient).frame(height: 40)
            }
            .padding()
        }
        .textSelection(.enabled)
        .dynamicTypeSize(.large ... .xxLarge)
        .persistentSystemOverlays(.hidden)
        .statusBarHidden()
        .tabViewSearchActivation(.searchTabSelection)
    }
}

struct DocumentsPane: View {
    @State private var importing = false
    @State private var exporting = false
    @State private var unread = 3
    var body: some View {
        List {
            Button("Import") { importing = true }
            Button("Export") { exporting = true }
            Text("Inbox").badge(unread)
        }
        .badgeProminence(.decreased)
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .json]) { result in
            if case .success(let url) = result { print(url) }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.image], allowsMultipleSelection: true) { result in
            _ = try? result.get().count
        }
        .fileExporter(isPresented: $exporting, item: "notes", defaultFilename: "notes.txt") { _ in }
    }
}
