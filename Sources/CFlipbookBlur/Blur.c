#include "CFlipbookBlur.h"
#include <math.h>

// Products and sums stay separate operations (no fused multiply-add), so that every build, on every processor,
// rounds exactly as the Swift reference did.
#pragma STDC FP_CONTRACT OFF

/// out[x] = Σ weights[k] · source[x + k · step]. Blocks of eight samples add each pair of taps at the same
/// distance from the centre before multiplying (the kernel is symmetric); the samples after the last whole block
/// take the taps one by one. The two orders round differently, and both are kept as they were first written.
static void convolve(const float *source, ptrdiff_t step, const float *weights, ptrdiff_t count, float *out,
                     ptrdiff_t length) {
    ptrdiff_t half = count / 2;
    ptrdiff_t blocks = length / 8 * 8;
    // Eight neighbouring samples at a time, each in a lane of its own: the taps are read as runs of eight
    // floats, which the compiler keeps in vector registers. Each lane adds and multiplies as one sample alone.
    for (ptrdiff_t x = 0; x < blocks; x += 8) {
        const float *near = source + x;
        const float *far = near + (count - 1) * step;
        const float *centre = near + half * step;
        float acc[8];
        for (int lane = 0; lane < 8; lane++) acc[lane] = weights[half] * centre[lane];
        for (ptrdiff_t k = 0; k < half; k++) {
            float weight = weights[k];
            for (int lane = 0; lane < 8; lane++) acc[lane] = acc[lane] + weight * (near[lane] + far[lane]);
            near += step;
            far -= step;
        }
        for (int lane = 0; lane < 8; lane++) out[x + lane] = acc[lane];
    }
    for (ptrdiff_t x = blocks; x < length; x++) {
        float acc = 0;
        const float *tap = source + x;
        for (ptrdiff_t k = 0; k < count; k++) {
            acc = acc + weights[k] * *tap;
            tap += step;
        }
        out[x] = acc;
    }
}

void flipbook_gaussian_blur(uint8_t *pixels, ptrdiff_t width, ptrdiff_t height, ptrdiff_t stride,
                            ptrdiff_t channels, const float *weights, ptrdiff_t taps,
                            float *rows, float *line, float *sum) {
    ptrdiff_t count = 2 * taps + 1;
    ptrdiff_t n = width * channels;
    // Rows −taps … −1 and height … height + taps − 1 of `rows` stay zero: the vertical pass reads them.
    float *blurred = rows + taps * n;
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + y * stride;
        // A row with nothing in it blurs to nothing: its floats stay the zeros they were made as.
        uint8_t any = 0;
        for (ptrdiff_t x = 0; x < n; x++) {
            any |= row[x];
            line[taps * channels + x] = (float)row[x];
        }
        if (any == 0) continue;
        convolve(line, channels, weights, count, blurred + y * n, n);
    }
    for (ptrdiff_t y = 0; y < height; y++) {
        // The rows y − taps … y + taps of the horizontal pass, one row of `n` floats apart.
        convolve(rows + y * n, n, weights, count, sum, n);
        uint8_t *row = pixels + y * stride;
        for (ptrdiff_t x = 0; x < n; x++) row[x] = (uint8_t)fminf(sum[x] + 0.5f, 255.0f);
    }
}
