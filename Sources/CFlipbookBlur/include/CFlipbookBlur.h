#ifndef CFLIPBOOK_BLUR_H
#define CFLIPBOOK_BLUR_H

#include <stddef.h>
#include <stdint.h>

/// Blurs `width` × `height` pixels of `channels` bytes each, rows `stride` bytes apart, in place, with the
/// symmetric kernel of `2 * taps + 1` weights (see `GaussianBlur` in FlipbookCairo, which owns the buffers):
/// `rows` holds `(height + 2 * taps) * width * channels` floats, `line` `(width + 2 * taps) * channels` and `sum`
/// `width * channels`, all zero on entry. Written in C so that the unoptimised build the command line runs by
/// default blurs at a usable speed; the arithmetic is the same, operation for operation, in either build.
void flipbook_gaussian_blur(uint8_t *pixels, ptrdiff_t width, ptrdiff_t height, ptrdiff_t stride,
                            ptrdiff_t channels, const float *weights, ptrdiff_t taps,
                            float *rows, float *line, float *sum);

#endif
