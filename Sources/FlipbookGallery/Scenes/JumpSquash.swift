import Flipbook

/// The pose a jump animates: four tracks of one value, played in parallel by `keyframeAnimator`.
struct JumpPose {
    var lift: CGFloat = 0
    var stretch: CGFloat = 1
    var scale: CGFloat = 1
    var tilt = Angle.zero
}

/// A card that crouches, jumps, wobbles and lands with a squash each time it is tapped: keyframes on four
/// tracks (linear, spring, cubic and move keyframes). Under it, the lift track's `KeyframeTimeline`, sampled
/// without a view, is charted.
struct JumpSquashScene: View {
    @State private var jumps = 0

    var body: some View {
        VStack(spacing: 18) {
            ZStack(alignment: .bottom) {
                Capsule().fill(Color.gray.opacity(0.25)).frame(width: 140, height: 10).offset(y: 5)
                card
            }
            .frame(height: 220, alignment: .bottom)
            LiftChart(timeline: KeyframeTimeline(initialValue: JumpPose()) { JumpSquashScene.jump })
                .frame(width: 300, height: 70)
            Button("Jump") { jumps += 1 }
        }
    }

    private var card: some View {
        RoundedRectangle(cornerRadius: 18)
            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
            .frame(width: 90, height: 90)
            .overlay(Image(systemName: "star.fill").font(.system(size: 36)).foregroundColor(.white))
            .keyframeAnimator(initialValue: JumpPose(), trigger: jumps) { content, pose in
                content
                    .rotationEffect(pose.tilt)
                    .scaleEffect(pose.scale)
                    .scaleEffect(x: 2 - pose.stretch, y: pose.stretch, anchor: .bottom)
                    .offset(y: -pose.lift)
            } keyframes: { _ in
                JumpSquashScene.jump
            }
    }

    /// Crouch, spring up, hang, fall and land with a squash; a wobble at the top.
    @KeyframesBuilder<JumpPose>
    static var jump: some Keyframes<JumpPose> {
        KeyframeTrack(\.lift) {
            LinearKeyframe(0, duration: 0.15)
            SpringKeyframe(110, duration: 0.45, spring: .snappy)
            CubicKeyframe(120, duration: 0.2)
            CubicKeyframe(0, duration: 0.35)
            SpringKeyframe(0, spring: .bouncy)
        }
        KeyframeTrack(\.stretch) {
            CubicKeyframe(0.7, duration: 0.15)
            CubicKeyframe(1.25, duration: 0.15)
            CubicKeyframe(1, duration: 0.5)
            CubicKeyframe(1.05, duration: 0.35)
            CubicKeyframe(0.65, duration: 0.1)
            SpringKeyframe(1, duration: 0.6, spring: .bouncy)
        }
        KeyframeTrack(\.scale) {
            LinearKeyframe(1, duration: 0.3)
            SpringKeyframe(1.15, duration: 0.3, spring: .smooth)
            SpringKeyframe(1, duration: 0.5, spring: .smooth)
        }
        KeyframeTrack(\.tilt) {
            MoveKeyframe(.zero)
            LinearKeyframe(.zero, duration: 0.5)
            CubicKeyframe(.degrees(12), duration: 0.12)
            CubicKeyframe(.degrees(-12), duration: 0.12)
            CubicKeyframe(.zero, duration: 0.12)
        }
    }
}

/// The lift track of a jump charted from its timeline, 0 to its duration, with its duration written under it.
private struct LiftChart: View {
    let timeline: KeyframeTimeline<JumpPose>

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            GeometryReader { proxy in
                Path { path in
                    let size = proxy.size
                    let samples = 90
                    for step in 0...samples {
                        let progress = Double(step) / Double(samples)
                        let lift = timeline.value(progress: progress).lift
                        let point = CGPoint(x: size.width * progress, y: size.height * (1 - lift / 130))
                        if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
                    }
                }
                .stroke(Color.orange, lineWidth: 2)
            }
            Text("lift over \(timeline.duration, specifier: "%.2f") s").font(.caption).foregroundColor(.gray)
        }
    }
}
