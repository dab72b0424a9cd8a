/* The PNG reader: libpng behind return codes, bounded whatever the input claims. */
#include "cpng.h"
#include "cpng_sink.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The most any one chunk may allocate. Only PLTE, tRNS and IDAT are read (IDAT through
   libpng's 8 KiB buffer), so this only guards against a libpng path we did not foresee. */
enum { CHUNK_MALLOC_MAX = 1 << 20 };
/* How many ancillary chunks libpng may keep; we keep none (they are all skipped). */
enum { CHUNK_CACHE_MAX = 64 };
/* How much IDAT data may follow the image's last row. zlib's own encoders leave a few
   bytes (the end code and checksum); libpng inflates and discards whatever follows, so
   without a bound 1 MB of extra data would cost a gigabyte of decompression. */
enum { MAX_DATA_AFTER_IMAGE = 64 << 10 };
/* The signature and the IHDR chunk: checked before libpng starts. */
enum { HEAD_LENGTH = 8 + 4 + 4 + 13 + 4 };
/* "IDAT" as libpng numbers chunk types (its png_IDAT is private). */
#define IDAT_TYPE ((png_uint_32)0x49444154)

struct cpng_reader {
    png_structp png;
    png_infop info;
    cpng_error_sink sink;
    /* The status a longjmp out of libpng returns: what was being done when it failed. */
    int status;
    /* The source: bytes in memory (a file read whole by the caller, or data). */
    const uint8_t *bytes;
    size_t length;
    /* What messages call the source: "file" or "data". */
    const char *what;
    /* Bytes consumed so far, for "truncated at byte N". */
    size_t offset;
    uint32_t width, height;
    int interlaced;
    int pixels_read;
    /* IDAT bytes read after the last row was complete. */
    size_t after_image;
};

static uint32_t be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

/* Up to `length` bytes from the source; fewer only at its end. */
static size_t source_read(cpng_reader *r, uint8_t *out, size_t length) {
    size_t got = 0;
    if (r->offset < r->length) {
        got = r->length - r->offset < length ? r->length - r->offset : length;
        memcpy(out, r->bytes + r->offset, got);
    }
    r->offset += got;
    return got;
}

/* libpng's read callback. A short read is an error naming the byte where the data ends
   and the chunk it ends in, instead of libpng's bare "Read Error". */
static void read_data(png_structp png, png_bytep out, size_t length) {
    cpng_reader *r = (cpng_reader *)png_get_io_ptr(png);
    png_uint_32 state = png_get_io_state(png);
    png_uint_32 chunk = png_get_io_chunk_type(png);
    char text[200];
    if (r->pixels_read && (state & PNG_IO_CHUNK_DATA) && chunk == IDAT_TYPE &&
        (r->interlaced ? png_get_current_pass_number(png) >= 7 : png_get_current_row_number(png) >= r->height)) {
        r->after_image += length;
        if (r->after_image > MAX_DATA_AFTER_IMAGE) {
            snprintf(text, sizeof text, "IDAT: over %d KiB of compressed data after the image's last row", MAX_DATA_AFTER_IMAGE >> 10);
            png_error(png, text);
        }
    }
    if (source_read(r, out, length) == length) return;
    const char *what = r->what;
    char name[5] = {(char)(chunk >> 24), (char)(chunk >> 16), (char)(chunk >> 8), (char)chunk, 0};
    if (state & PNG_IO_CHUNK_DATA) {
        snprintf(text, sizeof text, "truncated at byte %zu: the %s ends inside its %s chunk", r->offset, what, name);
    } else if (state & PNG_IO_CHUNK_CRC) {
        snprintf(text, sizeof text, "truncated at byte %zu: the %s ends inside the checksum of its %s chunk", r->offset, what, name);
    } else {
        snprintf(text, sizeof text, "truncated at byte %zu: the %s ends before its IEND chunk", r->offset, what);
    }
    png_error(png, text);
}

/* The signature and the IHDR's size, checked before libpng allocates anything, so that
   the size limits get a message of their own (libpng only says "Invalid IHDR data"). */
static int check_head(const uint8_t *head, size_t length, cpng_limits limits, char *message, size_t message_size) {
    if (length == 0) {
        cpng_set_message(message, message_size, "not a PNG file (it is empty)");
        return CPNG_ERR_FORMAT;
    }
    if (length < 8 || png_sig_cmp(head, 0, 8) != 0) {
        cpng_set_message(message, message_size, "not a PNG file (bad signature)");
        return CPNG_ERR_FORMAT;
    }
    /* Shorter, or not starting with IHDR: libpng says what is wrong. */
    if (length < HEAD_LENGTH || memcmp(head + 12, "IHDR", 4) != 0) return CPNG_OK;
    uint32_t w = be32(head + 16), h = be32(head + 20);
    char text[200];
    if (w > limits.max_side || h > limits.max_side) {
        snprintf(text, sizeof text, "image is %u\xC3\x97%u px, over the limit of %u px a side", w, h, limits.max_side);
        cpng_set_message(message, message_size, text);
        return CPNG_ERR_LIMIT;
    }
    if ((uint64_t)w * h > limits.max_pixels) {
        snprintf(text, sizeof text, "image is %u\xC3\x97%u px = %llu px, over the limit of %llu px in all",
                 w, h, (unsigned long long)w * h, (unsigned long long)limits.max_pixels);
        cpng_set_message(message, message_size, text);
        return CPNG_ERR_LIMIT;
    }
    return CPNG_OK;
}

/* Creates the libpng reader with its limits and reads up to the first IDAT. */
static int start(cpng_reader *r, cpng_limits limits, uint32_t *width, uint32_t *height) {
    r->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &r->sink, cpng_on_error, cpng_on_warning);
    r->info = r->png ? png_create_info_struct(r->png) : NULL;
    if (!r->png || !r->info) {
        cpng_set_message(r->sink.message, r->sink.message_size, "out of memory creating the PNG reader");
        return CPNG_ERR_MEMORY;
    }
    png_structp png = r->png;
    png_infop info = r->info;
    r->status = CPNG_ERR_FORMAT;
    if (setjmp(png_jmpbuf(png))) return r->status;
    png_set_read_fn(png, r, read_data);
    png_set_sig_bytes(png, 8);
    r->offset = 8;
    png_set_user_limits(png, limits.max_side, limits.max_side);
    png_set_chunk_malloc_max(png, CHUNK_MALLOC_MAX);
    png_set_chunk_cache_max(png, CHUNK_CACHE_MAX);
    /* Skip every chunk but IHDR, PLTE, tRNS, IDAT and IEND without reading it into memory:
       libpng otherwise allocates (and clears) whatever length a tEXt/zTXt/iTXt claims,
       after only a warning that it is too large. */
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    if (w == 0 || h == 0 || w > limits.max_side || h > limits.max_side || (uint64_t)w * h > limits.max_pixels) {
        /* Unreachable after check_head and libpng's own limits; kept as the last guard. */
        r->status = CPNG_ERR_LIMIT;
        png_error(png, "image size over the limits");
    }
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    /* Normalise every PNG flavour to 8-bit RGBA. */
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unsupported PNG layout");
    r->width = w;
    r->height = h;
    r->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    *width = w;
    *height = h;
    return CPNG_OK;
}

/* The part of opening that both sources share; closes the reader on failure. */
static int open_reader(cpng_reader *r, const uint8_t *head, size_t head_length, cpng_limits limits,
                       cpng_reader **reader, uint32_t *width, uint32_t *height) {
    int status = check_head(head, head_length, limits, r->sink.message, r->sink.message_size);
    if (status == CPNG_OK) status = start(r, limits, width, height);
    if (status != CPNG_OK) {
        cpng_reader_close(r);
        return status;
    }
    *reader = r;
    return CPNG_OK;
}

static cpng_reader *new_reader(char *message, size_t message_size) {
    cpng_reader *r = calloc(1, sizeof *r);
    if (r) {
        r->sink.message = message;
        r->sink.message_size = message_size;
    } else {
        cpng_set_message(message, message_size, "out of memory creating the PNG reader");
    }
    return r;
}

int cpng_reader_open_memory(const uint8_t *bytes, size_t length, int is_file, cpng_limits limits, cpng_reader **reader,
                            uint32_t *width, uint32_t *height, char *message, size_t message_size) {
    if ((!bytes && length > 0) || !reader || !width || !height) {
        cpng_set_message(message, message_size, "invalid arguments to the PNG reader");
        return CPNG_ERR_ARGUMENT;
    }
    *reader = NULL;
    cpng_reader *r = new_reader(message, message_size);
    if (!r) return CPNG_ERR_MEMORY;
    r->bytes = bytes;
    r->length = length;
    r->what = is_file ? "file" : "data";
    return open_reader(r, bytes, length < HEAD_LENGTH ? length : HEAD_LENGTH, limits, reader, width, height);
}

int cpng_reader_read_rgba(cpng_reader *reader, uint8_t *rgba, size_t capacity,
                          char *message, size_t message_size) {
    if (!reader || !rgba || reader->pixels_read || capacity < (size_t)reader->width * reader->height * 4) {
        cpng_set_message(message, message_size, "invalid arguments to the PNG reader");
        return CPNG_ERR_ARGUMENT;
    }
    reader->pixels_read = 1;
    reader->sink.message = message;
    reader->sink.message_size = message_size;
    png_structp png = reader->png;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        return reader->status;
    }
    reader->status = CPNG_ERR_MEMORY;
    rows = malloc(sizeof(png_bytep) * reader->height);
    if (!rows) png_error(png, "out of memory for the image's rows");
    for (uint32_t y = 0; y < reader->height; y++) rows[y] = rgba + (size_t)y * reader->width * 4;
    reader->status = CPNG_ERR_FORMAT;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    return CPNG_OK;
}

void cpng_reader_close(cpng_reader *reader) {
    if (!reader) return;
    if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    free(reader);
}
