import Flipbook

/// A like counter whose thumb jumps on every like: the count animates with a spring and the effect reads only
/// its fractional part, so each like is one hop out and back while the number cross-fades to the next.
struct LikeButtonScene: View {
    @State private var likes: Double = 0

    var body: some View {
        HStack(spacing: 24) {
            Text("likes: \(Int(likes))")
                .font(.title3)
                .frame(width: 120, alignment: .leading)
            Button {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.825)) { likes += 1 }
            } label: {
                HStack(spacing: 8) {
                    Text("Like")
                    Text("👍").font(.title).modifier(Hop(amount: likes))
                }
                .padding(.horizontal, 18)
                .padding(.vertical, 10)
                .background(Capsule().fill(Color.blue.opacity(0.12)))
            }
        }
    }
}

/// Out and back once per unit of `amount`: scaled up to 1.8×, turned 40° and lifted, peaking at the half.
struct Hop: GeometryEffect {
    var amount: Double
    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        let bump = hopHeight(amount)
        let transform = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
            .translatedBy(x: 10 * bump, y: -18 * bump)
            .rotated(by: -0.7 * bump)
            .scaledBy(x: 1 + 0.8 * bump, y: 1 + 0.8 * bump)
            .translatedBy(x: -size.width / 2, y: -size.height / 2)
        return ProjectionTransform(transform)
    }
}
