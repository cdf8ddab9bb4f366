import Foundation
import Testing
@testable import FlipbookCairo

/// The C blur rounds exactly as the Swift one it replaced: every pixel, byte for byte, for images, strides,
/// channel counts and radii of every kind (the goldens and shadows of earlier versions stay the same).
@Suite struct GaussianBlurReferenceTests {
    /// The replaced Swift blur, kept as the reference: blocks of eight samples summed in SIMD registers with the
    /// symmetric taps paired, the samples after the last block one tap at a time.
    private func referenceBlur(_ pixels: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int,
                               sigma: Double) {
        let taps = GaussianBlur.reach(sigma: sigma)
        guard taps > 0 else { return }
        let raw = (-taps...taps).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        let weights = raw.map { Float($0 / total) }
        let count = 2 * taps + 1, n = width * channels
        var rows = [Float](repeating: 0, count: (height + 2 * taps) * n)
        var line = [Float](repeating: 0, count: n + 2 * taps * channels)
        var sum = [Float](repeating: 0, count: n)
        func convolve(_ source: [Float], _ start: Int, step: Int, into out: inout [Float], _ outStart: Int) {
            let half = count / 2
            var x = 0
            while x + 8 <= n {
                func load(_ index: Int) -> SIMD8<Float> { SIMD8((0..<8).map { source[index + $0] }) }
                var acc = weights[half] * load(start + x + half * step)
                for k in 0..<half {
                    acc += weights[k] * (load(start + x + k * step) + load(start + x + (count - 1 - k) * step))
                }
                for lane in 0..<8 { out[outStart + x + lane] = acc[lane] }
                x += 8
            }
            while x < n {
                var acc: Float = 0
                for k in 0..<count { acc += weights[k] * source[start + x + k * step] }
                out[outStart + x] = acc
                x += 1
            }
        }
        for y in 0..<height {
            var any: UInt8 = 0
            for x in 0..<n {
                any |= pixels[y * stride + x]
                line[taps * channels + x] = Float(pixels[y * stride + x])
            }
            guard any != 0 else { continue }
            convolve(line, 0, step: channels, into: &rows, (taps + y) * n)
        }
        for y in 0..<height {
            convolve(rows, y * n, step: n, into: &sum, 0)
            for x in 0..<n { pixels[y * stride + x] = UInt8(min(sum[x] + 0.5, 255)) }
        }
    }

    @Test func theCBlurMatchesTheSwiftOneItReplaced() {
        let blur = GaussianBlur()
        for round in 0..<24 {
            // Sizes, strides and pixels spread by multiplicative hashing: the same cases every run.
            let width = 1 + round * 7 % 37, height = 1 + round * 5 % 23
            let channels = [1, 4][round % 2]
            let stride = width * channels + round % 6
            let sigma = [0.4, 1, 1.7, 2.5, 4, 6.3][round % 6]
            var pixels = (0..<(height * stride)).map { index in
                let hash = UInt32(truncatingIfNeeded: (index &+ round &* 7919) &* 2_654_435_761)
                return hash >> 31 == 0 ? 0 : UInt8(truncatingIfNeeded: hash >> 13)
            }
            if round % 5 == 0 { for x in 0..<(width * channels) { pixels[x] = 0 } }   // an empty row
            var expected = pixels
            referenceBlur(&expected, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
            pixels.withUnsafeMutableBufferPointer {
                blur.blur($0.baseAddress!, width: width, height: height, stride: stride, channels: channels,
                          sigma: sigma)
            }
            #expect(pixels == expected, "round \(round): \(width)×\(height)×\(channels), σ \(sigma)")
        }
    }
}
