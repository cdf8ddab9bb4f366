import SwiftUI

// Surface group: Keyframes and phases
// Surface: keyframeAnimator(initialValue:trigger:content:keyframes:), keyframeAnimator(initialValue:repeating:content:keyframes:), KeyframeAnimator, KeyframeTrack, LinearKeyframe, SpringKeyframe, CubicKeyframe, MoveKeyframe, KeyframeTimeline
// Surface: phaseAnimator(_:trigger:content:animation:), phaseAnimator(_:content:animation:), PhaseAnimator
// Surface: @Animatable, @AnimatableIgnored, AnimatableValues

// Keyframes and phases as iOS 17 code writes them: a card that jumps and squashes on tap, a looping bobber, a
// pulse cycling through phases, a triggered shake, and a timeline sampled without a view.

struct JumpValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

struct JumpingCardRoot: View {
    @State private var jumps = 0

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(.orange)
                .frame(width: 80, height: 80)
                .keyframeAnimator(initialValue: JumpValues(), trigger: jumps) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    jumpKeyframes
                }
            Button("Jump") { jumps += 1 }
        }
    }

    @KeyframesBuilder<JumpValues>
    var jumpKeyframes: some Keyframes<JumpValues> {
        KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.2)
            SpringKeyframe(1.3, duration: 0.4, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
        }
        KeyframeTrack(\.verticalStretch) {
            CubicKeyframe(1.0, duration: 0.1)
            CubicKeyframe(0.6, duration: 0.15)
            CubicKeyframe(1.5, duration: 0.1)
            CubicKeyframe(1.05, duration: 0.15)
            CubicKeyframe(1.0, duration: 0.88)
            CubicKeyframe(0.8, duration: 0.1)
            CubicKeyframe(1.04, duration: 0.4)
            CubicKeyframe(1.0, duration: 0.22)
        }
        KeyframeTrack(\.verticalOffset) {
            LinearKeyframe(0.0, duration: 0.1)
            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
            SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
            SpringKeyframe(0.0, spring: .bouncy)
        }
        KeyframeTrack(\.angle) {
            CubicKeyframe(.zero, duration: 0.58)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.degrees(-16), duration: 0.125)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.zero, duration: 0.125)
        }
    }
}

/// A bobbing label: a `KeyframeAnimator` view looping one whole-value track.
struct BobberRoot: View {
    var body: some View {
        KeyframeAnimator(initialValue: 0.0) { offset in
            Text("Bob")
                .offset(y: offset)
        } keyframes: { _ in
            LinearKeyframe(-40.0, duration: 0.5, timingCurve: .easeOut)
            LinearKeyframe(0.0, duration: 0.5, timingCurve: .easeIn)
            MoveKeyframe(0.0)
        }
    }
}

enum PulsePhase: CaseIterable {
    case rest, grow, fade

    var scale: Double {
        switch self {
        case .rest: 1
        case .grow: 1.5
        case .fade: 1.2
        }
    }

    var opacity: Double { self == .fade ? 0.3 : 1 }
}

struct PulseRoot: View {
    var body: some View {
        Circle()
            .fill(.pink)
            .frame(width: 40, height: 40)
            .phaseAnimator(PulsePhase.allCases) { content, phase in
                content
                    .scaleEffect(phase.scale)
                    .opacity(phase.opacity)
            } animation: { phase in
                switch phase {
                case .rest: .linear(duration: 0.5)
                case .grow: .linear(duration: 0.25)
                case .fade: .easeOut(duration: 0.3)
                }
            }
    }
}

struct ShakeRoot: View {
    @State private var attempts = 0

    var body: some View {
        VStack {
            PhaseAnimator([0.0, -20, 20, 0], trigger: attempts) { x in
                Rectangle()
                    .fill(.red)
                    .frame(width: 60, height: 30)
                    .offset(x: x)
            } animation: { _ in
                .linear(duration: 0.1)
            }
            Button("Wrong") { attempts += 1 }
        }
    }
}

@KeyframeTrackContentBuilder<Double>
func steps(to targets: [Double], each duration: TimeInterval) -> some KeyframeTrackContent<Double> {
    for target in targets {
        LinearKeyframe(target, duration: duration)
    }
}

/// A timeline evaluated without a view: the path is drawn from samples of it.
struct TimelinePathRoot: View {
    let timeline = KeyframeTimeline(initialValue: CGPoint(x: 20, y: 100)) {
        CubicKeyframe(CGPoint(x: 100, y: 20), duration: 0.5)
        CubicKeyframe(CGPoint(x: 180, y: 100), duration: 0.5)
    }
    let heights = KeyframeTimeline(initialValue: 0.0) {
        steps(to: [10, 30, 20], each: 0.25)
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            Path { path in
                path.move(to: timeline.value(time: 0))
                for step in 1...20 {
                    path.addLine(to: timeline.value(progress: Double(step) / 20))
                }
            }
            .stroke(.blue, lineWidth: 2)
            Text("\(timeline.duration, specifier: "%.1f") s, \(heights.value(time: 0.5), specifier: "%.0f")")
                .offset(y: 120)
        }
        .frame(width: 200, height: 150)
    }
}

// iOS 26's `@Animatable`: a label whose body shows every in-between value, and a bar whose two sides animate
// together through a hand-written `AnimatableValues`.
@Animatable
struct PercentLabel: View {
    var value: Double
    @AnimatableIgnored var suffix = "%"

    var body: some View {
        Text("\(Int(value.rounded())) \(suffix)")
    }
}

struct SizedBar: Shape {
    var width: CGFloat
    var height: CGFloat

    var animatableData: AnimatableValues<CGFloat, CGFloat> {
        get { AnimatableValues(width, height) }
        set { (width, height) = newValue.value }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: width, height: height))
    }
}

struct FillingRoot: View {
    @State private var filled = false

    var body: some View {
        VStack {
            PercentLabel(value: filled ? 100 : 0)
            SizedBar(width: filled ? 160 : 40, height: filled ? 40 : 10)
                .fill(.red)
                .frame(width: 160, height: 40, alignment: .topLeading)
            Button("Fill") {
                withAnimation(.linear(duration: 1)) { filled = true }
            }
        }
    }
}
