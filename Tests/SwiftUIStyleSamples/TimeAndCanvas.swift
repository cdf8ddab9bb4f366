import SwiftUI

// Surface group: Time and canvases
// Surface: TimelineView, TimelineView(.periodic), Canvas, resolveSymbol, clipBoundingRect, addFilter, drawLayer, Timer.publish, autoconnect, onReceive, Timer.scheduledTimer, task, Task.sleep, CACurrentMediaTime
// Surface: alphaThreshold(min:max:color:)
// Surface: withCGContext, CGContext, CGColor, cgColor
// Surface: RelativeDateTimeFormatter, ListFormatter, relative(presentation:), isLowPowerModeEnabled, Measurement.formatted, isLuminanceReduced

// Time-driven views as SwiftUI code writes them: timelines, a canvas clock, timer publishers, scheduled timers
// and tasks that sleep. On a host, all of them run on the host's clock.

struct TickingClockRoot: View {
    var body: some View {
        VStack(spacing: 12) {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text("seconds: \(Int(context.date.timeIntervalSince1970) % 60)")
            }
            TimelineView(.animation) { context in
                Canvas { graphics, size in
                    let seconds = context.date.timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
                    graphics.translateBy(x: size.width / 2, y: size.height / 2)
                    graphics.rotate(by: .degrees(seconds * 6))
                    var hand = Path()
                    hand.move(to: .zero)
                    hand.addLine(to: CGPoint(x: 0, y: -40))
                    graphics.stroke(hand, with: .color(.red), lineWidth: 4)
                    graphics.fill(Path(ellipseIn: CGRect(x: -5, y: -5, width: 10, height: 10)), with: .color(.blue))
                }
            }
            .frame(width: 100, height: 100)
        }
    }
}

struct TimerTickerRoot: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
        Text("ticks: \(ticks)")
            .onReceive(timer) { _ in
                ticks += 1
            }
    }
}

struct StopwatchRoot: View {
    @State private var tenths = 0
    @State private var timer: Timer?

    var body: some View {
        VStack {
            Text("tenths: \(tenths)")
            Button("Start") {
                timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
                    tenths += 1
                }
            }
            Button("Stop") {
                timer?.invalidate()
                timer = nil
            }
        }
    }
}

struct CountdownRoot: View {
    @State private var remaining = 3
    @State private var round = 0

    var body: some View {
        VStack {
            Text(remaining == 0 ? "Go!" : "\(remaining)")
            Button("Again") { round += 1 }
        }
        .task(id: round) {
            remaining = 3
            while remaining > 0 {
                try? await Task.sleep(for: .seconds(1))
                if Task.isCancelled { return }
                remaining -= 1
            }
        }
    }
}

/// A blob whose outline wobbles with a phase that a `.task` loop steps by Core Animation's clock, as canvas demos
/// written before `TimelineView` do.
struct WobbleRoot: View {
    @State private var phase: CGFloat = 0

    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            var blob = Path()
            for step in 0...90 {
                let angle = CGFloat(step) / 90 * .pi * 2
                let radius = 60 + sin(angle * 3 + phase) * 12
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if step == 0 { blob.move(to: point) } else { blob.addLine(to: point) }
            }
            context.fill(blob, with: .color(.orange))
        }
        .overlay(alignment: .bottom) { Text("phase \(String(format: "%.1f", phase))") }
        .task {
            var last = CACurrentMediaTime()
            while !Task.isCancelled {
                let now = CACurrentMediaTime()
                phase += CGFloat(now - last) * 2
                last = now
                try? await Task.sleep(nanoseconds: 16_000_000)
            }
        }
    }
}

struct SparklesRoot: View {
    var body: some View {
        Canvas(opaque: false, colorMode: .linear, rendersAsynchronously: false) { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(white: 0.9))
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.blue))
            context.drawLayer { layer in
                layer.addFilter(.blur(radius: 2))
                layer.blendMode = .multiply
                layer.fill(Path(ellipseIn: CGRect(x: 60, y: 10, width: 40, height: 40)), with: .color(.red))
            }
            let label = context.resolve(Text("Canvas").font(.headline))
            context.draw(label, at: CGPoint(x: size.width / 2, y: 80), anchor: .center)
            if let star = context.resolveSymbol(id: 1) {
                context.draw(star, at: CGPoint(x: 130, y: 30))
            }
            context.clip(to: Path(ellipseIn: CGRect(x: 10, y: 100, width: 60, height: 30)))
            context.fill(Path(context.clipBoundingRect),
                         with: .linearGradient(Gradient(colors: [.green, .yellow]),
                                               startPoint: CGPoint(x: 10, y: 0), endPoint: CGPoint(x: 70, y: 0)))
        } symbols: {
            Image(systemName: "star.fill")
                .foregroundStyle(.orange)
                .tag(1)
        }
        .frame(width: 160, height: 140)
    }
}

// Core Graphics drawing inside a canvas, as older drawing code and its ports write it: a scratch card whose grey
// cover the finger clears, showing the prize beneath the canvas.
struct ScratchCardRoot: View {
    @State private var scratched: [CGPoint] = []

    var body: some View {
        ZStack {
            Text("You won!")
                .font(.title.bold())
            Canvas { context, size in
                context.withCGContext { cg in
                    cg.setFillColor(Color.gray.cgColor ?? CGColor(gray: 0.5, alpha: 1))
                    cg.fill(CGRect(origin: .zero, size: size))
                    cg.setBlendMode(.clear)
                    cg.setLineCap(.round)
                    cg.setLineJoin(.round)
                    cg.setLineWidth(30)
                    cg.addLines(between: scratched)
                    cg.strokePath()
                }
            }
            .gesture(DragGesture(minimumDistance: 0).onChanged { scratched.append($0.location) })
        }
        .frame(width: 200, height: 120)
    }
}

// The metaball idiom: two balls drawn as canvas symbols in one layer, blurred, then cut at half opacity, so that
// they melt into each other as the second springs back towards the first.
struct GooeyRoot: View {
    @State private var apart = true

    var body: some View {
        Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5, color: .orange))
            context.addFilter(.blur(radius: 12))
            context.drawLayer { layer in
                for id in [1, 2] {
                    if let ball = context.resolveSymbol(id: id) {
                        layer.draw(ball, at: CGPoint(x: size.width / 2, y: size.height / 2))
                    }
                }
            }
        } symbols: {
            Circle().fill(.white).frame(width: 60, height: 60).tag(1)
            Circle().fill(.white).frame(width: 60, height: 60).offset(x: apart ? 90 : 0).tag(2)
        }
        .frame(width: 300, height: 160)
        .onTapGesture { withAnimation(.spring(duration: 1)) { apart.toggle() } }
    }
}

// "Last seen" lines as apps write them with Foundation's formatters, which Linux's Foundation lacks. The host's
// clock starts at 9:41 on 9 June 2025 (UTC), the moment this view opened. (`Date.now` here, compiled against the
// library rather than by `flipbook`, would read the machine's clock.)
struct LastSeenRoot: View {
    @Environment(\.isLuminanceReduced) private var dimmed
    private let opened = Date(timeIntervalSince1970: 1_749_462_060)
    private let formatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        return formatter
    }()

    var body: some View {
        VStack {
            TimelineView(.periodic(from: opened, by: 1)) { context in
                Text("opened \(formatter.localizedString(for: opened, relativeTo: context.date))")
            }
            Text(opened.addingTimeInterval(-86_400), format: .relative(presentation: .named))
            Text(ListFormatter.localizedString(byJoining: ["Ana", "Ben", "Cy"]))
            Text(ProcessInfo.processInfo.isLowPowerModeEnabled ? "saving power" : "full power")
            Text("\(Measurement(value: 3.2, unit: UnitLength.kilometers).formatted()) away")
            Text(dimmed ? "dimmed" : "bright")
        }
    }
}
