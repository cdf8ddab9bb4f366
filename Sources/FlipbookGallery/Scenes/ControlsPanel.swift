import Flipbook

/// A settings screen of iOS's default controls: a switch, a stepper, a slider, progress bars and a spinner,
/// all driven by taps and drags.
struct ControlsPanelScene: View {
    @State private var isOn = false
    @State private var count = 2
    @State private var level = 0.4

    var body: some View {
        VStack(spacing: 16) {
            Label("Flipbook", systemImage: "star.fill").font(.title2)
            Toggle("Reduce motion", isOn: $isOn)
            Stepper("Copies: \(count)", value: $count, in: 0...5)
            Slider(value: $level)
            ProgressView("Download", value: level)
            ProgressView(value: Double(count), total: 5) {
                Text("Stepped")
            } currentValueLabel: {
                Text("\(count) of 5")
            }
            .tint(.orange)
            ProgressView("Working")
        }
        .padding(20)
    }
}
