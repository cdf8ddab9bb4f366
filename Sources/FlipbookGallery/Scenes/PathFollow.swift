import Flipbook

/// A paper plane flying laps of a closed figure-eight, turned along its direction of travel. The effect finds
/// where it is by trimming the path to a sliver at its progress and taking the sliver's centre, and its heading
/// from a sliver a little behind.
struct PathFollowScene: View {
    @State private var progress = 0.0

    var body: some View {
        ZStack(alignment: .topLeading) {
            FigureEight().stroke(Color.gray, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
            Image(systemName: "airplane")
                .font(.system(size: 26))
                .foregroundColor(.red)
                .frame(width: 36, height: 36)
                .offset(x: -18, y: -18)
                .modifier(FollowPath(progress: progress, path: FigureEight().path(in: Self.track)))
        }
        .frame(width: Self.track.width, height: Self.track.height)
        .onAppear {
            withAnimation(.linear(duration: 6).repeatForever(autoreverses: false)) { progress = 1 }
        }
    }

    static let track = CGRect(x: 0, y: 0, width: 340, height: 220)
}

/// Two loops that cross in the middle, drawn as four cubic curves.
struct FigureEight: Shape {
    func path(in rect: CGRect) -> Path {
        let mid = CGPoint(x: rect.midX, y: rect.midY)
        let w = rect.width / 2, h = rect.height / 2
        var path = Path()
        path.move(to: mid)
        path.addCurve(to: CGPoint(x: mid.x + w * 0.9, y: mid.y), control1: CGPoint(x: mid.x + w * 0.4, y: mid.y - h * 1.2),
                      control2: CGPoint(x: mid.x + w * 0.9, y: mid.y - h * 0.8))
        path.addCurve(to: mid, control1: CGPoint(x: mid.x + w * 0.9, y: mid.y + h * 0.8),
                      control2: CGPoint(x: mid.x + w * 0.4, y: mid.y + h * 1.2))
        path.addCurve(to: CGPoint(x: mid.x - w * 0.9, y: mid.y), control1: CGPoint(x: mid.x - w * 0.4, y: mid.y - h * 1.2),
                      control2: CGPoint(x: mid.x - w * 0.9, y: mid.y - h * 0.8))
        path.addCurve(to: mid, control1: CGPoint(x: mid.x - w * 0.9, y: mid.y + h * 0.8),
                      control2: CGPoint(x: mid.x - w * 0.4, y: mid.y + h * 1.2))
        path.closeSubpath()
        return path
    }
}

/// Moves a view's origin to the point at `progress` along `path`, turned to face along the path.
struct FollowPath: GeometryEffect {
    var progress: Double
    let path: Path

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let here = point(at: progress)
        let behind = point(at: progress - 0.004)
        let heading = atan2(here.y - behind.y, here.x - behind.x)
        return ProjectionTransform(CGAffineTransform(translationX: here.x, y: here.y).rotated(by: heading))
    }

    /// The centre of a short piece of the path at a fraction of its length (wrapping round the loop).
    func point(at fraction: Double) -> CGPoint {
        let wrapped = fraction - fraction.rounded(.down)
        let start = CGFloat(min(wrapped, 0.999))
        let piece = path.trimmedPath(from: start, to: start + 0.001).boundingRect
        return CGPoint(x: piece.midX, y: piece.midY)
    }
}
