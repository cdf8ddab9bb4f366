import Flipbook

/// The phases of a heartbeat: each has a size and a glow, and its own animation into it.
enum BeatPhase: CaseIterable {
    case rest, beat, echo

    var scale: CGFloat {
        switch self {
        case .rest: 1
        case .beat: 1.35
        case .echo: 1.15
        }
    }

    var glow: CGFloat { self == .rest ? 0 : 14 }

    var animation: Animation {
        switch self {
        case .rest: .easeInOut(duration: 0.5)
        case .beat: .spring(duration: 0.25, bounce: 0.5)
        case .echo: .easeOut(duration: 0.2)
        }
    }
}

/// A heart beating forever with `phaseAnimator` (each phase begins when the animation into the last one is
/// logically complete), and a password field that shakes through its phases once per failed sign-in
/// (`PhaseAnimator` with a trigger).
struct PhasePulseScene: View {
    @State private var failures = 0

    var body: some View {
        VStack(spacing: 30) {
            Image(systemName: "heart.fill")
                .font(.system(size: 64))
                .foregroundColor(.red)
                .phaseAnimator(BeatPhase.allCases) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .shadow(color: .red.opacity(0.6), radius: phase.glow)
                } animation: { phase in
                    phase.animation
                }
                .frame(height: 110)
            PhaseAnimator([0, -18, 18, -10, 10, 0], trigger: failures) { x in
                RoundedRectangle(cornerRadius: 10)
                    .stroke(failures == 0 ? Color.gray : Color.red, lineWidth: 2)
                    .frame(width: 240, height: 44)
                    .overlay(Text("••••••").foregroundColor(.gray))
                    .offset(x: x)
            } animation: { _ in
                .linear(duration: 0.06)
            }
            Button("Sign in") { failures += 1 }
        }
    }
}
