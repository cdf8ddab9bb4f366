import Flipbook

/// A menu whose marker hops to the chosen row: it slides down with a spring while a GeometryEffect of a
/// counter (one more per choice) pushes it out and back once; the chosen row tilts back in 3-D.
struct JumpyListScene: View {
    @State private var chosen = 0
    @State private var hops = 0.0
    private let rows = ["star.fill", "heart.fill", "bell.fill", "flag.fill", "gift.fill"]
    private let rowHeight: CGFloat = 44

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(Color.purple)
                .frame(width: 12, height: 12)
                .offset(y: CGFloat(chosen) * rowHeight + (rowHeight - 12) / 2)
                .modifier(SideHop(amount: hops, reach: 40))
            VStack(alignment: .leading, spacing: 0) {
                ForEach(rows.indices, id: \.self) { index in
                    Button {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                            chosen = index
                            hops += 1
                        }
                    } label: {
                        HStack(spacing: 10) {
                            Image(systemName: rows[index])
                            Text("Option \(index + 1)")
                        }
                    }
                    .frame(height: rowHeight)
                    .rotation3DEffect(.degrees(chosen == index ? 30 : 0), axis: (x: 0, y: 1, z: 0),
                                      anchor: .leading)
                }
            }
        }
    }

    /// Out to the left and back once per unit of `amount`.
    struct SideHop: GeometryEffect {
        var amount: Double
        var reach: CGFloat
        nonisolated var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: -reach * hopHeight(amount), y: 0))
        }
    }
}
