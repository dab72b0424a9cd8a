#include "cpng.h"
#include "cpng_sink.h"
#include "cpng_rows.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

void cpng_free(void *pointer) { free(pointer); }

/* A growing memory buffer for png_set_write_fn. */
typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
    int failed;
} cpng_buffer;

static void buffer_write(png_structp png, png_bytep data, png_size_t length) {
    cpng_buffer *b = (cpng_buffer *)png_get_io_ptr(png);
    if (b->length + length > b->capacity) {
        size_t capacity = b->capacity ? b->capacity * 2 : 65536;
        while (capacity < b->length + length) capacity *= 2;
        uint8_t *grown = realloc(b->bytes, capacity);
        if (!grown) {
            b->failed = 1;
            png_error(png, "out of memory");
        }
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, data, length);
    b->length += length;
}

static void buffer_flush(png_structp png) { (void)png; }

int cpng_encode_argb32(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                       int zlib_level, int filters, uint8_t **out, size_t *out_length,
                       char *message, size_t message_size) {
    if (!data || !out || !out_length || width == 0 || height == 0 || zlib_level < 0 || zlib_level > 9) {
        cpng_set_message(message, message_size, "invalid arguments to the PNG encoder");
        return CPNG_ERR_ARGUMENT;
    }
    *out = NULL;
    *out_length = 0;
    cpng_error_sink sink = {message, message_size};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, cpng_on_error, cpng_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    cpng_buffer *volatile buffer = calloc(1, sizeof(cpng_buffer));
    uint8_t *volatile row = NULL;
    if (!png || !info || !buffer) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(buffer);
        cpng_set_message(message, message_size, "out of memory creating the PNG encoder");
        return CPNG_ERR_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(buffer->bytes);
        free(buffer);
        return CPNG_ERR_MEMORY;
    }
    png_set_write_fn(png, buffer, buffer_write, buffer_flush);
    png_set_compression_level(png, zlib_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters == CPNG_FILTERS_NONE ? PNG_FILTER_NONE : PNG_ALL_FILTERS);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    row = malloc((size_t)width * 4);
    if (!row) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) {
        cpng_unpremultiply_row(data + (size_t)y * stride, row, width);
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    *out = buffer->bytes;
    *out_length = buffer->length;
    free(buffer);
    return CPNG_OK;
}

uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    return (uint32_t)crc32((uLong)crc, bytes, (uInt)length);
}
