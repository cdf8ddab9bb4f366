import Foundation
internal import CFlipbookBlur

/// A separable Gaussian blur of 8-bit pixels, as the benchmark reference defines it: taps k = −⌈3σ⌉ … ⌈3σ⌉ with
/// weights exp(−k² / 2σ²) normalized to sum 1, zero outside the buffer, rounded back to 8 bits.
///
/// Channels stay interleaved: a row of ARGB pixels is blurred as one line of floats whose taps are four apart.
/// The buffers are zero-padded, so the loops have no branches. The pixel work is C (`flipbook_gaussian_blur`):
/// Swift's vector types are fast only when optimised, and the command line runs unoptimised by default, where
/// blurs (every shadow) took most of a frame. The buffers are kept between calls: a renderer blurs about the same
/// area every frame.
final class GaussianBlur {
    private var kernel: [Float] = []
    private var kernelSigma = -1.0
    private let line = ScratchBuffer()
    private let rows = ScratchBuffer()
    private let sums = ScratchBuffer()

    /// The number of taps on each side for `sigma`: how far the blur reaches, in pixels.
    static func reach(sigma: Double) -> Int {
        sigma > 0 && sigma.isFinite ? Int((3 * sigma).rounded(.up)) : 0
    }

    /// Blurs `width` × `height` pixels of `channels` bytes each, rows `stride` bytes apart, in place.
    func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
              sigma: Double) {
        let taps = Self.reach(sigma: sigma)
        guard taps > 0, width > 0, height > 0 else { return }
        if sigma != kernelSigma { makeKernel(sigma: sigma, taps: taps) }
        let n = width * channels
        let rowBuffer = rows.floats(count: (height + 2 * taps) * n)
        let lineBuffer = line.floats(count: n + 2 * taps * channels)
        let sum = sums.floats(count: n)
        kernel.withUnsafeBufferPointer { weights in
            flipbook_gaussian_blur(pixels, width, height, stride, channels, weights.baseAddress!, taps,
                                   rowBuffer, lineBuffer, sum)
        }
    }

    private func makeKernel(sigma: Double, taps: Int) {
        let weights = (-taps...taps).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        kernel = weights.map { Float($0 / total) }
        kernelSigma = sigma
    }
}

/// A zeroed float buffer that grows to the largest size asked for and is kept.
final class ScratchBuffer {
    private var storage: UnsafeMutablePointer<Float>?
    private var capacity = 0

    /// A buffer of at least `count` floats, all zero.
    deinit { storage?.deallocate() }

    func floats(count: Int) -> UnsafeMutablePointer<Float> {
        if count > capacity {
            storage?.deallocate()
            capacity = max(count, capacity * 2)
            storage = .allocate(capacity: capacity)
        }
        storage!.initialize(repeating: 0, count: count)
        return storage!
    }
}
