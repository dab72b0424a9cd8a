"""Reads a gallery's inspect/KEY.js files (galleryInspect("KEY", {...});) in Python, and picks
the element the page's inspector shows for a point, by the page's rule (docs/GALLERY.md):
the smallest frame holding the point; at equal area text and images before shapes, then the
one painted last."""
import json
import os
import re

CALL = re.compile(r'^\s*galleryInspect\(\s*("(?:[^"\\]|\\.)*")\s*,(.*)\)\s*;?\s*$', re.S)


def read_inspect(gallery_dir, inspect_path):
    with open(os.path.join(gallery_dir, inspect_path), encoding="utf-8") as f:
        m = CALL.match(f.read())
    if not m:
        raise ValueError("%s is not galleryInspect(\"KEY\", {...});" % inspect_path)
    info = json.loads(m.group(2))
    expand_ids(info)
    return json.loads(m.group(1)), info


def _utf16_prefix(text, units):
    return text.encode("utf-16-le")[:2 * units].decode("utf-16-le")


ELEMENT_NAMES = {"k": "kind", "f": "frame", "t": "text", "c": "colors", "l": "label", "r": "traits", "x": "contrast"}
CONTRAST_NAMES = {"v": "verdict", "n": "reason", "w": "worst", "m": "median", "q": "required",
                  "fg": "foreground", "bg": "background", "lt": "largeText"}


def _long_names(o, names):
    for short, name in names.items():
        if short in o:
            o[name] = o.pop(short)


def _short_names(o, names):
    return {next((s for s, n in names.items() if n == k), k): v for k, v in o.items()}


def expand_ids(info):
    """On disk an element's names are short and its id is stored against the one before it
    ("i": [shared, tail], shared in UTF-16 units, as the page reads it): gives back the long
    names and "id" as the page does."""
    previous = ""
    for e in info.get("elements") or []:
        _long_names(e, ELEMENT_NAMES)
        if isinstance(e.get("contrast"), dict):
            _long_names(e["contrast"], CONTRAST_NAMES)
        if isinstance(e.get("i"), list) and len(e["i"]) == 2:
            shared, tail = e.pop("i")
            e["id"] = _utf16_prefix(previous, shared) + tail
        previous = e.get("id", "")


def share_ids(elements):
    """The other way, short names and all (the fixture writes what proof writes)."""
    previous, out = "", []
    for e in elements:
        ident = e["id"]
        a, b = ident.encode("utf-16-le"), previous.encode("utf-16-le")
        n = 0
        while 2 * n + 1 < len(a) and 2 * n + 1 < len(b) and a[2 * n:2 * n + 2] == b[2 * n:2 * n + 2]:
            n += 1
        if n < len(a) // 2 and 0xDC00 <= int.from_bytes(a[2 * n:2 * n + 2], "little") <= 0xDFFF:
            n -= 1
        shared = dict(e)
        del shared["id"]
        if isinstance(shared.get("contrast"), dict):
            shared["contrast"] = _short_names(shared["contrast"], CONTRAST_NAMES)
        shared = _short_names(shared, ELEMENT_NAMES)
        shared["i"] = [n, a[2 * n:].decode("utf-16-le")]
        out.append(shared)
        previous = ident
    return out


def pick(elements, x, y):
    best, best_area, best_rank = -1, float("inf"), 9
    for i, e in enumerate(elements):
        fx, fy, fw, fh = e["frame"]
        if not (fx <= x < fx + fw and fy <= y < fy + fh):
            continue
        area, rank = fw * fh, 0 if e.get("kind") in ("text", "image") else 1
        if area < best_area or (area == best_area and rank <= best_rank):
            best, best_area, best_rank = i, area, rank
    return best


def variant_for_image(data, src):
    for app in data.get("apps") or []:
        for sc in app.get("screens") or []:
            for v in sc.get("variants") or []:
                if v.get("image") == src:
                    return v
    return None


def first_text_element(gallery_dir, image_src, data=None):
    """The first text element (with text) that the inspector picks at its frame's centre, for the
    variant whose image is image_src; with the inspect data's width. None when there is none."""
    if data is None:
        with open(os.path.join(gallery_dir, "data", "gallery.js"), encoding="utf-8") as f:
            body = f.read().strip()
        data = json.loads(body[body.index("=") + 1:].rstrip(";").strip())
    v = variant_for_image(data, image_src)
    if not v:
        return None
    _, info = read_inspect(gallery_dir, v["inspect"])
    els = info.get("elements") or []
    for i, e in enumerate(els):
        x, y, w, h = e["frame"]
        if e.get("kind") != "text" or not e.get("text") or w < 8 or h < 8:
            continue
        if x < 0 or y < 0 or x + w > info["width"] or y + h > info["height"]:
            continue
        if pick(els, x + w / 2, y + h / 2) == i:
            return dict(e, index=i, canvasWidth=info["width"], canvasHeight=info["height"])
    return None
