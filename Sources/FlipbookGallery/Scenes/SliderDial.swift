import Flipbook

/// A dial turned by a slider: the needle follows the drag directly (no animation), and the readout shows the
/// angle. The buttons below set the value with an animation, which the needle and the thumb both follow.
struct SliderDialScene: View {
    @State private var value = 0.0

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle().strokeBorder(Color.gray.opacity(0.5), lineWidth: 3)
                Image(systemName: "arrow.up")
                    .font(.system(size: 44, weight: .bold))
                    .foregroundColor(.orange)
                    .rotationEffect(.degrees(value * 360))
            }
            .frame(width: 120, height: 120)
            Text("\(Int((value * 360).rounded()))°").font(.title2)
            Slider(value: $value, in: 0...1, step: 0.01)
            HStack(spacing: 30) {
                Button("Zero") { withAnimation(.easeInOut(duration: 0.6)) { value = 0 } }
                Button("Half") { withAnimation(.easeInOut(duration: 0.6)) { value = 0.5 } }
            }
        }
        .padding(.horizontal, 24)
    }
}
