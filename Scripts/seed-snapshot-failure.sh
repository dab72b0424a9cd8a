#!/bin/sh
# Seeds what a failing snapshot run leaves, for `proof gallery --snapshots DIR` (the browser
# test's snapshot-review page), and prints DIR:
#
#   DIR=$(Scripts/seed-snapshot-failure.sh [DIR])
#   proof gallery --snapshots "$DIR" --out out/gallery
#
# Two failures, made from real references in snapshots/ (read, never changed):
# - AirFit's dashboard with a 60 × 24 px block of it inverted, left as DesignProofTesting
#   leaves a failure: swift-snapshot-testing's failed image DIR/AirFitSnapshotTests/… and our
#   record DIR/designproof/airfit/airfit.dashboard-1x.json naming it and the reference;
# - Cal AI's gender screen 4 px shorter, left as a bare swift-snapshot-testing artifact
#   DIR/CalAISnapshotTests/calai.gender-1x.png (no record: its reference is found by name),
#   which the gallery shows as a size mismatch.
#
# DIR defaults to a new temporary folder; an existing DIR gets the files added. Needs only
# python3's standard library (PNG decoding and encoding with zlib).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-}
if [ -z "$dir" ]; then dir=$(mktemp -d "${TMPDIR:-/tmp}/designproof-snapshot-failure.XXXXXX"); fi
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

for f in "$root/snapshots/airfit/airfit.dashboard-1x.png" "$root/snapshots/calai/calai.gender-1x.png"; do
  if [ ! -f "$f" ]; then echo "seed-snapshot-failure: $f is missing: run from a DesignProof checkout" >&2; exit 74; fi
done
command -v python3 >/dev/null 2>&1 || { echo "seed-snapshot-failure: python3 is not installed: apt-get install python3" >&2; exit 74; }

python3 - "$root" "$dir" <<'EOF'
import json, os, struct, sys, zlib

root, out = sys.argv[1], sys.argv[2]

def read_png(path):
    """8-bit RGBA or RGB, not interlaced (what Cairo's PNGs in snapshots/ are)."""
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', path + ': not a PNG'
    pos, idat = 8, b''
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            w, h, depth, colour, _, _, interlace = struct.unpack('>IIBBBBB', body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, path + ': not 8-bit RGB(A) without interlacing'
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    bpp = 4 if colour == 6 else 3
    raw, stride = zlib.decompress(idat), w * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(h):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], (prev[x - bpp] if x >= bpp else 0)
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    if bpp == 3:
        rows = [bytearray(b''.join(bytes(r[x:x + 3]) + b'\xff' for x in range(0, stride, 3))) for r in rows]
    return w, h, rows

def write_png(path, w, rows):
    def chunk(kind, body):
        return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body) & 0xffffffff)
    raw = b''.join(b'\x00' + bytes(r) for r in rows)
    png = (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, len(rows), 8, 6, 0, 0, 0))
           + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + '.tmp'
    open(tmp, 'wb').write(png)
    os.replace(tmp, path)

# 1. The dashboard with a block inverted, and DesignProofTesting's record of it.
reference = os.path.join(root, 'snapshots/airfit/airfit.dashboard-1x.png')
w, h, rows = read_png(reference)
for y in range(120, 144):
    for x in range(40, 100):
        for c in range(3):
            rows[y][x * 4 + c] = 255 - rows[y][x * 4 + c]
actual = os.path.join(out, 'AirFitSnapshotTests/airfit.dashboard-1x.png')
write_png(actual, w, rows)
record = {
    'name': 'dashboard@1x', 'folder': 'airfit', 'test': 'AppsTests.AirFitSnapshotTests/screenInBothAppearances',
    'reference': reference, 'actual': actual, 'heatmap': None,
    'message': 'Snapshot "dashboard@1x" does not match reference. (seeded by Scripts/seed-snapshot-failure.sh)',
}
path = os.path.join(out, 'designproof/airfit/airfit.dashboard-1x.json')
os.makedirs(os.path.dirname(path), exist_ok=True)
open(path + '.tmp', 'w').write(json.dumps(record, indent=2, sort_keys=True) + '\n')
os.replace(path + '.tmp', path)

# 2. Cal AI's gender screen 4 px shorter, as a bare artifact.
w, h, rows = read_png(os.path.join(root, 'snapshots/calai/calai.gender-1x.png'))
write_png(os.path.join(out, 'CalAISnapshotTests/calai.gender-1x.png'), w, rows[:h - 4])
EOF
echo "$dir"
