/*
 * Length-limited Huffman codes and the dynamic block header (see cpng_huffman.h). The code
 * lengths come from the two-queue Huffman construction over the symbols sorted by count,
 * then, when too long, miniz's fix-up (lengths over the limit become the limit and the Kraft
 * sum is brought back to 1 by lengthening the longest shorter codes).
 */
#include "cpng_huffman.h"

#include <stdlib.h>

/* Deflate's 288 literal/length symbols, or VP8L's green alphabet with a colour cache of
   2^11 entries (cwebp_fast.c). */
enum { CPNG_MAX_SYMBOLS = 256 + 24 + 2048 };

static int cpng_compare_keys(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

void cpng_huffman_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    uint64_t keys[CPNG_MAX_SYMBOLS];
    int used = 0;
    for (int s = 0; s < n; s++) {
        lengths[s] = 0;
        if (freq[s]) keys[used++] = (uint64_t)freq[s] << 16 | (uint64_t)s;
    }
    if (used < 2) {
        int first = used ? (int)(keys[0] & 0xffff) : 0;
        lengths[first] = 1;
        lengths[first == 0 ? 1 : 0] = 1;
        return;
    }
    qsort(keys, (size_t)used, sizeof keys[0], cpng_compare_keys);

    /* Leaves 0…used-1 (ascending weight), internal nodes after them in the order made,
       which is also ascending weight: the two queues. */
    uint64_t weight[2 * CPNG_MAX_SYMBOLS];
    int parent[2 * CPNG_MAX_SYMBOLS];
    for (int i = 0; i < used; i++) weight[i] = keys[i] >> 16;
    int leaf = 0, inner = used, next = used;
    for (int k = 0; k < used - 1; k++) {
        int pick[2];
        for (int j = 0; j < 2; j++) {
            if (leaf < used && (inner >= next || weight[leaf] <= weight[inner])) pick[j] = leaf++;
            else pick[j] = inner++;
        }
        weight[next] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = next;
        next++;
    }
    /* Depths: a parent is always made after its children, so walk down from the root. */
    int depth[2 * CPNG_MAX_SYMBOLS];
    int root = next - 1;
    depth[root] = 0;
    int count[33] = {0};
    for (int node = root - 1; node >= 0; node--) {
        depth[node] = depth[parent[node]] + 1;
        if (node < used) count[depth[node] > limit ? limit : depth[node]]++;
    }
    uint32_t total = 0;
    for (int i = limit; i > 0; i--) total += (uint32_t)count[i] << (limit - i);
    while (total != (1u << limit)) {
        count[limit]--;
        for (int i = limit - 1; i > 0; i--) {
            if (count[i]) {
                count[i]--;
                count[i + 1] += 2;
                break;
            }
        }
        total--;
    }
    /* The least frequent symbols (first in `keys`) take the longest codes. */
    int at = 0;
    for (int len = limit; len > 0; len--) {
        for (int c = count[len]; c > 0; c--) lengths[keys[at++] & 0xffff] = (uint8_t)len;
    }
}

void cpng_huffman_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[16] = {0};
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    uint32_t next[16];
    uint32_t code = 0;
    for (int len = 1; len < 16; len++) {
        code = (code + (uint32_t)count[len - 1]) << 1;
        next[len] = code;
    }
    for (int s = 0; s < n; s++) {
        int len = lengths[s];
        if (!len) { codes[s] = 0; continue; }
        uint32_t c = next[len]++, reversed = 0;
        for (int i = 0; i < len; i++) reversed |= ((c >> i) & 1u) << (len - 1 - i);
        codes[s] = (uint16_t)reversed;
    }
}

int cpng_code_length_runs(const uint8_t *lengths, int n, uint8_t *symbol, uint8_t *extra, uint32_t *freq) {
    int items = 0;
    for (int i = 0; i < n;) {
        int len = lengths[i], run = 1;
        while (i + run < n && lengths[i + run] == len) run++;
        int left = run;
        if (len == 0) {
            while (left >= 11) { int r = left > 138 ? 138 : left; symbol[items] = 18; extra[items++] = (uint8_t)(r - 11); left -= r; }
            if (left >= 3) { symbol[items] = 17; extra[items++] = (uint8_t)(left - 3); left = 0; }
        } else {
            symbol[items] = (uint8_t)len; extra[items++] = 0; left--;
            while (left >= 3) { int r = left > 6 ? 6 : left; symbol[items] = 16; extra[items++] = (uint8_t)(r - 3); left -= r; }
        }
        while (left > 0) { symbol[items] = (uint8_t)len; extra[items++] = 0; left--; }
        i += run;
    }
    for (int k = 0; k < items; k++) freq[symbol[k]]++;
    return items;
}

void cpng_write_dynamic_header(cpng_bits *w, int final, const uint8_t *litlen, const uint8_t *dist, int ndist) {
    int nlit = 286;
    while (nlit > 257 && litlen[nlit - 1] == 0) nlit--;
    uint8_t all[286 + 30];
    memcpy(all, litlen, (size_t)nlit);
    memcpy(all + nlit, dist, (size_t)ndist);
    int total = nlit + ndist;

    uint8_t symbol[286 + 30], extra[286 + 30];
    uint8_t cl_lengths[19];
    uint16_t cl_codes[19];
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int ncl;
    int items = cpng_code_length_code(all, total, order, symbol, extra, cl_lengths, cl_codes, &ncl);

    cpng_bits_put(w, final ? 1u : 0u, 1);
    cpng_bits_put(w, 2, 2);
    cpng_bits_put(w, (uint32_t)(nlit - 257), 5);
    cpng_bits_put(w, (uint32_t)(ndist - 1), 5);
    cpng_bits_put(w, (uint32_t)(ncl - 4), 4);
    for (int k = 0; k < ncl; k++) cpng_bits_put(w, cl_lengths[order[k]], 3);
    cpng_put_code_lengths(w, symbol, extra, items, cl_lengths, cl_codes);
}

int cpng_code_length_code(const uint8_t *lengths, int n, const uint8_t order[19], uint8_t *symbol, uint8_t *extra,
                          uint8_t cl_lengths[19], uint16_t cl_codes[19], int *ncl) {
    uint32_t freq[19] = {0};
    int items = cpng_code_length_runs(lengths, n, symbol, extra, freq);
    cpng_huffman_lengths(freq, 19, 7, cl_lengths);
    cpng_huffman_codes(cl_lengths, 19, cl_codes);
    *ncl = 19;
    while (*ncl > 4 && cl_lengths[order[*ncl - 1]] == 0) (*ncl)--;
    return items;
}

void cpng_put_code_lengths(cpng_bits *w, const uint8_t *symbol, const uint8_t *extra, int items, const uint8_t cl_lengths[19],
                           const uint16_t cl_codes[19]) {
    static const uint8_t extra_bits[19] = {[16] = 2, [17] = 3, [18] = 7};
    for (int k = 0; k < items; k++) {
        cpng_bits_put(w, cl_codes[symbol[k]], cl_lengths[symbol[k]]);
        if (extra_bits[symbol[k]]) cpng_bits_put(w, extra[k], extra_bits[symbol[k]]);
    }
}
