import SwiftUI
import CoreGraphics
import QuartzCore

struct Wave: Shape {
    var phase: Double
    var amplitude: CGFloat
    var animatableData: AnimatablePair<Double, CGFloat> {
        get { AnimatablePair(phase, amplitude) }
        set { phase = newValue.first; amplitude = newValue.second }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let y = rect.midY + sin(Double(x) / 30 + phase) * amplitude
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: rect.midX, y: rect.maxY))
        path.addCurve(to: .zero, control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 20, y: 20))
        path.closeSubpath()
        return path
    }

    nonisolated static var role: ShapeRole { .stroke }
}

struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakes = 3
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakes)), y: 0))
            .concatenating(ProjectionTransform(CATransform3DMakeScale(1, 1, 1)))
    }
}

struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

struct Loader: View {
    @State private var isAnimating = false
    @State private var progress: CGFloat = 0
    @State private var attempts = 0
    @State private var size: CGSize = .zero
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(AngularGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center),
                        style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [4, 8]))
                .frame(width: 60, height: 60)
                .rotationEffect(Angle(degrees: isAnimating ? 360 : 0))
                .animation(Animation.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)
            Wave(phase: isAnimating ? .pi * 2 : 0, amplitude: 20)
                .stroke(Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.8), lineWidth: 3)
                .frame(height: 100)
            Text("Wrong")
                .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
                .onTapGesture { withAnimation(.default) { attempts += 1 } }
            Rectangle()
                .fill(Color(hue: 0.5, saturation: 0.8, brightness: 0.9))
                .frame(minWidth: 0, maxWidth: .infinity)
                .aspectRatio(1, contentMode: .fit)
                .scaleEffect(scale, anchor: .bottomTrailing)
                .rotationEffect(angle)
                .gesture(MagnificationGesture().onChanged { scale = $0 }.simultaneously(with: RotationGesture().onChanged { angle = $0 }))
                .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()))
                .clipped()
                .contentShape(Rectangle())
                .mask(LinearGradient(gradient: Gradient(colors: [.black, .clear]), startPoint: .top, endPoint: .bottom))
            GeometryReader { geo in
                Text("y \(geo.frame(in: .global).midY)")
                    .preference(key: SizePreferenceKey.self, value: geo.size)
            }
            .onPreferenceChange(SizePreferenceKey.self) { size = $0 }
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHGrid(rows: Array(repeating: GridItem(.flexible()), count: 2)) {
                    ForEach(0..<10) { i in
                        Text("\(i)").font(.custom("Avenir Next", size: 18)).hueRotation(.degrees(Double(i) * 30))
                    }
                }
            }
            .coordinateSpace(name: "scroll")
        }
        .onReceive(timer) { _ in progress += 0.1 }
        .onChange(of: progress) { newValue in if newValue > 1 { progress = 0 } }
        .onAppear { isAnimating = true }
        .transition(AnyTransition.move(edge: .leading).combined(with: .opacity))
        .animation(.spring(), value: scale)
    }
}
