import Flipbook

/// Nine cards entering and leaving with different transitions at once: opacity, scale, slide, move from the
/// bottom, push from the top, offset, asymmetric (scales in, fades out), combined (fades while moving) and a
/// custom one that turns the card.
struct TransitionShowcaseScene: View {
    @State private var shown = true

    /// A custom transition: the card turns in from -90° and out to 90°.
    struct Turn: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.rotationEffect(.degrees(phase.value * 90)).opacity(phase.isIdentity ? 1 : 0)
        }
    }

    private let transitions: [(String, AnyTransition)] = [
        ("opacity", .opacity), ("scale", .scale), ("slide", .slide), ("move", .move(edge: .bottom)),
        ("push", .push(from: .top)), ("offset", .offset(x: 0, y: -60)),
        ("asymmetric", .asymmetric(insertion: .scale, removal: .opacity)),
        ("combined", AnyTransition.opacity.combined(with: .move(edge: .leading))), ("turn", AnyTransition(Turn())),
    ]

    var body: some View {
        VStack(spacing: 16) {
            Button(shown ? "Hide" : "Show") {
                withAnimation(.easeInOut(duration: 0.8)) { shown.toggle() }
            }
            LazyGridLike(columns: 3) {
                ForEach(transitions.indices, id: \.self) { index in
                    ZStack {
                        RoundedRectangle(cornerRadius: 12).stroke(Color.secondary, style: StrokeStyle(dash: [4]))
                        if shown {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(Color.indigo)
                                .overlay(Text(transitions[index].0).foregroundColor(.white))
                                .transition(transitions[index].1)
                        }
                    }
                    .frame(width: 100, height: 80)
                }
            }
        }
    }
}

/// Rows of `columns` views (the gallery's own small grid, built on the public `Layout` protocol).
struct LazyGridLike: Layout {
    let columns: Int
    let spacing: CGFloat = 12

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.prefix(columns).map(\.width).reduce(0, +) + spacing * CGFloat(max(0, min(columns, sizes.count) - 1))
        let rows = stride(from: 0, to: sizes.count, by: columns).map { sizes[$0..<min($0 + columns, sizes.count)] }
        let height = rows.map { $0.map(\.height).max() ?? 0 }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for start in stride(from: 0, to: subviews.count, by: columns) {
            let row = subviews[start..<min(start + columns, subviews.count)]
            var x = bounds.minX
            var height: CGFloat = 0
            for subview in row {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
                height = max(height, size.height)
            }
            y += height + spacing
        }
    }
}
