/*
 * The fast path of the PNG reader: 8-bit RGBA, not interlaced — what our encoders write and
 * what `proof diff` reads — inflated by libdeflate in one call and unfiltered here, about
 * twice as fast as libpng with zlib. It only ever succeeds on a file it has checked whole
 * (every chunk's CRC, the zlib stream ending exactly at the image's last row and at the
 * last IDAT byte); anything else — another format, a bad CRC, a corrupt stream, a size
 * over the limits — returns CPNG_ERR_FORMAT without a message, and the caller reads the
 * file through libpng (cpng_read.c), which decides and says what is wrong. No libpng call.
 */
#include "cpng.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static uint32_t get32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = abs((int)b - c), pb = abs((int)a - c), pc = abs((int)a + b - 2 * c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

/* Undoes row filters in place: `buffer` holds height rows of 1 + n bytes (filter byte,
   then the filtered bytes) and ends holding the rows packed, n bytes each. Row y moves down
   to y·n from y·(n + 1) + 1, so each byte is written below every byte still to be read,
   and the row above is already final. 0 when a filter byte is not 0…4. */
static int unfilter_in_place(uint8_t *buffer, uint32_t height, size_t n) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *in = buffer + (size_t)y * (n + 1) + 1;
        uint8_t *row = buffer + (size_t)y * n;
        const uint8_t *up = y > 0 ? row - n : NULL;
        int filter = in[-1];
        if (!up && filter == 2) filter = 0;  /* no row above: Up is None … */
        if (!up && filter == 4) filter = 1;  /* … and Paeth is Sub */
        switch (filter) {
        case 0: memmove(row, in, n); break;
        case 1:
            for (size_t i = 0; i < 4; i++) row[i] = in[i];
            for (size_t i = 4; i < n; i++) row[i] = (uint8_t)(in[i] + row[i - 4]);
            break;
        case 2: for (size_t i = 0; i < n; i++) row[i] = (uint8_t)(in[i] + up[i]); break;
        case 3:
            for (size_t i = 0; i < 4; i++) row[i] = (uint8_t)(in[i] + (up ? up[i] >> 1 : 0));
            for (size_t i = 4; i < n; i++) row[i] = (uint8_t)(in[i] + (((unsigned)row[i - 4] + (up ? up[i] : 0)) >> 1));
            break;
        case 4:
            for (size_t i = 0; i < 4; i++) row[i] = (uint8_t)(in[i] + up[i]);
            for (size_t i = 4; i < n; i++) row[i] = (uint8_t)(in[i] + paeth(row[i - 4], up[i], up[i - 4]));
            break;
        default: return 0;
        }
    }
    return 1;
}

int cpng_fast_size(const uint8_t *bytes, size_t length, cpng_limits limits, uint32_t *width, uint32_t *height) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (!bytes || !width || !height) return CPNG_ERR_ARGUMENT;
    if (length < 8 + 25 + 12 || memcmp(bytes, signature, 8) != 0) return CPNG_ERR_FORMAT;
    /* IHDR first: 13 bytes, 8-bit RGBA, deflate, adaptive filters, not interlaced. */
    const uint8_t *ihdr = bytes + 8;
    if (get32(ihdr) != 13 || memcmp(ihdr + 4, "IHDR", 4) != 0 || get32(ihdr + 21) != libdeflate_crc32(0, ihdr + 4, 17)) return CPNG_ERR_FORMAT;
    uint32_t w = get32(ihdr + 8), h = get32(ihdr + 12);
    if (ihdr[16] != 8 || ihdr[17] != 6 || ihdr[18] != 0 || ihdr[19] != 0 || ihdr[20] != 0) return CPNG_ERR_FORMAT;
    if (w == 0 || h == 0 || w > limits.max_side || h > limits.max_side || (uint64_t)w * h > limits.max_pixels) return CPNG_ERR_FORMAT;
    *width = w;
    *height = h;
    return CPNG_OK;
}

int cpng_decode_rgba_fast(const uint8_t *bytes, size_t length, cpng_limits limits, uint8_t *out, size_t capacity) {
    uint32_t w, h;
    if (!out || cpng_fast_size(bytes, length, limits, &w, &h) != CPNG_OK || capacity < ((size_t)w * 4 + 1) * h) return CPNG_ERR_FORMAT;
    /* Every chunk: its CRC, and the IDATs one run of chunks. */
    size_t at = 8 + 25, idat_total = 0, idat_chunks = 0;
    const uint8_t *first_idat = NULL;
    int idat_ended = 0, ended = 0;
    while (!ended) {
        if (length - at < 12) return CPNG_ERR_FORMAT;
        uint32_t size = get32(bytes + at);
        if (size > 0x7fffffffu || size > length - at - 12) return CPNG_ERR_FORMAT;
        const uint8_t *type = bytes + at + 4;
        if (get32(bytes + at + 8 + size) != libdeflate_crc32(0, type, 4 + (size_t)size)) return CPNG_ERR_FORMAT;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_ended) return CPNG_ERR_FORMAT;
            if (!first_idat) first_idat = type + 4;
            idat_total += size;
            idat_chunks++;
        } else {
            if (first_idat) idat_ended = 1;
            if (memcmp(type, "IEND", 4) == 0) ended = 1;
            else if (!(type[0] & 0x20)) return CPNG_ERR_FORMAT; /* another critical chunk (PLTE…): libpng's */
        }
        at += 12 + (size_t)size;
    }
    if (!first_idat || at != length) return CPNG_ERR_FORMAT;
    /* The zlib stream: one piece (copied together when split over several IDATs). */
    uint8_t *joined = NULL;
    const uint8_t *stream = first_idat;
    if (idat_chunks > 1) {
        joined = malloc(idat_total);
        if (!joined) return CPNG_ERR_FORMAT;
        size_t put = 0;
        for (const uint8_t *c = first_idat - 8; put < idat_total; ) {
            uint32_t size = get32(c);
            memcpy(joined + put, c + 8, size);
            put += size;
            c += 12 + (size_t)size;
        }
        stream = joined;
    }
    size_t n = (size_t)w * 4, raw_length = (n + 1) * h;
    /* Inflated straight into the caller's buffer (a row's filter byte more than the image),
       then unfiltered in place: no second 12 MB buffer to allocate and touch. */
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    size_t in_used = 0, out_used = 0;
    int ok = d
        && libdeflate_zlib_decompress_ex(d, stream, idat_total, out, raw_length, &in_used, &out_used) == LIBDEFLATE_SUCCESS
        && in_used == idat_total && out_used == raw_length && unfilter_in_place(out, h, n);
    if (d) libdeflate_free_decompressor(d);
    free(joined);
    return ok ? CPNG_OK : CPNG_ERR_FORMAT;
}
