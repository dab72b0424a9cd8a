#!/usr/bin/env python3
"""Draws the image sets of Examples/StepCounter's asset catalogue (our own art, no
dependencies): a trail banner (light and dark, @2x and @3x) and a footprints template
icon (@2x and @3x). Run from the repository root; it rewrites the PNGs in place.
"""
import math
import os
import struct
import zlib

CATALOGUE = "Examples/StepCounter/StepCounter/Assets.xcassets"


def write_png(path, width, height, pixel):
    """`pixel(x, y)` -> (r, g, b, a) floats 0..1 at the pixel's centre, 2x2 supersampled."""
    rows = bytearray()
    offsets = ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75))
    for y in range(height):
        rows.append(0)
        for x in range(width):
            acc = [0.0, 0.0, 0.0, 0.0]
            for dx, dy in offsets:
                r, g, b, a = pixel(x + dx, y + dy)
                acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
            a = acc[3] / 4
            if a > 0:
                rows += bytes(round(min(1, c / acc[3]) * 255) for c in acc[:3])
            else:
                rows += b"\0\0\0"
            rows.append(round(a * 255))
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def hexrgb(h):
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def banner(dark):
    """A trail over two hills under the sky; u, v are 0..1 across and down."""
    sky_top, sky_bottom = (hexrgb("0B1D3A"), hexrgb("27466E")) if dark else (hexrgb("8EC9F0"), hexrgb("E3F3FB"))
    far, near = (hexrgb("1E4D3A"), hexrgb("173B2C")) if dark else (hexrgb("6DBE7A"), hexrgb("3F9A52"))
    path_colour = hexrgb("8C7A5B") if dark else hexrgb("E8D6AE")
    disc = hexrgb("F2F0E6") if dark else hexrgb("FFD66B")

    def pixel(u, v):
        colour = mix(sky_top, sky_bottom, v)
        # The sun (a moon at night): a disc at the upper right.
        if (u - 0.80) ** 2 * 8.2 + (v - 0.30) ** 2 < 0.012:
            colour = disc
        if v > 0.55 - 0.12 * math.sin(u * 5.2 + 0.6):
            colour = far
        if v > 0.72 - 0.10 * math.sin(u * 3.1 + 2.2):
            colour = near
            # The trail winds from the bottom left toward the far hill.
            centre = 0.18 + 0.55 * (1 - v) ** 0.8 + 0.06 * math.sin(v * 14)
            half = 0.015 + 0.09 * (v - 0.6)
            if abs(u - centre) < half:
                colour = path_colour
        return colour + (1.0,)
    return pixel


def footprints(u, v):
    """Two footprints, alpha only (a template image): soles and toes as ellipses."""
    def foot(cx, cy, flip):
        inside = ((u - cx) / 0.13) ** 2 + ((v - cy) / 0.22) ** 2 < 1
        for i, (dx, dy, r) in enumerate(((-0.07, -0.29, 0.045), (0.0, -0.31, 0.04), (0.06, -0.28, 0.035), (0.1, -0.23, 0.03))):
            tx = cx + (dx if not flip else -dx)
            inside |= (u - tx) ** 2 + (v - (cy + dy)) ** 2 < r * r
        return inside
    on = foot(0.33, 0.62, False) or foot(0.67, 0.42, True)
    return (0.0, 0.0, 0.0, 1.0 if on else 0.0)


def main():
    for scale in (2, 3):
        w, h = 343 * scale, 120 * scale
        for dark in (False, True):
            name = "trail-%s@%dx.png" % ("dark" if dark else "light", scale)
            pixel = banner(dark)
            write_png(os.path.join(CATALOGUE, "TrailBanner.imageset", name), w, h, lambda x, y: pixel(x / w, y / h))
        side = 24 * scale
        write_png(os.path.join(CATALOGUE, "Footprints.imageset", "footprints@%dx.png" % scale), side, side,
                  lambda x, y: footprints(x / side, y / side))


if __name__ == "__main__":
    main()
