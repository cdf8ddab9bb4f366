import Flipbook
import FlipbookCairo
import FlipbookExport
import FlipbookGallery
import Foundation

// Per-frame costs of the engine, printed as a table. Run with `scripts/bench` (release build).

/// A GeometryEffect and a Shape, both animating.
struct Wobble: GeometryEffect {
    var phase: CGFloat
    nonisolated var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 4 * sin(phase), y: 0).rotated(by: phase / 10))
    }
}

struct Wedge: Shape {
    var angle: Double
    nonisolated var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .zero,
                    endAngle: .degrees(angle), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Grid: View {
    let animating: Int
    let still: Int
    @State private var on = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<max(1, (animating + still + 99) / 100), id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<min(100, animating + still - row * 100), id: \.self) { column in
                        let index = row * 100 + column
                        if index < animating {
                            Wedge(angle: on ? 300 : 30).fill(Color.orange).frame(width: 6, height: 6)
                                .modifier(Wobble(phase: on ? 10 : 0))
                        } else {
                            Color.gray.frame(width: 6, height: 6)
                        }
                    }
                }
            }
        }
        .onAppear { withAnimation(.linear(duration: 1000)) { on = true } }
    }
}

@MainActor
func perFrame(animating: Int, still: Int, frames: Int = 120) -> (setup: Double, frame: Double) {
    let clock = ContinuousClock()
    var graph: ViewGraph!
    let setup = clock.measure {
        graph = ViewGraph(rootView: Grid(animating: animating, still: still), size: CGSize(width: 700, height: 700))
    }
    graph.advance(to: 1.0 / 60)
    _ = graph.displayList
    var times: [Double] = []
    for frame in 2...(frames + 1) {
        times.append(clock.measure {
            graph.advance(to: Double(frame) / 60)
            _ = graph.displayList
        }.seconds)
    }
    return (setup.seconds, median(times))
}

/// Steps `frames` frames of `animating` animating views with no clock around them: `scripts/bench` counts the
/// instructions this function executes (callgrind), a figure of the engine's work that the machine's caches and
/// neighbours cannot blur.
@MainActor @inline(never)
func countedFrames(animating: Int, frames: Int) {
    let graph = ViewGraph(rootView: Grid(animating: animating, still: 0), size: CGSize(width: 700, height: 700))
    graph.advance(to: 1.0 / 60)
    _ = graph.displayList
    stepFrames(graph, from: 2, through: frames + 1)
}

/// Each frame: its update and geometry (`advance`), then its display list.
@MainActor @inline(never)
func stepFrames(_ graph: ViewGraph, from first: Int, through last: Int) {
    for frame in first...last {
        graph.advance(to: Double(frame) / 60)
        _ = graph.displayList
    }
}

/// How many display lists a 30 fps export of the rating blob draws per exported frame (the 60 Hz steps between
/// exported frames are stepped, not drawn).
@MainActor
func displayListsPerExportedFrame() throws -> Double {
    let scene = Gallery.scene(named: "rating-blob-4")!
    let host = ViewHost(scene.makeRoot(), size: scene.size)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let summary = try export(host, script: try InteractionScript(parsing: scene.script), to: folder.path,
                             duration: 2, fps: 30)
    return Double(host.displayListsDrawn) / Double(summary.frames)
}

/// The median of `samples`: a frame's typical cost, robust to the machine's other work.
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

@MainActor
func blobRender(frames: Int = 60) throws -> Double {
    let scene = Gallery.scene(named: "rating-blob-4")!
    let host = ViewHost(scene.makeRoot(), size: CGSize(width: 640, height: 480))
    let script = try InteractionScript(parsing: "tap 576,240 @0.1")
    try host.play(script, until: 0.2)
    _ = try host.image()
    var times: [Double] = []
    let clock = ContinuousClock()
    for frame in 0..<frames {
        host.advance(to: 0.2 + Double(frame) / 200)
        times.append(try clock.measure { _ = try host.image() }.seconds)
    }
    return median(times)
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

func ms(_ seconds: Double) -> String { String(format: "%8.3f ms", seconds * 1000) }
func us(_ seconds: Double) -> String { String(format: "%5.2f µs", seconds * 1_000_000) }

MainActor.assumeIsolated {
    if let only = ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_ANIMATING"].flatMap(Int.init) {
        // One case alone, for profiling.
        if let frames = ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_COUNTED_FRAMES"].flatMap(Int.init) {
            countedFrames(animating: only, frames: frames)
        } else {
            print("\(only) animating: \(ms(perFrame(animating: only, still: 0, frames: 300).frame))")
        }
        return
    }
    print("Flipbook benchmarks (one core, release build); per frame = advance + layout + display list, median frame")
    print("")
    print("| case | views | per frame | per animating view | target |")
    print("|---|---|---|---|---|")
    let big = perFrame(animating: 1000, still: 0)
    print("| 1,000 animating (GeometryEffect + Shape each) | 1,000 | \(ms(big.frame)) | \(us(big.frame / 1000)) | < 2 ms |")
    let sparse = perFrame(animating: 10, still: 10_000)
    print("| 10,000 static + 10 animating | 10,010 | \(ms(sparse.frame)) | — | < 0.5 ms |")
    for count in [250, 500, 2000] {
        let result = perFrame(animating: count, still: 0, frames: 60)
        print("| \(count) animating (linearity) | \(count) | \(ms(result.frame)) | \(us(result.frame / Double(count))) | linear |")
    }
    if let render = try? blobRender() {
        print("| render rating-blob-4 at 640×480 (Cairo) | — | \(ms(render)) | — | < 3 ms |")
    }
    if let ratio = try? displayListsPerExportedFrame() {
        print("| display lists drawn per exported frame (rating-blob-4, 2 s at 30 fps) | — | \(String(format: "%.2f", ratio)) | — | 1 |")
    }
}
