#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

// libjpeg reports errors by calling a function that must not return; it jumps back here instead (Swift cannot
// catch a longjmp), so a broken file fails cleanly.
struct flipbook_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void flipbook_jpeg_fail(j_common_ptr info) {
    longjmp(((struct flipbook_jpeg_error *)info->err)->jump, 1);
}

/// Decodes a JPEG file into a new Cairo ARGB32 surface; NULL if it cannot be read.
static inline cairo_surface_t *flipbook_jpeg_surface(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    struct jpeg_decompress_struct info;
    struct flipbook_jpeg_error error;
    cairo_surface_t *surface = NULL;
    JSAMPLE *row = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = flipbook_jpeg_fail;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        fclose(file);
        free(row);
        if (surface) cairo_surface_destroy(surface);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    int width = (int)info.output_width, height = (int)info.output_height;
    surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) longjmp(error.jump, 1);
    unsigned char *pixels = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    row = malloc((size_t)width * 3);
    if (!row) longjmp(error.jump, 1);
    while (info.output_scanline < info.output_height) {
        int y = (int)info.output_scanline;
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&info, rows, 1);
        uint32_t *out = (uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            out[x] = 0xFF000000u | ((uint32_t)row[3 * x] << 16) | ((uint32_t)row[3 * x + 1] << 8) | row[3 * x + 2];
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    fclose(file);
    free(row);
    cairo_surface_mark_dirty(surface);
    return surface;
}
