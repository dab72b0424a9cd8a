/*
 * Lossless WebP (libwebp) for the gallery's pictures, with the PNG code's status codes
 * (CPNG_OK, CPNG_ERR_*) and message convention.
 */
#pragma once
#include "cpng.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Encodes Cairo's native-endian premultiplied ARGB32 (`stride` bytes a row) as lossless
   WebP with libwebp's encoder (for comparison with ours, below): `method` 0…6 and
   `quality` 0…100 are its effort settings. On success *out
   (free with cwebp_free) holds *length bytes. Deterministic: one thread. */
int cwebp_encode_argb32_lossless(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, int method,
                                 int quality, uint8_t **out, size_t *length, char *message, size_t message_size);

/* Our own lossless encoder (cwebp_fast.c): one pass of choices, a few milliseconds a screen
   more than the fast PNG and well under half its size on rendered screens. On success *out (free with cpng_free)
   holds *length bytes of a RIFF WebP file. */
int cwebp_encode_argb32_fast(const uint8_t *data, uint32_t width, uint32_t height, size_t stride, uint8_t **out,
                             size_t *length, char *message, size_t message_size);

/* The size of a WebP in memory, refused (CPNG_ERR_LIMIT) beyond `limits`. */
int cwebp_size(const uint8_t *bytes, size_t length, cpng_limits limits, uint32_t *width, uint32_t *height,
               char *message, size_t message_size);

/* Decodes a WebP of `width` × `height` (from cwebp_size) into straight RGBA8, rows packed. */
int cwebp_decode_rgba(const uint8_t *bytes, size_t length, uint8_t *rgba, size_t capacity, uint32_t width,
                      uint32_t height, char *message, size_t message_size);

void cwebp_free(void *pointer);

#ifdef __cplusplus
}
#endif
