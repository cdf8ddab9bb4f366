import Foundation

/// A separable Gaussian blur of 8-bit pixels, as the benchmark reference defines it: taps k = −⌈3σ⌉ … ⌈3σ⌉ with
/// weights exp(−k² / 2σ²) normalized to sum 1, zero outside the buffer, rounded back to 8 bits.
///
/// Channels stay interleaved: a row of ARGB pixels is blurred as one line of floats whose taps are four apart.
/// The buffers are zero-padded, so the loops have no branches, and eight samples are summed at a time in SIMD
/// registers. The buffers are kept between calls: a renderer blurs about the same area every frame.
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
        let count = 2 * taps + 1
        let n = width * channels
        // Rows −taps … −1 and height … height + taps − 1 of `rows` stay zero: the vertical pass reads them.
        let rowBuffer = rows.floats(count: (height + 2 * taps) * n)
        let lineBuffer = line.floats(count: n + 2 * taps * channels)
        let sum = sums.floats(count: n)
        let blurred = rowBuffer + taps * n
        kernel.withUnsafeBufferPointer { weights in
            let w = weights.baseAddress!
            for y in 0..<height {
                let row = pixels + y * stride
                // A row with nothing in it blurs to nothing: its floats stay the zeros they were made as.
                var any: UInt8 = 0
                for x in 0..<n {
                    any |= row[x]
                    lineBuffer[taps * channels + x] = Float(row[x])
                }
                guard any != 0 else { continue }
                Self.convolve(lineBuffer, step: channels, weights: w, count: count, into: blurred + y * n, length: n)
            }
            for y in 0..<height {
                // The rows y − taps … y + taps of the horizontal pass, one row of `n` floats apart.
                Self.convolve(rowBuffer + y * n, step: n, weights: w, count: count, into: sum, length: n)
                let row = pixels + y * stride
                for x in 0..<n { row[x] = UInt8(min(sum[x] + 0.5, 255)) }
            }
        }
    }

    /// `out[x] = Σₖ weights[k] · source[x + k · step]` for x in 0..<length: eight samples at a time, the taps
    /// summed in a register, then the remaining samples one by one. The kernel is symmetric, so each pair of
    /// taps at the same distance from the centre adds its two samples and multiplies once.
    private static func convolve(_ source: UnsafeMutablePointer<Float>, step: Int, weights: UnsafePointer<Float>,
                                 count: Int, into out: UnsafeMutablePointer<Float>, length: Int) {
        // The taps are reached by moving pointers `step` floats at a time: no index arithmetic (and so no
        // overflow checks) in the innermost loop.
        let half = count / 2
        let stepBytes = step &* MemoryLayout<Float>.stride
        var x = 0
        while x &+ 8 <= length {
            var near = UnsafeRawPointer(source + x)
            var far = near + (count &- 1) &* stepBytes
            var acc = weights[half] * (near + half &* stepBytes).loadUnaligned(as: SIMD8<Float>.self)
            var weight = weights
            for _ in 0..<half {
                let pair = near.loadUnaligned(as: SIMD8<Float>.self) + far.loadUnaligned(as: SIMD8<Float>.self)
                acc += weight.pointee * pair
                near += stepBytes
                far -= stepBytes
                weight += 1
            }
            UnsafeMutableRawPointer(out + x).storeBytes(of: acc, as: SIMD8<Float>.self)
            x &+= 8
        }
        while x < length {
            var acc: Float = 0
            var tap = source + x
            for k in 0..<count {
                acc += weights[k] * tap.pointee
                tap += step
            }
            out[x] = acc
            x &+= 1
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
