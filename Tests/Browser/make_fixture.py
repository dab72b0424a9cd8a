#!/usr/bin/env python3
"""Builds a small review-gallery folder in docs/GALLERY.md's layout and schema, from real PNGs
rendered by `proof`, so the page (Sources/Gallery/Web) can be developed and tested
before — or beside — `proof gallery` itself.

    python3 Tests/Browser/make_fixture.py --proof .build/release/proof --out /tmp/gallery-fixture

It renders a few screens of AirFit, Cal AI and NutriSync (light/dark, three devices, two text
sizes on one device, AirFit's gradients on one device), two animations with their
reduced-motion variants, a made-up Checks verdict whose contrast failures are measured from the
display lists, and two seeded snapshot failures (one with a heatmap, one with a size mismatch).
Keys are hashes of each image's render arguments, as the real generator names files by content.
Only the standard library is needed.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inspect_data import share_ids  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WEB = os.path.join(ROOT, "Sources", "ProofCLI", "Gallery", "Web")

DEVICES = [
    {"id": "iphone-se", "name": "iPhone SE", "width": 375, "height": 667},
    {"id": "iphone-16", "name": "iPhone 16", "width": 393, "height": 852},
    {"id": "iphone-16-pro-max", "name": "iPhone 16 Pro Max", "width": 440, "height": 956},
]
SIZES = [
    {"id": "large", "name": "Default"},
    {"id": "accessibilityMedium", "name": "AX M"},
    {"id": "accessibilityExtraLarge", "name": "AX XL"},
]
APPS = [
    {"id": "airfit", "name": "AirFit", "appearances": ["light", "dark"],
     "gradients": ["peachRose", "mintAqua", "lilacBlush", "skyLavender"],
     "screens": [("airfit/welcome", None), ("airfit/dashboard", None)],
     "animations": ["airfit/crossfade"]},
    {"id": "calai", "name": "Cal AI", "appearances": ["light", "dark"], "gradients": [],
     "screens": [("calai/gender", None), ("calai/gender", "selected"), ("calai/home", None)],
     "animations": ["calai/health-score-fill"]},
    {"id": "nutrisync", "name": "NutriSync", "appearances": ["dark"], "gradients": [],
     "screens": [("nutrisync/welcome", None)], "animations": []},
]


def png_size(path):
    """(width, height) from a PNG's IHDR chunk."""
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def key_of(*parts):
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()[:20]


class Proof:
    def __init__(self, path, scratch):
        self.path = path
        self.scratch = scratch

    def run(self, *args):
        r = subprocess.run([self.path, *args], capture_output=True, text=True)
        if r.returncode not in (0, 1):
            sys.exit("make_fixture: proof %s failed (%d): %s" % (" ".join(args), r.returncode, r.stderr.strip()))
        return r.stdout

    def render(self, screen, state, appearance, device, size, gradient, scale):
        """Renders one screen; returns (png path, display-list json path)."""
        out = tempfile.mkdtemp(dir=self.scratch)
        args = ["render", screen, "--appearance", appearance, "--device", device, "--content-size", size,
                "--scale", str(scale), "--out", out]
        if state:
            args += ["--state", state]
        if gradient:
            args += ["--gradient", gradient]
        self.run(*args)
        for dirpath, _, files in os.walk(out):
            for f in files:
                if f.endswith(".png"):
                    png = os.path.join(dirpath, f)
                    return png, png[:-4] + ".json"
        sys.exit("make_fixture: proof render %s wrote no PNG" % screen)


# ------------------------------------------------------------------ colours and contrast

def color_css(c):
    """"#RRGGBB[AA]" from a display list colour (a hex string or {"r","g","b","a"} in 0…1)."""
    if isinstance(c, str):
        return c
    if isinstance(c, dict):
        r, g, b, a = (round(max(0, min(1, c.get(k, 1 if k == "a" else 0))) * 255) for k in ("r", "g", "b", "a"))
        return "#%02X%02X%02X" % (r, g, b) + ("" if a == 255 else "%02X" % a)
    return None


def hex_of(paint):
    if not isinstance(paint, dict):
        return None
    # dev.designproof.displaylist version 2: {"kind": "solid", "color": …}, {"kind": "linearGradient", "stops": […], …}
    if paint.get("kind") == "solid":
        return color_css(paint.get("color"))
    if paint.get("kind") == "linearGradient":
        stops = paint.get("stops", [])
        return "linear-gradient(135deg, %s)" % ", ".join("%s %d%%" % (color_css(st.get("color")), round(st.get("position", 0) * 100)) for st in stops)
    return None


def rgb(hexstr):
    h = hexstr.lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def luminance(c):
    def lin(v):
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def wcag(a, b):
    la, lb = luminance(rgb(a)), luminance(rgb(b))
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def inspect_elements(display_list):
    """docs/GALLERY.md's Element list from a `proof render` display list (contrast approximated:
    text colour against the smallest solid shape under the text's centre)."""
    out = []
    els = display_list.get("elements", [])
    page_bg = display_list.get("background", "#FFFFFF")
    for i, e in enumerate(els):
        f = e.get("frame", {})
        frame = [f.get("x", 0), f.get("y", 0), f.get("width", 0), f.get("height", 0)]
        colors = {}
        if hex_of(e.get("fill")):
            colors["fill"] = hex_of(e.get("fill"))
        if isinstance(e.get("stroke"), dict) and hex_of(e["stroke"].get("paint", e["stroke"])):
            colors["stroke"] = hex_of(e["stroke"].get("paint", e["stroke"]))
        text = e.get("text") if isinstance(e.get("text"), dict) else None
        if text and hex_of(text.get("paint")):
            colors["text"] = hex_of(text.get("paint"))
        traits = [t[2].lower() + t[3:] if t.startswith("is") and len(t) > 2 else t for t in e.get("accessibilityTraits", [])]
        kind = e.get("kind", "shape")
        contrast = None
        if kind == "text" and colors.get("text", "").startswith("#"):
            cx, cy = frame[0] + frame[2] / 2, frame[1] + frame[3] / 2
            bg, best = page_bg, None
            for b in els[:i]:
                bf = b.get("frame", {})
                fill = hex_of(b.get("fill")) or ""
                if b.get("kind") != "shape" or not fill or not fill.startswith("#") or len(fill) != 7:
                    continue
                if bf.get("x", 0) <= cx < bf.get("x", 0) + bf.get("width", 0) and bf.get("y", 0) <= cy < bf.get("y", 0) + bf.get("height", 0):
                    area = bf.get("width", 0) * bf.get("height", 0)
                    if best is None or area <= best:
                        best, bg = area, fill
            fg = colors["text"][:7]
            font = text.get("font", {})
            large = font.get("size", 17) >= 24 or (font.get("size", 17) >= 18.66 and font.get("weight", 400) >= 700)
            required = 3.0 if large else 4.5
            ratio = round(wcag(fg, bg), 2)
            if e.get("opacity", 1) == 0:
                contrast = {"verdict": "not visible", "reason": "transparent"}
            else:
                contrast = {"verdict": "pass" if ratio >= required else "fail", "worst": ratio, "median": round(ratio * 1.08, 2),
                            "required": required, "foreground": fg, "background": bg, "largeText": large}
        out.append({"id": e.get("id", "element-%d" % i), "kind": kind if kind in ("text", "shape", "image") else "shape",
                    "frame": frame, "text": text.get("string") if text else None, "colors": colors,
                    "label": e.get("accessibilityLabel"), "traits": traits, "contrast": contrast})
    return out


# ------------------------------------------------------------------ the folder

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--proof", required=True, help="the proof binary")
    ap.add_argument("--out", required=True, help="gallery folder to write (replaced)")
    ap.add_argument("--no-checks", action="store_true", help="write checks: null")
    ap.add_argument("--no-snapshots", action="store_true", help="write snapshots: null")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    if os.path.exists(out):
        shutil.rmtree(out)
    for d in ("assets", "data", "img", "inspect", "anim", "checks", "snapshots"):
        os.makedirs(os.path.join(out, d))
    shutil.copy(os.path.join(WEB, "index.html"), os.path.join(out, "index.html"))
    shutil.copy(os.path.join(WEB, "gallery.css"), os.path.join(out, "assets", "gallery.css"))
    shutil.copy(os.path.join(WEB, "gallery.js"), os.path.join(out, "assets", "gallery.js"))
    scratch = tempfile.mkdtemp(prefix="gallery-fixture-")
    proof = Proof(os.path.abspath(args.proof), scratch)

    jobs = []  # (app, screen index, variant dict, render args)
    gallery_apps = []
    for a in APPS:
        app = {"id": a["id"], "name": a["name"], "appearances": a["appearances"], "devices": DEVICES,
               "contentSizes": SIZES, "gradients": a["gradients"], "screens": [], "animations": []}
        gallery_apps.append(app)
        for si, (screen, state) in enumerate(a["screens"]):
            name = screen.split("/", 1)[1]
            app["screens"].append({"id": screen + ("@" + state if state else ""), "screen": screen, "state": state,
                                   "title": name + (" · " + state if state else ""), "variants": []})
            combos = []
            for appearance in a["appearances"]:
                for d in DEVICES:
                    combos.append((appearance, d["id"], "large", None))
                for size in ("accessibilityMedium", "accessibilityExtraLarge"):
                    combos.append((appearance, "iphone-16", size, None))
            for g in a["gradients"]:
                combos.append(("light", "iphone-16", "large", g))
            for appearance, device, size, gradient in combos:
                jobs.append((app, si, (screen, state, appearance, device, size, gradient)))

    def do(job):
        app, si, (screen, state, appearance, device, size, gradient) = job
        key = key_of(screen, state, appearance, device, size, gradient)
        png, js = proof.render(screen, state, appearance, device, size, gradient, 2)
        shutil.copy(png, os.path.join(out, "img", key + ".png"))
        dl = json.load(open(js))
        elements = inspect_elements(dl)
        w, h = dl["size"]["width"], dl["size"]["height"]
        with open(os.path.join(out, "inspect", key + ".js"), "w") as f:
            f.write("galleryInspect(%s, %s);\n" % (json.dumps(key), json.dumps({"width": w, "height": h, "elements": share_ids(elements)})))
        fails = [e for e in elements if e["contrast"] and e["contrast"].get("verdict") == "fail"]
        variant = {"appearance": appearance, "device": device, "contentSize": size, "gradient": gradient, "key": key,
                   "image": "img/%s.png" % key, "inspect": "inspect/%s.js" % key,
                   "width": w, "height": h, "contrastFailures": len(fails)}
        return app, si, variant, fails, png

    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for r in pool.map(do, jobs):
            results.append(r)
    contrast_failures = []
    for app, si, variant, fails, png in results:
        sc = app["screens"][si]
        sc["variants"].append(variant)
        if variant["device"] == "iphone-16" and variant["contentSize"] == "large" and variant["gradient"] is None and fails:
            name = "contrast-%s-%s.png" % (sc["id"].replace("/", "-").replace("@", "-"), variant["appearance"])
            shutil.copy(png, os.path.join(out, "checks", name))
            for e in fails:
                c = e["contrast"]
                contrast_failures.append({
                    "line": "%s (%s): %s “%s” %.2f:1 < %.1f:1 (%s on %s)" % (sc["id"], variant["appearance"], e["id"], e["text"] or "",
                                                                          c["worst"], c["required"], c["foreground"], c["background"]),
                    "app": app["id"], "screen": sc["screen"], "element": e["id"], "image": "checks/" + name,
                    "data": {"worst": c["worst"], "required": c["required"]}})

    # Animations: the normal variant, then the reduced-motion one, at 30 fps and @1x.
    for a, app in zip(APPS, gallery_apps):
        for anim in a["animations"]:
            variants = []
            for reduced in (False, True):
                d = tempfile.mkdtemp(dir=scratch)
                cmd = ["animate", anim, "--fps", "30", "--scale", "1", "--out", d]
                if reduced:
                    cmd.append("--reduced-motion")
                proof.run(*cmd)
                folder = next(os.path.join(dp, x) for dp, dirs, _ in os.walk(d) for x in dirs if os.path.exists(os.path.join(dp, x, "timeline.json")))
                tl = json.load(open(os.path.join(folder, "timeline.json")))
                frames = sorted(f for f in os.listdir(folder) if f.startswith("frame-"))
                frame_list, deltas, prev = [], [], None
                for k, f in enumerate(frames):
                    fkey = key_of(anim, reduced, k)
                    dst = os.path.join(out, "img", fkey + ".png")
                    shutil.copy(os.path.join(folder, f), dst)
                    frame = {"image": "img/%s.png" % fkey, "time": round(k / tl.get("fps", 30), 6)}
                    # proof gallery stores a later frame as the rectangle that changed since
                    # frame 0, drawn over it at (x, y): every odd frame here is such a patch,
                    # one that covers the whole frame (the same picture, drawn by the same code).
                    if k % 2 == 1:
                        frame.update({"x": 0, "y": 0})
                    frame_list.append(frame)
                    if prev:
                        deltas.append(json.loads(proof.run("diff", prev, dst, "--json"))["meanDelta"])
                    prev = dst
                width, height = png_size(os.path.join(folder, frames[0])) if frames else (393, 852)
                variants.append({"reduced": reduced, "appearance": "light" if "light" in a["appearances"] else a["appearances"][0],
                                 "fps": tl.get("fps", 30), "duration": tl.get("duration", 0), "width": width, "height": height,
                                 "frames": frame_list, "meanDelta": deltas, "rows": tl.get("rows", [])})
            app["animations"].append({"id": anim, "title": anim.split("/", 1)[1], "variants": variants})

    checks = None
    if not args.no_checks:
        checks = {"passed": False, "checks": [
            {"name": "crossfade", "passed": True, "summary": "2 cross-fades: every frame pair within 0.05 meanDelta", "failures": []},
            {"name": "contrast", "passed": not contrast_failures,
             "summary": "%d text elements below their required ratio" % len(contrast_failures), "failures": contrast_failures},
            {"name": "overlap", "passed": False, "summary": "1 overlap (fixture)", "failures": [
                {"line": "calai/home: two texts overlap by 3 pt (fixture)", "app": "calai", "screen": "calai/home", "element": None, "image": None, "data": {}}]},
            {"name": "accessibility", "passed": True, "summary": "every control has a label", "failures": []},
        ]}

    snapshots = None
    if not args.no_snapshots:
        ref, _ = proof.render("calai/gender", None, "light", "iphone-16", "large", None, 1)
        act, _ = proof.render("calai/gender", "selected", "light", "iphone-16", "large", None, 1)
        small, _ = proof.render("calai/gender", None, "light", "iphone-se", "large", None, 1)
        k1, k2 = key_of("snap", 1), key_of("snap", 2)
        for src, dst in ((ref, k1 + "-reference"), (act, k1 + "-actual"), (ref, k2 + "-reference"), (small, k2 + "-actual")):
            shutil.copy(src, os.path.join(out, "snapshots", dst + ".png"))
        heat = os.path.join(out, "snapshots", k1 + "-heatmap.png")
        d = json.loads(proof.run("diff", ref, act, "--json", "--heatmap", heat))
        snapshots = {"source": "/tmp/snapshot-artifacts (fixture)", "failures": [
            {"name": "calai.gender-light@1x", "reference": "snapshots/%s-reference.png" % k1, "actual": "snapshots/%s-actual.png" % k1,
             "heatmap": "snapshots/%s-heatmap.png" % k1, "width": d["width"], "height": d["height"],
             "differingPixels": d["changedPixels"], "pixelCount": d["width"] * d["height"], "meanDelta": d["meanDelta"],
             "maxDeltaE": d["maxDeltaE2000"], "sizeMismatch": None,
             "record": "DESIGNPROOF_RECORD=1 swift test --filter CalAISnapshotTests/testGender"},
            {"name": "calai.gender-se@1x", "reference": "snapshots/%s-reference.png" % k2, "actual": "snapshots/%s-actual.png" % k2,
             "heatmap": None, "width": 393, "height": 852, "differingPixels": None, "pixelCount": 393 * 852, "meanDelta": None,
             "maxDeltaE": None, "sizeMismatch": "snapshot is 375×667 px, the reference 393×852 px",
             "record": "DESIGNPROOF_RECORD=1 swift test --filter CalAISnapshotTests/testGenderSE"}]}

    gallery = {"schema": 2, "apps": gallery_apps, "checks": checks, "snapshots": snapshots}
    with open(os.path.join(out, "data", "gallery.js"), "w") as f:
        f.write("window.GALLERY = %s;\n" % json.dumps(gallery, indent=1))
    shutil.rmtree(scratch, ignore_errors=True)
    print("wrote %s (%d screen images, %d animations)" % (out, len(results), sum(len(a["animations"]) for a in gallery_apps)))


if __name__ == "__main__":
    main()
