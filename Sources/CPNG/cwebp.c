/*
 * libwebp's side of WebP: the decoder (the gallery's WebP pictures read back by `proof
 * diff` and the tests) and its lossless encoder, kept to compare ours (cwebp_fast.c) with.
 * libwebp reports errors as return values, so unlike libpng it needs no setjmp guard.
 */
#include "cwebp.h"
#include "cpng_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/encode.h>

static void say(char *message, size_t size, const char *text) {
    if (message && size) snprintf(message, size, "%s", text);
}

static const char *encoding_error(WebPEncodingError e) {
    switch (e) {
    case VP8_ENC_ERROR_OUT_OF_MEMORY: case VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: return "out of memory";
    case VP8_ENC_ERROR_BAD_DIMENSION: return "the picture is larger than WebP allows (16383 px a side)";
    case VP8_ENC_ERROR_FILE_TOO_BIG: return "the picture does not fit in a WebP file (4 GiB)";
    default: return "libwebp refused the picture";
    }
}

int cwebp_encode_argb32_lossless(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int method,
                                 int quality, uint8_t **out, size_t *length, char *message, size_t message_size) {
    *out = NULL; *length = 0;
    if (!data || width == 0 || height == 0 || stride < (size_t)width * 4 || method < 0 || method > 6 || quality < 0 ||
        quality > 100) {
        say(message, message_size, "a picture with no pixels, a short row or an unknown WebP setting");
        return CPNG_ERR_ARGUMENT;
    }
    if (width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION) {
        say(message, message_size, "the picture is larger than WebP allows (16383 px a side)");
        return CPNG_ERR_LIMIT;
    }
    WebPConfig config;
    WebPPicture picture;
    if (!WebPConfigInit(&config) || !WebPPictureInit(&picture)) {
        say(message, message_size, "this libwebp does not match the headers it was built with");
        return CPNG_ERR_ARGUMENT;
    }
    /* Lossless, one thread (the gallery already keeps both cores busy, and one thread
       gives the same bytes every run). `exact` stays 0: the colour under a fully clear
       pixel is not kept — nobody can see it. */
    config.lossless = 1;
    config.method = method;
    config.quality = (float)quality;
    config.thread_level = 0;
    picture.use_argb = 1;
    picture.width = (int)width;
    picture.height = (int)height;

    uint8_t *rgba = malloc((size_t)width * height * 4);
    if (!rgba) { say(message, message_size, "out of memory"); return CPNG_ERR_MEMORY; }
    for (uint32_t y = 0; y < height; y++)
        cpng_unpremultiply_row(data + (size_t)y * stride, rgba + (size_t)y * width * 4, width);
    int imported = WebPPictureImportRGBA(&picture, rgba, (int)width * 4);
    free(rgba);
    if (!imported) {
        WebPPictureFree(&picture);
        say(message, message_size, "out of memory");
        return CPNG_ERR_MEMORY;
    }
    WebPMemoryWriter writer;
    WebPMemoryWriterInit(&writer);
    picture.writer = WebPMemoryWrite;
    picture.custom_ptr = &writer;
    int ok = WebPEncode(&config, &picture);
    WebPEncodingError error = picture.error_code;
    WebPPictureFree(&picture);
    if (!ok) {
        WebPMemoryWriterClear(&writer);
        say(message, message_size, encoding_error(error));
        return error == VP8_ENC_ERROR_OUT_OF_MEMORY || error == VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY ? CPNG_ERR_MEMORY
                                                                                                   : CPNG_ERR_LIMIT;
    }
    *out = writer.mem;
    *length = writer.size;
    return CPNG_OK;
}

int cwebp_size(const uint8_t *bytes, size_t length, cpng_limits limits, uint32_t *width, uint32_t *height,
               char *message, size_t message_size) {
    int w = 0, h = 0;
    *width = 0; *height = 0;
    if (!bytes || !WebPGetInfo(bytes, length, &w, &h) || w <= 0 || h <= 0) {
        say(message, message_size, "not a WebP file, or a corrupt one");
        return CPNG_ERR_FORMAT;
    }
    if ((uint32_t)w > limits.max_side || (uint32_t)h > limits.max_side ||
        (uint64_t)w * (uint64_t)h > limits.max_pixels) {
        if (message && message_size)
            snprintf(message, message_size, "a %d×%d px WebP is larger than this reader accepts (%u px a side, %llu px)",
                     w, h, limits.max_side, (unsigned long long)limits.max_pixels);
        return CPNG_ERR_LIMIT;
    }
    *width = (uint32_t)w; *height = (uint32_t)h;
    return CPNG_OK;
}

int cwebp_decode_rgba(const uint8_t *bytes, size_t length, uint8_t *rgba, size_t capacity, uint32_t width,
                      uint32_t height, char *message, size_t message_size) {
    if (!bytes || !rgba || capacity < (size_t)width * height * 4) {
        say(message, message_size, "no room for the decoded pixels");
        return CPNG_ERR_ARGUMENT;
    }
    if (!WebPDecodeRGBAInto(bytes, length, rgba, capacity, (int)width * 4)) {
        say(message, message_size, "not a WebP file, or a corrupt one");
        return CPNG_ERR_FORMAT;
    }
    return CPNG_OK;
}

void cwebp_free(void *pointer) { WebPFree(pointer); }

