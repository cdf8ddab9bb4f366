import Flipbook

/// Pills that slide across in a staggered cascade, leaning into the motion with keyframes on their progress:
/// lean in over the first fifth, hold, straighten over the last fifth (one GeometryEffect, two animated values).
struct SkewCascadeScene: View {
    @State private var across = false
    private let colors: [Color] = [.pink, .orange, .yellow, .mint, .teal, .indigo]

    var body: some View {
        VStack(spacing: 14) {
            ForEach(colors.indices, id: \.self) { index in
                Text("Flipbook")
                    .font(.headline)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(colors[index]))
                    .modifier(LeaningSlide(distance: across ? 110 : -110, progress: across ? 1 : 0,
                                           direction: across ? 1 : -1))
                    .animation(.easeInOut(duration: 0.9).delay(Double(index) * 0.08), value: across)
            }
            Button("Go") { across.toggle() }
                .padding(.top, 30)
        }
    }
}

/// Slides by `distance`; leans by a keyframed amount of `progress`, in the direction of travel.
struct LeaningSlide: GeometryEffect {
    var distance: CGFloat
    var progress: CGFloat
    let direction: CGFloat

    nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(distance, progress) }
        set { (distance, progress) = (newValue.first, newValue.second) }
    }

    /// The lean as a function of progress: ramps up over 0…0.2, holds, ramps down over 0.8…1.
    static func lean(at progress: CGFloat) -> CGFloat {
        let ramp = min(progress, 1 - progress) / 0.2
        return min(max(ramp, 0), 1) * 0.45
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let shear = -direction * Self.lean(at: progress)
        // Shear about the vertical centre so the pill leans without drifting.
        let transform = CGAffineTransform(a: 1, b: 0, c: shear, d: 1, tx: distance - shear * size.height / 2, ty: 0)
        return ProjectionTransform(transform)
    }
}
