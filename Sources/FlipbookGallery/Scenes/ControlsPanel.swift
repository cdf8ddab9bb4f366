import Flipbook

/// A settings screen of iOS's default controls in a grouped list: a switch, a stepper, a slider, progress bars
/// and a spinner, all driven by taps and drags.
struct ControlsPanelScene: View {
    @State private var reduceMotion = false
    @State private var copies = 2
    @State private var level = 0.4

    var body: some View {
        NavigationStack {
            settings.navigationTitle("Settings")
        }
    }

    private var settings: some View {
        List {
            Section("Playback") {
                Toggle("Reduce motion", isOn: $reduceMotion)
                Stepper("Copies: \(copies)", value: $copies, in: 0...5)
                Slider(value: $level)
            }
            Section {
                ProgressView("Download", value: level)
                ProgressView(value: Double(copies), total: 5) {
                    Text("Stepped")
                } currentValueLabel: {
                    Text("\(copies) of 5")
                }
                .tint(.orange)
            } header: {
                Label("Progress", systemImage: "arrow.down")
            } footer: {
                Text("The bars follow the slider and the stepper.")
            }
            HStack {
                ProgressView()
                Text("Working")
            }
            NavigationLink("About") {
                AboutScreen()
            }
        }
    }
}

/// The screen the "About" row pushes: an inline title and a back button to "Settings".
private struct AboutScreen: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Label("Flipbook", systemImage: "star.fill").font(.title2)
                Text("SwiftUI's layout and animation system, rendered frame by frame on Linux.")
            }
            .padding()
        }
        .navigationTitle("About")
        .navigationBarTitleDisplayMode(.inline)
    }
}
