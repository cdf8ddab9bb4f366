import Flipbook

/// A record button: tapped, its ring swells out and fades while the dot shrinks and turns red.
public struct PulseButton: View {
    /// How long the pulse takes.
    public static let pulseDuration = 0.6

    @State private var recording = false

    public init() {}

    public var body: some View {
        ZStack {
            Circle()
                .stroke(Color.red, lineWidth: 4)
                .frame(width: 80, height: 80)
                .scaleEffect(recording ? 1.6 : 1)
                .opacity(recording ? 0 : 1)
            Circle()
                .fill(recording ? Color.red : Color.gray)
                .frame(width: recording ? 40 : 60, height: recording ? 40 : 60)
        }
        .frame(width: 200, height: 200)
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.easeOut(duration: Self.pulseDuration)) { recording.toggle() }
        }
    }
}
