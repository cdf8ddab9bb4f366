import Flipbook

/// A playing card turning about its vertical axis in perspective. The effect that turns it reports, through a
/// binding, whether the back faces the viewer; the card swaps faces at each half turn, and the back is drawn
/// mirrored so that it reads the right way round once turned.
struct FlipCardScene: View {
    @State private var turns = 0.0
    @State private var showsBack = false

    var body: some View {
        ZStack {
            if showsBack {
                CardBack().scaleEffect(x: -1, y: 1)
            } else {
                CardFront()
            }
        }
        .frame(width: 180, height: 260)
        .modifier(CardTurn(degrees: turns, showsBack: $showsBack))
        .onAppear {
            withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) { turns = 360 }
        }
    }
}

/// Turns a view about its vertical axis through its centre, with the perspective of a viewer `max(w, h)` away,
/// and tells whether the back faces the viewer (written after the frame, as SwiftUI requires).
struct CardTurn: GeometryEffect {
    var degrees: Double
    @Binding var showsBack: Bool

    nonisolated var animatableData: Double {
        get { degrees }
        set { degrees = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let angle = degrees.truncatingRemainder(dividingBy: 360)
        let back = angle >= 90 && angle < 270
        if back != showsBack {
            DispatchQueue.main.async { showsBack = back }
        }
        var turn = CATransform3DIdentity
        turn.m34 = -1 / max(size.width, size.height)
        turn = CATransform3DRotate(turn, CGFloat(Angle(degrees: angle).radians), 0, 1, 0)
        turn = CATransform3DTranslate(turn, -size.width / 2, -size.height / 2, 0)
        return ProjectionTransform(turn)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2)))
    }
}

/// The ace of spades.
struct CardFront: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 14).fill(Color.white)
            RoundedRectangle(cornerRadius: 14).strokeBorder(Color.gray, lineWidth: 2)
            Text("♠").font(.system(size: 110)).foregroundColor(.black)
            VStack {
                HStack {
                    Text("A").font(.system(size: 30, weight: .bold))
                    Spacer()
                }
                Spacer()
                HStack {
                    Spacer()
                    Text("A").font(.system(size: 30, weight: .bold)).rotationEffect(.degrees(180))
                }
            }
            .padding(12)
        }
    }
}

/// A blue back with a diamond lattice and a border.
struct CardBack: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 14).fill(Color(red: 0.1, green: 0.25, blue: 0.6))
            Lattice().stroke(Color.white.opacity(0.35), lineWidth: 2).padding(14).clipped()
            RoundedRectangle(cornerRadius: 8).strokeBorder(Color.white, lineWidth: 3).padding(10)
            Text("BACK").font(.system(size: 28, weight: .heavy)).foregroundColor(.white)
        }
    }
}

/// Diagonal lines both ways, 18 pt apart.
struct Lattice: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        var offset: CGFloat = -rect.height
        while offset < rect.width {
            path.move(to: CGPoint(x: rect.minX + offset, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX + offset + rect.height, y: rect.maxY))
            path.move(to: CGPoint(x: rect.minX + offset + rect.height, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX + offset, y: rect.maxY))
            offset += 18
        }
        return path
    }
}
