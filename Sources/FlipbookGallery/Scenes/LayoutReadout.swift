import Flipbook

/// Two swinging cards whose labels read their own global position: the effect that affects layout moves the
/// readout with it; the one ignored by layout moves the card while the readout keeps its layout value.
struct LayoutReadoutScene: View {
    @State private var swing = false

    var body: some View {
        VStack(spacing: 30) {
            card(color: .teal, width: 240, ignored: false)
            card(color: .purple, width: 240, ignored: true)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1.2).repeatForever()) { swing = true }
        }
    }

    @ViewBuilder
    private func card(color: Color, width: CGFloat, ignored: Bool) -> some View {
        let body = RoundedRectangle(cornerRadius: 10).fill(color.gradient)
            .frame(width: width, height: 60)
            .overlay(alignment: .topLeading) { Readout(title: ignored ? "ignored by layout" : "affects layout") }
        if ignored {
            body.modifier(Swing(x: swing ? 30 : -30).ignoredByLayout())
        } else {
            body.modifier(Swing(x: swing ? 30 : -30))
        }
    }
}

/// A horizontal translation.
struct Swing: GeometryEffect {
    var x: CGFloat
    nonisolated var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
    }
}

/// Reads where it is in the global space.
struct Readout: View {
    let title: String
    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.caption)
                Text("minX = \(Int(proxy.frame(in: .global).minX.rounded()))").font(.headline)
            }
            .foregroundColor(.white)
            .padding(8)
        }
    }
}
