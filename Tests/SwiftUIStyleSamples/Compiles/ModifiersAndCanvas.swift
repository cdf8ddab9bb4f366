import SwiftUI

struct CardModifier: ViewModifier {
    @State private var pressed = false
    var color: Color = .blue
    func body(content: Content) -> some View {
        content
            .padding()
            .background(color.opacity(0.2), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .overlay(alignment: .topTrailing) { Circle().fill(.red.gradient).frame(width: 10, height: 10) }
            .scaleEffect(pressed ? 0.95 : 1)
            .onLongPressGesture(minimumDuration: 0.2, pressing: { pressed = $0 }, perform: {})
    }
}

extension View {
    func cardStyle(color: Color = .blue) -> some View { modifier(CardModifier(color: color)) }
    @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Confetti: View {
    @State private var particles: [CGPoint] = (0..<20).map { _ in CGPoint(x: CGFloat.random(in: 0...300), y: CGFloat.random(in: 0...300)) }
    @State private var show = false
    @State private var tags = ["swift", "ui"]

    var body: some View {
        VStack {
            TimelineView(.animation) { timeline in
                let t = timeline.date.timeIntervalSinceReferenceDate
                Canvas { context, size in
                    for (i, p) in particles.enumerated() {
                        let y = (p.y + CGFloat(t * 50) + CGFloat(i)).truncatingRemainder(dividingBy: size.height)
                        context.fill(Path(ellipseIn: CGRect(x: p.x, y: y, width: 6, height: 6)), with: .color(.orange))
                    }
                }
            }
            .frame(height: 200)
            .drawingGroup()
            Group {
                if show {
                    Text("Hello")
                        .font(.title).bold()
                        .textCase(.uppercase)
                        .underline()
                        .strikethrough(show, color: .red)
                        .monospaced()
                        .baselineOffset(2)
                        .transition(.scale(scale: 0.5, anchor: .bottom).combined(with: .opacity))
                        .id(UUID())
                }
            }
            .animation(.easeInOut.delay(0.2), value: show)
            ForEach(Array(zip(tags.indices, tags)), id: \.0) { index, tag in
                Text(tag).cardStyle(color: index == 0 ? .green : .pink)
            }
            Circle().strokeBorder(.white, lineWidth: 2).background(Circle().fill(.blue))
                .frame(width: 40, height: 40)
                .position(x: 100, y: 20)
                .clipShape(.capsule)
            RoundedRectangle(cornerSize: CGSize(width: 8, height: 8)).fill(.teal).frame(height: 20)
                .clipShape(.rect(cornerRadius: 12))
                .if(show) { $0.shadow(color: .black.opacity(0.2), radius: 5) }
            AnyView(Text("erased"))
            Button("Toggle") {
                withAnimation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)) { show.toggle() }
            }
        }
        .onDisappear { show = false }
    }
}
