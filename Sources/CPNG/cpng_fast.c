/*
 * The fast PNG encoder: frames and gallery images, where encoding time matters more than
 * size. No filters (every scanline's filter byte is 0), so the PNG is just the unpremultiplied
 * RGBA rows, deflated in one piece by libdeflate — several times faster than zlib at its
 * fastest level, and smaller — and wrapped in the four chunks a PNG needs (cpng_container.h).
 * No libpng call: nothing here can longjmp, and every error is a return code.
 */
#include "cpng.h"
#include "cpng_container.h"
#include "cpng_rows.h"

#include <stdlib.h>

int cpng_encode_argb32_fast(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int level,
                            uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    size_t raw_length = cpng_raw_length(data, width, height, stride, level, out, out_length, message, message_size);
    if (raw_length == 0) return CPNG_ERR_ARGUMENT;
    size_t row_bytes = 1 + (size_t)width * 4;
    uint8_t *raw = malloc(raw_length);
    if (!raw) {
        cpng_set_message(message, message_size, "out of memory encoding the PNG");
        return CPNG_ERR_MEMORY;
    }
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = raw + (size_t)y * row_bytes;
        row[0] = 0; /* filter: none */
        cpng_unpremultiply_row(data + (size_t)y * stride, row + 1, width);
    }
    return cpng_wrap(raw, raw_length, width, height, level, out, out_length, message, message_size);
}
