/*
 * What the writer (cpng.c) and the reader (cpng_read.c) share: libpng's error callback,
 * which records the message for the caller and longjmps back to the guarding setjmp.
 * Private to CPNG (not in include/).
 */
#pragma once
#include <png.h>
#include <stdio.h>
#include <string.h>

/* Carried through libpng's error pointer so the callbacks can record the message. */
typedef struct {
    char *message;
    size_t message_size;
    /* The last warning and the chunk it was about: an error in the same chunk names it
       (libpng says "Invalid IHDR data" and leaves the why to its warnings). */
    char warning[128];
    png_uint_32 warning_chunk;
} cpng_error_sink;

static inline void cpng_set_message(char *message, size_t size, const char *text) {
    if (message && size > 0) snprintf(message, size, "%s", text);
}

static inline void cpng_on_error(png_structp png, png_const_charp text) {
    cpng_error_sink *sink = (cpng_error_sink *)png_get_error_ptr(png);
    if (sink) {
        if (sink->warning[0] && sink->warning_chunk == png_get_io_chunk_type(png) && strcmp(sink->warning, text) != 0) {
            char combined[320];
            snprintf(combined, sizeof combined, "%s (%s)", text, sink->warning);
            cpng_set_message(sink->message, sink->message_size, combined);
        } else {
            cpng_set_message(sink->message, sink->message_size, text);
        }
    }
    png_longjmp(png, 1);
}

/* Warnings (a bad CRC in an ancillary chunk, an oversized text chunk that is skipped) are
   not failures; the last one is kept to explain an error that follows in the same chunk. */
static inline void cpng_on_warning(png_structp png, png_const_charp text) {
    cpng_error_sink *sink = (cpng_error_sink *)png_get_error_ptr(png);
    if (!sink) return;
    snprintf(sink->warning, sizeof sink->warning, "%s", text);
    sink->warning_chunk = png_get_io_chunk_type(png);
}
