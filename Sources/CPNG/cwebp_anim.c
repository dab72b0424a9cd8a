/*
 * Animated WebP read back by libwebp's demuxer (libwebpdemux): the gallery's playing
 * animations are checked frame by frame against what was drawn. The writer is ours
 * (Render/AnimatedWebP.swift: VP8X, ANIM and ANMF chunks around our VP8L frames); this
 * file only decodes, so a test compares our bytes with libwebp's reading of them.
 */
#include "cwebp.h"

#include <stdio.h>
#include <string.h>
#include <webp/demux.h>

static void say(char *message, size_t size, const char *text) {
    if (message && size) snprintf(message, size, "%s", text);
}

static WebPAnimDecoder *open_decoder(const uint8_t *bytes, size_t length) {
    WebPAnimDecoderOptions options;
    if (!bytes || !WebPAnimDecoderOptionsInit(&options)) return NULL;
    options.color_mode = MODE_RGBA; /* straight alpha, as cwebp_decode_rgba */
    options.use_threads = 0;
    WebPData data = { bytes, length };
    return WebPAnimDecoderNew(&data, &options);
}

int cwebp_anim_size(const uint8_t *bytes, size_t length, cpng_limits limits, uint32_t max_frames, uint32_t *width,
                    uint32_t *height, uint32_t *frames, char *message, size_t message_size) {
    *width = 0; *height = 0; *frames = 0;
    WebPAnimDecoder *decoder = open_decoder(bytes, length);
    if (!decoder) { say(message, message_size, "not an animated WebP file, or a corrupt one"); return CPNG_ERR_FORMAT; }
    WebPAnimInfo info;
    int ok = WebPAnimDecoderGetInfo(decoder, &info);
    WebPAnimDecoderDelete(decoder);
    if (!ok || info.canvas_width == 0 || info.canvas_height == 0 || info.frame_count == 0) {
        say(message, message_size, "an animated WebP without a canvas or frames");
        return CPNG_ERR_FORMAT;
    }
    uint64_t pixels = (uint64_t)info.canvas_width * info.canvas_height;
    if (info.canvas_width > limits.max_side || info.canvas_height > limits.max_side || pixels > limits.max_pixels ||
        info.frame_count > max_frames || pixels * info.frame_count > limits.max_pixels) {
        if (message && message_size)
            snprintf(message, message_size, "a %u×%u px animated WebP of %u frames is larger than this reader accepts "
                     "(%u px a side, %llu px in all its frames, %u frames)", info.canvas_width, info.canvas_height,
                     info.frame_count, limits.max_side, (unsigned long long)limits.max_pixels, max_frames);
        return CPNG_ERR_LIMIT;
    }
    *width = info.canvas_width; *height = info.canvas_height; *frames = info.frame_count;
    return CPNG_OK;
}

int cwebp_anim_decode(const uint8_t *bytes, size_t length, uint8_t *rgba, size_t capacity, uint32_t width,
                      uint32_t height, uint32_t frames, int32_t *end_times, char *message, size_t message_size) {
    size_t frame_bytes = (size_t)width * height * 4;
    if (!rgba || !end_times || frames == 0 || capacity / frames < frame_bytes) {
        say(message, message_size, "no room for the decoded frames");
        return CPNG_ERR_ARGUMENT;
    }
    WebPAnimDecoder *decoder = open_decoder(bytes, length);
    if (!decoder) { say(message, message_size, "not an animated WebP file, or a corrupt one"); return CPNG_ERR_FORMAT; }
    WebPAnimInfo info;
    if (!WebPAnimDecoderGetInfo(decoder, &info) || info.canvas_width != width || info.canvas_height != height ||
        info.frame_count != frames) {
        WebPAnimDecoderDelete(decoder);
        say(message, message_size, "the animated WebP changed between reading its size and its frames");
        return CPNG_ERR_ARGUMENT;
    }
    for (uint32_t k = 0; k < frames; k++) {
        uint8_t *canvas = NULL;
        int end = 0;
        if (!WebPAnimDecoderHasMoreFrames(decoder) || !WebPAnimDecoderGetNext(decoder, &canvas, &end) || !canvas) {
            WebPAnimDecoderDelete(decoder);
            if (message && message_size) snprintf(message, message_size, "frame %u of the animated WebP is corrupt", k + 1);
            return CPNG_ERR_FORMAT;
        }
        memcpy(rgba + k * frame_bytes, canvas, frame_bytes);
        end_times[k] = end;
    }
    WebPAnimDecoderDelete(decoder);
    return CPNG_OK;
}
