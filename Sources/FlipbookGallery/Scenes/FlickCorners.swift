import Flipbook

/// A box that is dragged and flicked between the corners of the screen: it follows the finger, and when let go
/// it springs to the corner nearest to where the throw would have taken it, starting at the finger's speed.
struct FlickCornersScene: View {
    static let boxSize = CGSize(width: 105, height: 120)
    static let margin: CGFloat = 16

    @State private var corner = 0
    @State private var drag = CGSize.zero

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            ZStack(alignment: .topLeading) {
                ForEach(0..<4, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4]))
                        .frame(width: Self.boxSize.width, height: Self.boxSize.height)
                        .offset(Self.origin(of: index, in: size))
                }
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.blue.gradient)
                    .frame(width: Self.boxSize.width, height: Self.boxSize.height)
                    .offset(x: Self.origin(of: corner, in: size).width + drag.width,
                            y: Self.origin(of: corner, in: size).height + drag.height)
                    .gesture(
                        DragGesture()
                            .onChanged { drag = $0.translation }
                            .onEnded { value in
                                let origins = (0..<4).map { Self.origin(of: $0, in: size) }
                                    .map { CGPoint(x: $0.width, y: $0.height) }
                                let target = flickTarget(from: origins[corner], value, among: origins)
                                withAnimation(.interactiveSpring(response: 0.5, dampingFraction: 0.8)) {
                                    corner = target
                                    drag = .zero
                                }
                            }
                    )
            }
        }
    }

    /// The top-left point of the box in corner `index` (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right).
    static func origin(of index: Int, in size: CGSize) -> CGSize {
        CGSize(width: index % 2 == 0 ? margin : size.width - margin - boxSize.width,
               height: index < 2 ? margin : size.height - margin - boxSize.height)
    }
}
