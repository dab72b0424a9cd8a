/*
 * Cairo's premultiplied ARGB32 rows as PNG's straight RGBA: shared by the libpng writer
 * (cpng.c) and the libdeflate writers (cpng_fast.c, cpng_filtered.c). Private to CPNG
 * (not in include/).
 */
#pragma once
#include <stdint.h>
#include <string.h>

/* ceil(2^24 / a) for a = 1…255 (0 for a = 0): c·255 + a/2 (< 2^16) times this, shifted
   right by 24, is exactly (c·255 + a/2) / a — the error, under 2^16/2^24, is less than the
   1/a that the fraction of the true quotient stays below 1 by — so a translucent pixel
   costs three multiplies instead of three divisions, and alpha 0 gives 0 with no branch.
   Checked for every (c, a) by RenderTests' unpremultiply test through the encoders. */
static const uint32_t cpng_reciprocal[256] = {
    0u, 16777216u, 8388608u, 5592406u, 4194304u, 3355444u, 2796203u, 2396746u,
    2097152u, 1864136u, 1677722u, 1525202u, 1398102u, 1290556u, 1198373u, 1118482u,
    1048576u, 986896u, 932068u, 883012u, 838861u, 798916u, 762601u, 729445u,
    699051u, 671089u, 645278u, 621379u, 599187u, 578525u, 559241u, 541201u,
    524288u, 508401u, 493448u, 479350u, 466034u, 453439u, 441506u, 430186u,
    419431u, 409201u, 399458u, 390168u, 381301u, 372828u, 364723u, 356963u,
    349526u, 342393u, 335545u, 328966u, 322639u, 316552u, 310690u, 305041u,
    299594u, 294338u, 289263u, 284360u, 279621u, 275037u, 270601u, 266306u,
    262144u, 258112u, 254201u, 250407u, 246724u, 243149u, 239675u, 236299u,
    233017u, 229825u, 226720u, 223697u, 220753u, 217886u, 215093u, 212370u,
    209716u, 207127u, 204601u, 202136u, 199729u, 197380u, 195084u, 192842u,
    190651u, 188509u, 186414u, 184366u, 182362u, 180401u, 178482u, 176603u,
    174763u, 172961u, 171197u, 169467u, 167773u, 166112u, 164483u, 162886u,
    161320u, 159784u, 158276u, 156797u, 155345u, 153920u, 152521u, 151147u,
    149797u, 148471u, 147169u, 145889u, 144632u, 143396u, 142180u, 140986u,
    139811u, 138655u, 137519u, 136401u, 135301u, 134218u, 133153u, 132105u,
    131072u, 130056u, 129056u, 128071u, 127101u, 126145u, 125204u, 124276u,
    123362u, 122462u, 121575u, 120700u, 119838u, 118988u, 118150u, 117324u,
    116509u, 115705u, 114913u, 114131u, 113360u, 112599u, 111849u, 111108u,
    110377u, 109656u, 108943u, 108241u, 107547u, 106862u, 106185u, 105518u,
    104858u, 104207u, 103564u, 102928u, 102301u, 101681u, 101068u, 100463u,
    99865u, 99274u, 98690u, 98113u, 97542u, 96979u, 96421u, 95870u,
    95326u, 94787u, 94255u, 93728u, 93207u, 92692u, 92183u, 91679u,
    91181u, 90688u, 90201u, 89718u, 89241u, 88769u, 88302u, 87839u,
    87382u, 86929u, 86481u, 86038u, 85599u, 85164u, 84734u, 84308u,
    83887u, 83469u, 83056u, 82647u, 82242u, 81841u, 81443u, 81050u,
    80660u, 80274u, 79892u, 79513u, 79138u, 78767u, 78399u, 78034u,
    77673u, 77315u, 76960u, 76609u, 76261u, 75916u, 75574u, 75235u,
    74899u, 74566u, 74236u, 73909u, 73585u, 73263u, 72945u, 72629u,
    72316u, 72006u, 71698u, 71393u, 71090u, 70790u, 70493u, 70198u,
    69906u, 69616u, 69328u, 69043u, 68760u, 68479u, 68201u, 67924u,
    67651u, 67379u, 67109u, 66842u, 66577u, 66314u, 66053u, 65794u,
};

/* Swaps R and B of an opaque native-endian ARGB32 word: little-endian bytes R, G, B, A. */
static inline uint32_t cpng_swizzle(uint32_t p) {
    return (p & 0xff00ff00u) | ((p >> 16) & 0xffu) | ((p & 0xffu) << 16);
}

/* One translucent (or clear) pixel as straight RGBA bytes R, G, B, A in a little-endian word. */
static inline uint32_t cpng_unpremultiply_pixel(uint32_t p) {
    uint32_t a = p >> 24;
    uint64_t m = cpng_reciprocal[a], half = a / 2;
    uint32_t r = (uint32_t)((((p >> 16) & 0xff) * 255 + half) * m >> 24);
    uint32_t g = (uint32_t)((((p >> 8) & 0xff) * 255 + half) * m >> 24);
    uint32_t b = (uint32_t)(((p & 0xff) * 255 + half) * m >> 24);
    /* A colour over its alpha (not valid premultiplied data) is clamped, as before. */
    if (r > 255) r = 255;
    if (g > 255) g = 255;
    if (b > 255) b = 255;
    return r | g << 8 | b << 16 | a << 24;
}

static inline void cpng_unpremultiply_row(const uint8_t *src, uint8_t *dst, uint32_t width) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* Rows that are wholly opaque (most rows of a screen) only swap R and B: a branch-free
       loop the compiler vectorises; other rows take the per-pixel test. */
    uint32_t all = 0xffffffffu;
    for (uint32_t x = 0; x < width; x++) {
        uint32_t w;
        memcpy(&w, src + 4 * (size_t)x, 4);
        all &= w;
    }
    if ((all >> 24) == 0xff) {
        for (uint32_t x = 0; x < width; x++) {
            uint32_t p;
            memcpy(&p, src + 4 * (size_t)x, 4);
            uint32_t q = cpng_swizzle(p);
            memcpy(dst + 4 * (size_t)x, &q, 4);
        }
        return;
    }
    for (uint32_t x = 0; x < width; x++) {
        uint32_t p;
        memcpy(&p, src + 4 * (size_t)x, 4);
        uint32_t q = (p >> 24) == 0xff ? cpng_swizzle(p) : cpng_unpremultiply_pixel(p);
        memcpy(dst + 4 * (size_t)x, &q, 4);
    }
#else
    for (uint32_t x = 0; x < width; x++) {
        uint32_t p;
        memcpy(&p, src + 4 * (size_t)x, 4); /* the native word is the ARGB value */
        uint32_t q = (p >> 24) == 0xff ? cpng_swizzle(p) : cpng_unpremultiply_pixel(p);
        dst[4 * x + 0] = (uint8_t)q; dst[4 * x + 1] = (uint8_t)(q >> 8);
        dst[4 * x + 2] = (uint8_t)(q >> 16); dst[4 * x + 3] = (uint8_t)(q >> 24);
    }
#endif
}
