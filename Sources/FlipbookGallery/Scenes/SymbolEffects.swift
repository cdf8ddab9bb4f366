import Flipbook

/// Symbol effects on Flipbook's symbol stand-ins: a bell bouncing on each tap, effects running while active,
/// a play button replaced by pause, and a caption swapped with `.blurReplace`.
struct SymbolEffectsScene: View {
    @State private var rings = 0
    @State private var live = false
    @State private var playing = false

    private func tile<V: View>(_ name: String, _ view: V) -> some View {
        VStack(spacing: 6) {
            view.font(.system(size: 34)).frame(width: 64, height: 54)
            Text(name).font(.caption).foregroundColor(.secondary)
        }
    }

    var body: some View {
        VStack(spacing: 22) {
            HStack(spacing: 14) {
                tile("bounce", Image(systemName: "bell.fill").symbolEffect(.bounce, value: rings))
                tile("wiggle", Image(systemName: "star.fill").foregroundColor(.orange)
                    .symbolEffect(.wiggle, value: rings))
                tile("rotate", Image(systemName: "gearshape").symbolEffect(.rotate, value: rings))
                tile("scale", Image(systemName: "heart.fill").foregroundColor(.red)
                    .symbolEffect(.scale.up, isActive: live))
            }
            HStack(spacing: 14) {
                tile("pulse", Image(systemName: "heart.fill").foregroundColor(.pink)
                    .symbolEffect(.pulse, isActive: live))
                tile("variable", Image(systemName: "wifi").symbolEffect(.variableColor, isActive: live))
                tile("breathe", Image(systemName: "moon.fill").foregroundColor(.indigo)
                    .symbolEffect(.breathe.pulse, isActive: live))
                tile("disappear", Image(systemName: "cloud.fill").foregroundColor(.blue)
                    .symbolEffect(.disappear, isActive: live))
            }
            HStack(spacing: 30) {
                Button("Ring") { rings += 1 }
                Button(live ? "Stop" : "Start") { live.toggle() }
                Button {
                    withAnimation(.easeInOut(duration: 0.5)) { playing.toggle() }
                } label: {
                    Image(systemName: playing ? "pause.fill" : "play.fill")
                        .font(.system(size: 30))
                        .contentTransition(.symbolEffect(.replace))
                }
            }
            ZStack {
                if playing {
                    Text("Now playing").transition(.blurReplace)
                } else {
                    Text("Paused").transition(.blurReplace)
                }
            }
            .font(.title3)
            .animation(.easeInOut(duration: 0.5), value: playing)
        }
    }
}
