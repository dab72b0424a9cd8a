/*
 * The fast PNG encoder: frames and gallery images, where encoding time matters more than
 * size. No filters (every scanline's filter byte is 0), so the PNG is just the unpremultiplied
 * RGBA rows, deflated in one piece by libdeflate — several times faster than zlib at its
 * fastest level, and smaller — and wrapped in the four chunks a PNG needs. No libpng call:
 * nothing here can longjmp, and every error is a return code.
 */
#include "cpng.h"
#include "cpng_rows.h"
#include "cpng_sink.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/* Writes a chunk at `p` (length, type, payload already at p + 8, CRC); returns its size. */
static size_t finish_chunk(uint8_t *p, const char type[4], size_t length) {
    put32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    uint32_t crc = libdeflate_crc32(0, p + 4, 4 + length);
    put32(p + 8 + length, crc);
    return 12 + length;
}

int cpng_encode_argb32_fast(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int level,
                            uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    if (!data || !out || !out_length || width == 0 || height == 0 || level < 1 || level > 12
        || width > 0x7fffffffu / 4 || stride < (size_t)width * 4) {
        cpng_set_message(message, message_size, "invalid arguments to the fast PNG encoder");
        return CPNG_ERR_ARGUMENT;
    }
    *out = NULL;
    *out_length = 0;
    size_t row_bytes = 1 + (size_t)width * 4;
    if ((size_t)height > (SIZE_MAX / 2) / row_bytes) {
        cpng_set_message(message, message_size, "image too large for the fast PNG encoder");
        return CPNG_ERR_ARGUMENT;
    }
    size_t raw_length = row_bytes * height;
    uint8_t *raw = malloc(raw_length);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (!raw || !compressor) {
        free(raw);
        if (compressor) libdeflate_free_compressor(compressor);
        cpng_set_message(message, message_size, "out of memory encoding the PNG");
        return CPNG_ERR_MEMORY;
    }
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = raw + (size_t)y * row_bytes;
        row[0] = 0; /* filter: none */
        cpng_unpremultiply_row(data + (size_t)y * stride, row + 1, width);
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_length);
    /* signature 8, IHDR 25, IDAT 12 + data, IEND 12 */
    size_t capacity = 8 + 25 + 12 + bound + 12;
    uint8_t *png = (bound > 0x7fffffffu || capacity < bound) ? NULL : malloc(capacity);
    if (!png) {
        free(raw);
        libdeflate_free_compressor(compressor);
        cpng_set_message(message, message_size, "out of memory encoding the PNG");
        return CPNG_ERR_MEMORY;
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    memcpy(png, signature, 8);
    size_t at = 8;
    uint8_t *ihdr = png + at + 8;
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = 8;   /* bit depth */
    ihdr[9] = 6;   /* colour type: RGBA */
    ihdr[10] = 0;  /* deflate */
    ihdr[11] = 0;  /* adaptive filtering (each row says its filter) */
    ihdr[12] = 0;  /* not interlaced */
    at += finish_chunk(png + at, "IHDR", 13);
    size_t deflated = libdeflate_zlib_compress(compressor, raw, raw_length, png + at + 8, bound);
    free(raw);
    libdeflate_free_compressor(compressor);
    if (deflated == 0) {
        free(png);
        cpng_set_message(message, message_size, "the fast PNG encoder ran out of room (libdeflate)");
        return CPNG_ERR_MEMORY;
    }
    at += finish_chunk(png + at, "IDAT", deflated);
    at += finish_chunk(png + at, "IEND", 0);
    *out = png;
    *out_length = at;
    return CPNG_OK;
}
