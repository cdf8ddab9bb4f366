import Flipbook

/// A picture-in-picture box sent between corners by taps, with a live trace of its path: the box follows its
/// corner's placeholder through `matchedGeometryEffect`, and a `geometryGroup` lets `onGeometryChange` see every
/// animated frame. The buttons pick the animation: the default spring, an interactive spring or easeInOut.
/// Interrupting a move bends the trace without a kink (springs carry their velocity; timing curves add up).
/// The box can also be flicked: it follows the finger and goes to the corner nearest where the throw points.
struct CornerTraceScene: View {
    enum Motion: String, CaseIterable {
        case spring = "Spring", interactive = "Interactive", easeInOut = "Ease"

        var animation: Animation {
            switch self {
            case .spring: .default
            case .interactive: .interactiveSpring(response: 1.2, dampingFraction: 0.8)
            case .easeInOut: .easeInOut(duration: 1.2)
            }
        }
    }

    @Namespace private var corners
    @State private var selection = 0
    @State private var motion = Motion.interactive
    @State private var trace: [CGPoint] = []
    @State private var drag = CGSize.zero

    /// The placeholders' centres on the 390 × 600 canvas the gallery gives this scene.
    private static let centres = [CGPoint(x: 68.5, y: 76), CGPoint(x: 321.5, y: 76), CGPoint(x: 68.5, y: 524),
                                  CGPoint(x: 321.5, y: 524)]

    var body: some View {
        ZStack {
            VStack {
                HStack { placeholder(0); Spacer(); placeholder(1) }
                Spacer()
                HStack { placeholder(2); Spacer(); placeholder(3) }
            }
            .padding()
            Path { path in
                guard let first = trace.first else { return }
                path.move(to: first)
                path.addLines(trace)
            }
            .stroke(Color.orange, lineWidth: 2)
            HStack(spacing: 16) {
                ForEach(Motion.allCases, id: \.self) { choice in
                    Button(choice.rawValue) {
                        motion = choice
                        trace = []
                    }
                    .fontWeight(choice == motion ? .bold : .regular)
                }
            }
        }
        .overlay {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.blue.gradient)
                .offset(drag)
                .gesture(
                    DragGesture()
                        .onChanged { drag = $0.translation }
                        .onEnded { value in
                            let nearest = flickTarget(from: Self.centres[selection], value, among: Self.centres)
                            withAnimation(motion.animation) {
                                selection = nearest
                                drag = .zero
                            }
                        }
                )
                .onGeometryChange(for: CGPoint.self, of: { proxy in
                    let frame = proxy.frame(in: .global)
                    return CGPoint(x: frame.midX, y: frame.midY)
                }, action: { centre in trace.append(centre) })
                .geometryGroup()
                .matchedGeometryEffect(id: selection, in: corners, isSource: false)
                .animation(motion.animation, value: selection)
        }
    }

    private func placeholder(_ index: Int) -> some View {
        RoundedRectangle(cornerRadius: 16)
            .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4]))
            .frame(width: 105, height: 120)
            .contentShape(RoundedRectangle(cornerRadius: 16))
            .matchedGeometryEffect(id: index, in: corners)
            .onTapGesture { selection = index }
    }
}
