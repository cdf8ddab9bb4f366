import Flipbook
import FlipbookCairo
import Foundation

/// Draws a host's frames at a list of times on every core. The view graph runs on the main actor, one frame after
/// another (a frame is a pure function of the scene, the script and the time); the display lists it produces are
/// drawn in parallel, each worker with a renderer of its own, and handed over in order.
@MainActor
public struct FrameRenderer {
    /// Pixels per point.
    public let scale: CGFloat
    /// How many frames are drawn at once.
    public let workers: Int

    /// A renderer at `scale` pixels per point drawing on `workers` threads (every core by default).
    public init(scale: CGFloat, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.scale = scale
        self.workers = max(1, workers)
    }

    /// Plays `script` on `host` through `times`, and calls `deliver` with each frame's image, in order.
    public func render(_ host: ViewHost, script: InteractionScript = InteractionScript(), times: [TimeInterval],
                       deliver: (Int, RasterImage) throws -> Void) throws {
        let pool = RendererPool(count: workers, fonts: host.fonts)
        let background = host.backgroundColor
        let batchSize = workers * 4
        var index = 0
        var batchStart = 0
        while batchStart < times.count {
            let batch = Array(times[batchStart..<min(batchStart + batchSize, times.count)])
            var lists: [DisplayList] = []
            do {
                try host.play(script, sampling: batch) { _ in lists.append(host.displayList) }
            } catch let error as HostError {
                throw ExportError("the script could not be played: \(error)")
            }
            let images = try pool.draw(lists, size: host.canvasSize, scale: scale, background: background)
            for image in images {
                try deliver(index, image)
                index += 1
            }
            batchStart += batch.count
        }
    }
}

/// Renderers for parallel drawing, one per worker; each is used by one thread at a time.
final class RendererPool: @unchecked Sendable {
    private let renderers: [CairoRenderer]

    init(count: Int, fonts: FontConfiguration) {
        renderers = (0..<count).map { _ in CairoRenderer(fonts: fonts) }
    }

    /// Draws `lists` split into contiguous runs, one per worker.
    func draw(_ lists: [DisplayList], size: CGSize, scale: CGFloat, background: Color.Resolved) throws -> [RasterImage] {
        let results = Results(count: lists.count)
        let workers = min(renderers.count, lists.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let renderer = renderers[worker]
            var index = worker
            while index < lists.count {
                results.store(index, Result { try renderer.render(lists[index], size: size, scale: scale,
                                                                  background: background) })
                index += workers
            }
        }
        return try results.values()
    }

    private final class Results: @unchecked Sendable {
        private var items: [Result<RasterImage, Error>?]
        private let lock = NSLock()
        init(count: Int) { items = Array(repeating: nil, count: count) }
        func store(_ index: Int, _ result: Result<RasterImage, Error>) { lock.withLock { items[index] = result } }
        func values() throws -> [RasterImage] { try items.map { try $0!.get() } }
    }
}
