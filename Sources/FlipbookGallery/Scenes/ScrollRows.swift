import Flipbook

/// A scrolling list whose rows scale and fade in at the edges (`scrollTransition`, interactive), under a title
/// that drifts and fades with its own position (`visualEffect`).
struct ScrollRowsScene: View {
    private let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple,
                                   .pink, .brown]

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                Text("Colours")
                    .font(.largeTitle.bold())
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 20)
                    .visualEffect { content, proxy in
                        let y = proxy.frame(in: .global).minY
                        return content.offset(x: min(0, y - 20) * -0.5).opacity(1 + min(0, y - 20) / 80)
                    }
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(colors[index].gradient)
                        .frame(height: 72)
                        .overlay(Text("Row \(index + 1)").font(.headline).foregroundColor(.white))
                        .padding(.horizontal, 20)
                        .scrollTransition { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .rotation3DEffect(.degrees(phase.value * 30), axis: (x: 1, y: 0, z: 0))
                        }
                }
            }
            .padding(.vertical, 20)
        }
    }
}
