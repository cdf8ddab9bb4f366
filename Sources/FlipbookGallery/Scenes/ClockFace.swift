import Flipbook

/// An analogue clock drawn by a `Canvas` inside a `TimelineView(.animation)`: the host's clock starts at 9:41,
/// so every frame shows the same time at the same host time. Ticks and hands are paths under rotations of the
/// context, the numerals resolved text, the hands' shadow a filter, and the centre cap a symbol view.
struct ClockFaceScene: View {
    var body: some View {
        VStack(spacing: 16) {
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    draw(at: timeline.date, in: &context, size: size)
                } symbols: {
                    Circle()
                        .fill(Color.orange)
                        .overlay(Circle().stroke(Color.white, lineWidth: 2))
                        .frame(width: 14, height: 14)
                        .tag("cap")
                }
            }
            .frame(width: 300, height: 300)
            TimelineView(.periodic(from: .now, by: 1)) { timeline in
                Text(Self.digital.string(from: timeline.date))
                    .font(.system(size: 20, weight: .semibold))
                    .monospacedDigit()
            }
        }
    }

    /// The time in UTC, whatever the machine's time zone and locale, so the frames are the same everywhere.
    private static let digital: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "h:mm:ss a"
        return formatter
    }()

    private func draw(at date: Date, in context: inout GraphicsContext, size: CGSize) {
        let radius = min(size.width, size.height) / 2
        context.translateBy(x: size.width / 2, y: size.height / 2)
        let face = Path(ellipseIn: CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2))
        context.fill(face, with: .radialGradient(Gradient(colors: [.white, Color(white: 0.88)]), center: .zero,
                                                 startRadius: 0, endRadius: radius))
        context.stroke(face, with: .color(.gray), lineWidth: 3)

        for tick in 0..<60 {
            var ticks = context
            ticks.rotate(by: .degrees(Double(tick) * 6))
            let long = tick % 5 == 0
            ticks.fill(Path(CGRect(x: long ? -1.5 : -0.5, y: -radius + 8, width: long ? 3 : 1, height: long ? 14 : 7)),
                       with: .color(long ? .black : .gray))
        }
        for hour in 1...12 {
            let angle = Double(hour) * .pi / 6
            let point = CGPoint(x: sin(angle) * (radius - 38), y: -cos(angle) * (radius - 38))
            context.draw(Text("\(hour)").font(.system(size: 18, weight: .medium)), at: point)
        }

        let calendar = Calendar(identifier: .gregorian)
        var utc = calendar
        utc.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = utc.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        let seconds = Double(parts.second ?? 0) + Double(parts.nanosecond ?? 0) / 1e9
        let minutes = Double(parts.minute ?? 0) + seconds / 60
        let hours = Double((parts.hour ?? 0) % 12) + minutes / 60

        var hands = context
        hands.addFilter(.shadow(color: .black.opacity(0.35), radius: 3, x: 1, y: 2))
        hand(in: hands, angle: .degrees(hours * 30), length: radius * 0.5, width: 7, color: .black)
        hand(in: hands, angle: .degrees(minutes * 6), length: radius * 0.75, width: 5, color: .black)
        hand(in: hands, angle: .degrees(seconds * 6), length: radius * 0.85, width: 2, color: .orange)
        if let cap = context.resolveSymbol(id: "cap") {
            context.draw(cap, at: .zero)
        }
    }

    private func hand(in context: GraphicsContext, angle: Angle, length: CGFloat, width: CGFloat, color: Color) {
        var turned = context
        turned.rotate(by: angle)
        let shape = Path(roundedRect: CGRect(x: -width / 2, y: -length, width: width, height: length + 12),
                         cornerRadius: width / 2)
        turned.fill(shape, with: .color(color))
    }
}
