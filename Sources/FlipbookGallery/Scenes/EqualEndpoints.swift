import Flipbook

/// An angle that is the same at both ends of a change (0 at v = 0 and at v = 1, −90° at v = 0.5): the built-in
/// `rotationEffect` interpolates the angle, 0 → 0, so it never turns; a GeometryEffect that animates v itself
/// and computes the angle from it swings through −90° and back.
struct EqualEndpointsScene: View {
    @State private var value: CGFloat = 0

    static func angle(for v: CGFloat) -> Angle { .radians(Double.pi * (abs(Double(v) - 0.5) - 0.5)) }

    var body: some View {
        VStack(spacing: 28) {
            HStack(spacing: 50) {
                VStack(spacing: 10) {
                    Arrow().fill(Color.gray).frame(width: 80, height: 80)
                        .rotationEffect(Self.angle(for: value))
                    Text("rotationEffect").font(.caption)
                }
                VStack(spacing: 10) {
                    Arrow().fill(Color.blue).frame(width: 80, height: 80)
                        .modifier(AngleOfValue(value: value))
                    Text("GeometryEffect").font(.caption)
                }
            }
            Text("v = \(String(format: "%.0f", Double(value)))").font(.title2)
            HStack(spacing: 30) {
                Button("Set to 1") { withAnimation(.easeInOut(duration: 0.7)) { value = 1 } }
                Button("Set to 0") { withAnimation(.easeInOut(duration: 0.7)) { value = 0 } }
            }
        }
    }
}

/// Rotates by the angle computed from the animated value.
struct AngleOfValue: GeometryEffect {
    var value: CGFloat
    nonisolated var animatableData: CGFloat {
        get { value }
        set { value = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        let angle = EqualEndpointsScene.angle(for: value).radians
        let transform = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
            .rotated(by: CGFloat(angle))
            .translatedBy(x: -size.width / 2, y: -size.height / 2)
        return ProjectionTransform(transform)
    }
}

/// An upward arrow.
struct Arrow: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let w = rect.width, h = rect.height
        path.addLines([CGPoint(x: w / 2, y: 0), CGPoint(x: w, y: h * 0.45), CGPoint(x: w * 0.65, y: h * 0.45),
                       CGPoint(x: w * 0.65, y: h), CGPoint(x: w * 0.35, y: h), CGPoint(x: w * 0.35, y: h * 0.45),
                       CGPoint(x: 0, y: h * 0.45)])
        path.closeSubpath()
        return path.offsetBy(dx: rect.minX, dy: rect.minY)
    }
}
