import Flipbook

/// A five-face rating picker with a green blob behind the chosen face, in the four steps of refining it:
/// the blob jumps; slides; stretches into a capsule and contracts (drawn inside out when going left); and
/// finally stretches correctly both ways.
struct RatingBlobScene: View {
    enum Step: Int, CaseIterable {
        case jump = 1, slide, stretch, refined
    }

    let step: Step
    @State private var selection = 2
    @State private var previous = 0
    private let faces = ["😫", "🙁", "😐", "🙂", "😃"]

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            ZStack {
                blob(width: width)
                HStack(spacing: 0) {
                    ForEach(faces.indices, id: \.self) { index in
                        Button {
                            guard index != selection else { return }
                            previous = selection
                            selection = index
                        } label: {
                            Text(faces[index]).font(.system(size: width * 0.09))
                                .frame(width: width * 0.1)
                        }
                        .frame(width: RatingGeometry.slot(width: width), alignment: .center)
                    }
                }
                .frame(width: width)
            }
            .frame(width: width, height: width * 0.2)
            .frame(maxHeight: .infinity)
        }
    }

    @ViewBuilder
    private func blob(width: CGFloat) -> some View {
        let shape = RatingBlob(position: CGFloat(selection), from: CGFloat(previous), to: CGFloat(selection),
                               stretches: step.rawValue >= Step.stretch.rawValue, refined: step == .refined)
            .fill(Color.green)
            .shadow(radius: 10)
        if step == .jump {
            shape
        } else {
            shape.animation(.linear(duration: 0.35), value: selection)
        }
    }
}

/// Where the faces sit: equal slots across the width, a face centred in each.
enum RatingGeometry {
    static func slot(width: CGFloat) -> CGFloat { width / 5 }
    static func center(of position: CGFloat, width: CGFloat) -> CGFloat { slot(width: width) * (position + 0.5) }
}

/// A circle at an animated position between two faces; when it `stretches`, the leading end runs ahead during
/// the first half of the move and the trailing end catches up during the second, with half circles at both
/// ends. Unless `refined`, both ends bulge the same way whatever the direction, so a leftward move is drawn
/// inside out (the article's step 3).
struct RatingBlob: Shape {
    var position: CGFloat
    let from: CGFloat
    let to: CGFloat
    let stretches: Bool
    let refined: Bool

    nonisolated var animatableData: CGFloat {
        get { position }
        set { position = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = rect.width * 0.075
        let x = { (p: CGFloat) in rect.minX + RatingGeometry.center(of: p, width: rect.width) }
        var path = Path()
        guard stretches, to != from else {
            path.addEllipse(in: CGRect(x: x(position) - radius, y: rect.midY - radius, width: 2 * radius, height: 2 * radius))
            return path
        }
        let progress = (position - from) / (to - from)
        let tail = progress < 0.5 ? from : from + (to - from) * (2 * progress - 1)
        let head = progress < 0.5 ? from + (to - from) * 2 * progress : to
        let forward = to > from
        let clockwise = refined ? forward : true
        path.addArc(center: CGPoint(x: x(tail), y: rect.midY), radius: radius, startAngle: .degrees(-90),
                    endAngle: .degrees(90), clockwise: clockwise)
        path.addArc(center: CGPoint(x: x(head), y: rect.midY), radius: radius, startAngle: .degrees(90),
                    endAngle: .degrees(270), clockwise: clockwise)
        path.closeSubpath()
        return path
    }
}
