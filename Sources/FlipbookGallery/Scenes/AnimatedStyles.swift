import Flipbook

/// Everything a style change animates, in one card: a gradient that gains a stop and turns, a shadow that grows,
/// moves and changes colour, a title whose colour changes, a blurred badge that sharpens, and a counter that is
/// an `Animatable` view (its body sees every value on the way).
struct AnimatedStylesScene: View {
    @State private var warm = false

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 20)
                .fill(warm ? LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading,
                                            endPoint: .bottomTrailing)
                           : LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 220, height: 120)
                .shadow(color: warm ? .purple.opacity(0.5) : .black.opacity(0.2), radius: warm ? 18 : 4,
                        x: 0, y: warm ? 12 : 2)
                .overlay {
                    VStack(spacing: 6) {
                        Text(warm ? "Warm" : "Cool").font(.title2).bold()
                            .foregroundColor(warm ? .white : .black)
                        Tally(value: warm ? 100 : 0)
                    }
                }
            Text("NEW").font(.headline).padding(8)
                .background(Capsule().fill(Color.yellow))
                .blur(radius: warm ? 0 : 6)
            Button(warm ? "Cool down" : "Warm up") {
                withAnimation(.easeInOut(duration: 1)) { warm.toggle() }
            }
        }
    }
}

/// A percentage that counts: an `Animatable` view, so its body runs with every presented value.
struct Tally: View, Animatable {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text("\(Int(value.rounded())) %").font(.headline.monospaced()).foregroundColor(.white)
    }
}
