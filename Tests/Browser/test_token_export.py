#!/usr/bin/env python3
"""`proof tokens export --format css` in headless Chromium: the computed styles of the exported
custom properties equal the token values, worked out here from the JSON files on their own.

For each app's token file: every colour (to its 8-bit value, alpha included), the light/dark
pairs under both prefers-color-scheme settings, every dimension, duration, cubic Bézier,
gradient (stop colours and positions), shadow and typography; each spring's linear() easing
against the spring's closed form; and a registered colour (@property) that interpolates
when animated, with a gradient drawn over it. PROOF_BIN names the built proof (the Makefile's
browser-test passes it)."""
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
APPS = ["airfit", "calai", "fitai", "nutrisync"]


def proof_bin():
    p = os.environ.get("PROOF_BIN")
    if not p or not os.access(p, os.X_OK):
        raise SystemExit("PROOF_BIN is not set to a built proof: make browser-test sets it "
                         "(PROOF_BIN=$(swift build --show-bin-path)/proof)")
    return p


# --- The token files, read without DesignProof --------------------------------------------

def deep_merge(into, other):
    """A later source over an earlier, as a resolver merges them: a token replaces a token,
    groups merge member by member."""
    for k, v in other.items():
        if isinstance(v, dict) and "$value" not in v and isinstance(into.get(k), dict) and "$value" not in into[k]:
            deep_merge(into[k], v)
        else:
            into[k] = v
    return into


def app_tokens(app, scheme="light"):
    """(the file to export, its tokens in `scheme`): the app's token file, or its resolver
    document, whose base set is merged with its dark context's file in dark."""
    plain = os.path.join(ROOT, "tokens", app + ".tokens.json")
    if os.path.exists(plain):
        return plain, read_tokens(plain)
    with open(os.path.join(ROOT, "tokens", app, "base.tokens.json")) as f:
        doc = json.load(f)
    dark = os.path.join(ROOT, "tokens", app, "dark.tokens.json")
    if scheme == "dark" and os.path.exists(dark):
        with open(dark) as f:
            deep_merge(doc, json.load(f))
    return os.path.join(ROOT, "tokens", app + ".resolver.json"), read_tokens(doc)


def dark_context_paths(app):
    """The token paths an app's resolver document changes in its dark context (none for a file)."""
    dark = os.path.join(ROOT, "tokens", app, "dark.tokens.json")
    if not os.path.exists(dark):
        return []
    with open(dark) as f:
        return list(read_tokens(json.load(f), resolve_aliases=False).keys())


def read_tokens(path, resolve_aliases=True):
    """{dotted path: (type, value with aliases resolved)}, our extensions included, from a
    token file's path or its parsed document."""
    if isinstance(path, dict):
        doc = path
    else:
        with open(path) as f:
            doc = json.load(f)
    raw = {}

    def walk(node, trail, inherited):
        t = node.get("$type", inherited)
        if "$value" in node:
            value = node["$value"]
            # Our typography states a lineHeight for other DTCG tools but is drawn with the
            # font's own (the loader resolves it to none): the export writes `normal`.
            if node.get("$extensions", {}).get("dev.designproof", {}).get("lineHeightFromFont") and isinstance(value, dict):
                value = {k: x for k, x in value.items() if k != "lineHeight"}
            raw[".".join(trail)] = (t, value)
            return
        for k, v in node.items():
            if not k.startswith("$") and isinstance(v, dict):
                walk(v, trail + [k], t)

    walk(doc, [], None)
    ext = doc.get("$extensions", {}).get("dev.designproof")
    if ext:
        walk(ext, [], None)

    def resolve(v, depth=0):
        if isinstance(v, str) and re.fullmatch(r"\{[^{}]+\}", v):
            return resolve(raw[v[1:-1]][1], depth + 1)
        if isinstance(v, dict):
            return {k: resolve(x, depth) for k, x in v.items()}
        if isinstance(v, list):
            return [resolve(x, depth) for x in v]
        return v

    def type_of(p):
        t, v = raw[p]
        if t is None and isinstance(v, str) and v.startswith("{"):
            return type_of(v[1:-1])
        return t

    if not resolve_aliases:
        return raw
    return {p: (type_of(p), resolve(v)) for p, (t, v) in raw.items()}


def byte(c):
    return int(c * 255 + 0.5)


def color_bytes(v):
    """A token colour as 8-bit (r, g, b, a), or None for a colour space this test does not convert."""
    if isinstance(v, str):
        h = v[1:]
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        a = int(h[6:8], 16) if len(h) == 8 else 255
        return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), a)
    if v.get("colorSpace") != "srgb":
        return None
    r, g, b = v["components"]
    return (byte(r), byte(g), byte(b), byte(v.get("alpha", 1)))


def px(v):
    if isinstance(v, dict):
        return v["value"] * (16 if v.get("unit") == "rem" else 1)
    return float(v)


def seconds(v):
    return v["value"] / 1000 if v.get("unit") == "ms" else v["value"]


def kebab(path):
    """The exporter's naming rule (docs/TOKENS.md), for ASCII paths."""
    parts = []
    for comp in path.split("."):
        out, prev = "", ""
        for c in comp:
            if c.isupper() and (prev.islower() or prev.isdigit()):
                out += "-"
            out += c.lower() if (c.isalnum() or c in "_-") else "-"
            prev = c
        out = re.sub("-+", "-", out).strip("-")
        parts.append(out or "x")
    return "--" + "-".join(parts)


def spring_progress(v):
    """The spring's progress 1 − d(t) as a function, from the token's stated form."""
    m = v.get("mass", 1)
    if "stiffness" in v:
        k, c = v["stiffness"], v["damping"]
    else:
        response = v.get("response", v.get("duration"))
        if "bounce" in v:
            b = v["bounce"]
            zeta = 1 - b if b >= 0 else 1 / (1 + b)
        else:
            zeta = v["dampingFraction"]
        k = (2 * math.pi / response) ** 2 * m
        c = 4 * math.pi * zeta * m / response
    v0 = -v.get("initialVelocity", 0)
    w0 = math.sqrt(k / m)
    zeta = c / (2 * math.sqrt(k * m))
    if abs(zeta - 1) < 1e-9:
        return lambda t: 1 - math.exp(-w0 * t) * (1 + (v0 + w0) * t)
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        B = (v0 + zeta * w0) / wd
        return lambda t: 1 - math.exp(-zeta * w0 * t) * (math.cos(wd * t) + B * math.sin(wd * t))
    r1 = -zeta * w0 + w0 * math.sqrt(zeta * zeta - 1)
    r2 = -zeta * w0 - w0 * math.sqrt(zeta * zeta - 1)
    c2 = (v0 - r1) / (r2 - r1)
    return lambda t: 1 - ((1 - c2) * math.exp(r1 * t) + c2 * math.exp(r2 * t))


# --- What Chromium computes -----------------------------------------------------------------

def parse_colors(text):
    """Every colour in a computed value, as 8-bit (r, g, b, a), in order."""
    out = []
    for m in re.finditer(r"(rgba?|color)\(([^)]*)\)", text):
        nums = [float(x) for x in re.findall(r"-?[\d.]+(?:e-?\d+)?", m.group(2).replace("srgb", ""))]
        if m.group(1) == "color":
            r, g, b = (byte(x) for x in nums[:3])
        else:
            r, g, b = (int(round(x)) for x in nums[:3])
        a = byte(nums[3]) if len(nums) > 3 else 255
        out.append((r, g, b, a))
    return out


PROBE = """
const [decls, prop] = [arguments[0], arguments[1]];
const box = document.getElementById('probes');
return decls.map((d) => {
  const el = document.createElement('div');
  el.style.cssText = d;
  box.appendChild(el);
  const v = getComputedStyle(el)[prop];
  el.remove();
  return v;
});
"""

ANIMATE = """
const [keyframes, options, times, prop, style] = arguments;
const el = document.createElement('div');
el.style.cssText = style || '';
document.getElementById('probes').appendChild(el);
const a = el.animate(keyframes, options);
a.pause();
const out = times.map((t) => { a.currentTime = t; const s = getComputedStyle(el); return prop.startsWith('--') ? s.getPropertyValue(prop).trim() : s[prop]; });
el.remove();
return out;
"""


class TokenExportCSSTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.proof = proof_bin()
        cls.dir = tempfile.mkdtemp(prefix="token-export-css-")
        cls.driver = browser.make_driver(800, 600)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        subprocess.run(["rm", "-rf", cls.dir], check=False)

    def load(self, app, scheme="light"):
        tokens_file, tokens = app_tokens(app, scheme)
        css = subprocess.run([self.proof, "tokens", "export", tokens_file, "--format", "css"],
                             capture_output=True, text=True, timeout=120)
        self.assertEqual(css.returncode, 0, css.stderr)
        page = os.path.join(self.dir, app + ".html")
        with open(page, "w") as f:
            f.write("<!doctype html><meta charset=utf-8><style>\n" + css.stdout + "\n</style><div id=probes></div>\n")
        browser.set_color_scheme(self.driver, scheme)
        self.driver.get("file://" + page)
        return tokens, css.stdout

    def probe(self, decls, prop):
        return self.driver.execute_script(PROBE, decls, prop)

    def of_type(self, tokens, t):
        return [(p, v) for p, (tt, v) in tokens.items() if tt == t]

    def test_colours_equal_the_tokens_8_bit_values(self):
        for app in APPS:
            tokens, _ = self.load(app)
            colours = [(p, color_bytes(v)) for p, v in self.of_type(tokens, "color")]
            colours = [(p, c) for p, c in colours if c is not None]
            self.assertGreater(len(colours), 10, app)
            got = self.probe(["color: var(%s)" % kebab(p) for p, _ in colours], "color")
            for (p, want), text in zip(colours, got):
                self.assertEqual(parse_colors(text), [want], "%s %s: %s" % (app, p, text))

    def test_light_dark_pairs_follow_prefers_color_scheme(self):
        checked = 0
        for app in APPS:
            for scheme in ("light", "dark"):
                tokens, _ = self.load(app, scheme)
                pairs = [p[:-len(".light")] for p, (t, _) in tokens.items()
                         if t == "color" and p.endswith(".light") and tokens.get(p[:-6] + ".dark", (None,))[0] == "color"
                         and p[:-6] not in tokens]
                want = [color_bytes(tokens[base + "." + scheme][1]) for base in pairs]
                got = self.probe(["color: var(%s)" % kebab(base) for base in pairs], "color")
                for base, w, text in zip(pairs, want, got):
                    if w is not None:
                        self.assertEqual(parse_colors(text), [w], "%s %s in %s" % (app, base, scheme))
                        checked += 1
                # A resolver document's dark context: its colours follow the scheme by their own names.
                changed = [p for p in dark_context_paths(app) if tokens.get(p, (None,))[0] == "color"]
                want = [color_bytes(tokens[p][1]) for p in changed]
                got = self.probe(["color: var(%s)" % kebab(p) for p in changed], "color")
                for p, w, text in zip(changed, want, got):
                    if w is not None:
                        self.assertEqual(parse_colors(text), [w], "%s %s in %s" % (app, p, scheme))
                        checked += 1
        self.assertGreater(checked, 150)

    def test_dimensions_durations_and_curves(self):
        keywords = {"linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
                    "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1]}
        for app in APPS:
            tokens, _ = self.load(app)
            dims = self.of_type(tokens, "dimension")
            got = self.probe(["margin-left: var(%s)" % kebab(p) for p, _ in dims], "marginLeft")
            for (p, v), text in zip(dims, got):
                self.assertAlmostEqual(float(text[:-2]), px(v), places=3, msg="%s %s: %s" % (app, p, text))
            durations = self.of_type(tokens, "duration")
            got = self.probe(["transition-duration: var(%s)" % kebab(p) for p, _ in durations], "transitionDuration")
            for (p, v), text in zip(durations, got):
                self.assertTrue(text.endswith("s"), text)
                self.assertAlmostEqual(float(text[:-1]), seconds(v), places=6, msg="%s %s: %s" % (app, p, text))
            curves = self.of_type(tokens, "cubicBezier")
            got = self.probe(["transition-timing-function: var(%s)" % kebab(p) for p, _ in curves], "transitionTimingFunction")
            for (p, v), text in zip(curves, got):
                nums = keywords.get(text) or [float(x) for x in re.findall(r"-?[\d.]+", text)]
                self.assertEqual(nums, [float(x) for x in v], "%s %s: %s" % (app, p, text))
            self.assertGreater(len(dims) + len(durations) + len(curves), 20, app)

    def test_gradients_stops_and_positions(self):
        for app in APPS:
            tokens, _ = self.load(app)
            grads = self.of_type(tokens, "gradient")
            got = self.probe(["background-image: var(%s)" % kebab(p) for p, _ in grads], "backgroundImage")
            for (p, stops), text in zip(grads, got):
                self.assertTrue(text.startswith("linear-gradient("), "%s %s: %s" % (app, p, text))
                self.assertEqual(parse_colors(text), [color_bytes(s["color"]) for s in stops], "%s %s: %s" % (app, p, text))
                positions = [float(x) for x in re.findall(r"\)\s+(-?[\d.]+)%", text)]
                self.assertEqual(positions, [s["position"] * 100 for s in stops], "%s %s: %s" % (app, p, text))

    def test_shadows_and_typography(self):
        shadows = 0
        for app in APPS:
            tokens, _ = self.load(app)
            for p, v in self.of_type(tokens, "shadow"):
                layers = v if isinstance(v, list) else [v]
                text = self.probe(["box-shadow: var(%s)" % kebab(p)], "boxShadow")[0]
                self.assertEqual(parse_colors(text), [color_bytes(s["color"]) for s in layers], text)
                lengths = [float(x) for x in re.findall(r"(-?[\d.]+)px", text)]
                self.assertEqual(lengths, [px(s[k]) for s in layers for k in ("offsetX", "offsetY", "blur", "spread")], text)
                shadows += 1
            for p, v in self.of_type(tokens, "typography"):
                name = kebab(p)
                size, weight, line, spacing = self.driver.execute_script(
                    "const el = document.createElement('div'); el.style.cssText = arguments[0];"
                    "document.getElementById('probes').appendChild(el); const s = getComputedStyle(el);"
                    "const r = [s.fontSize, s.fontWeight, s.lineHeight, s.letterSpacing]; el.remove(); return r;",
                    "font: var(%s); letter-spacing: var(%s-letter-spacing)" % (name, name))
                self.assertEqual(float(size[:-2]), px(v["fontSize"]), "%s %s" % (app, p))
                self.assertEqual(float(weight), float(v["fontWeight"]), "%s %s" % (app, p))
                if "lineHeight" in v:
                    self.assertAlmostEqual(float(line[:-2]), px(v["fontSize"]) * v["lineHeight"], places=2, msg="%s %s" % (app, p))
                else:
                    self.assertEqual(line, "normal")
                want_spacing = px(v["letterSpacing"]) if "letterSpacing" in v else 0
                self.assertEqual(0 if spacing == "normal" else float(spacing[:-2]), want_spacing, "%s %s: %s" % (app, p, spacing))
        self.assertGreater(shadows, 3)

    def test_springs_linear_easing_follows_the_spring(self):
        checked = 0
        for app in APPS:
            tokens, _ = self.load(app)
            for p, v in self.of_type(tokens, "spring"):
                name = kebab(p)
                easing = self.driver.execute_script("return getComputedStyle(document.documentElement).getPropertyValue(arguments[0]).trim()", name)
                duration = self.probe(["transition-duration: var(%s-duration)" % name], "transitionDuration")[0]
                self.assertTrue(easing.startswith("linear(0, "), easing[:40])
                total = float(duration[:-1]) * 1000
                times = [total * f / 40 for f in range(1, 40)]
                got = self.driver.execute_script(ANIMATE, [{"marginLeft": "0px"}, {"marginLeft": "1000px"}],
                                                 {"duration": total, "easing": easing, "fill": "forwards"}, times, "marginLeft", "")
                progress = spring_progress(v)
                for t, text in zip(times, got):
                    # linear() is within 0.002 of the spring and its points are rounded to 4 decimals.
                    self.assertAlmostEqual(float(text[:-2]) / 1000, progress(t / 1000), delta=0.0025,
                                           msg="%s %s at %.1f ms" % (app, p, t))
                checked += 1
        self.assertGreaterEqual(checked, 13)

    def test_registered_colours_animate_and_a_gradient_over_them_follows(self):
        # AirFit's document: its base set's peachRose (the light one; dark is a [data-theme] block).
        tokens, css = self.load("airfit")
        name = kebab("gradient.peachRose")
        self.assertIn("@property %s-0 { syntax: '<color>';" % name, css)
        frames = [{name + "-0": "rgb(0, 0, 0)"}, {name + "-0": "rgb(255, 255, 255)"}]
        style = "background-image: linear-gradient(var(%s-0) 0%%, var(%s-1) 100%%)" % (name, name)
        mid = self.driver.execute_script(ANIMATE, frames, {"duration": 1000}, [500], name + "-0", style)[0]
        self.assertEqual(parse_colors(mid), [(128, 128, 128, 255)], mid)
        drawn = self.driver.execute_script(ANIMATE, frames, {"duration": 1000}, [250], "backgroundImage", style)[0]
        end = color_bytes(tokens["gradient.peachRose"][1][1]["color"])
        self.assertEqual(parse_colors(drawn), [(64, 64, 64, 255), end], drawn)
        # An unregistered custom property would jump at 50 %, not pass through grey.
        plain = self.driver.execute_script(ANIMATE, [{"--not-registered": "rgb(0, 0, 0)"}, {"--not-registered": "rgb(255, 255, 255)"}],
                                           {"duration": 1000}, [250], "--not-registered", "")[0]
        self.assertEqual(parse_colors(plain), [(0, 0, 0, 255)], plain)

    def test_hostile_names_are_valid_css_names(self):
        """Keywords, digits, spaces, emoji, accents and collisions (the fixture Swift is also compiled from)."""
        fixture = os.path.join(ROOT, "Tests", "Fixtures", "TokenExport", "hostile-names.tokens.json")
        css = subprocess.run([self.proof, "tokens", "export", fixture, "--format", "css"], capture_output=True, text=True, timeout=120)
        self.assertEqual(css.returncode, 0, css.stderr)
        page = os.path.join(self.dir, "hostile.html")
        with open(page, "w", encoding="utf-8") as f:
            f.write("<!doctype html><meta charset=utf-8><style>\n" + css.stdout + "\n</style><div id=probes></div>\n")
        self.driver.get("file://" + page)
        tokens = read_tokens(fixture)
        names = {"default": "--default", "class": "--class", "Type": "--type", "brand blue": "--brand-blue",
                 "brand-blue": "--brand-blue-2", "brandBlue": "--brand-blue-3", "\U0001F389": "--\U0001F389", "caf\u00e9": "--caf\u00e9"}
        got = self.probe(["color: var(%s)" % n for n in names.values()], "color")
        for (path, name), text in zip(names.items(), got):
            self.assertEqual(parse_colors(text), [color_bytes(tokens[path][1])], "%s as %s: %s" % (path, name, text))
        self.assertEqual(self.probe(["margin-left: var(--2xl)", "margin-left: var(--self)"], "marginLeft"), ["40px", "3px"])
        family = self.probe(["font-family: var(--space-in-name)"], "fontFamily")[0]
        self.assertEqual(family, '"Brand \\"Sans\\"", "Back\\\\slash"')
        gradient = self.probe(["background-image: var(--space-return)"], "backgroundImage")[0]
        self.assertEqual(parse_colors(gradient), [(255, 0, 0, 255), (18, 52, 86, 255)], gradient)

    def test_a_resolvers_modes_follow_the_system_and_the_data_attributes(self):
        """Tests/Fixtures/TokenExport/modes: theme and contrast from prefers-color-scheme and
        prefers-contrast until data-theme / data-contrast say otherwise; the brand only by its
        attribute; a display-p3 colour outside sRGB drawn in P3 where supported; rem and
        generic families as written. Each expected value is the fixture's, worked out by hand."""
        fixture = os.path.join(ROOT, "Tests", "Fixtures", "TokenExport", "modes", "app.resolver.json")
        css = subprocess.run([self.proof, "tokens", "export", fixture, "--format", "css"], capture_output=True, text=True, timeout=120)
        self.assertEqual(css.returncode, 0, css.stderr)
        page = os.path.join(self.dir, "modes.html")
        with open(page, "w", encoding="utf-8") as f:
            f.write("<!doctype html><meta charset=utf-8><style>\n" + css.stdout + "\n</style><div id=probes></div>\n")
        white, ink, black, cream = (255, 255, 255, 255), (17, 17, 17, 255), (0, 0, 0, 255), (255, 255, 204, 255)
        # (system scheme, system contrast, html attributes) → (text, bg)
        cases = [
            ("light", "no-preference", {}, (ink, white)),
            ("dark", "no-preference", {}, (white, ink)),
            ("light", "more", {}, (black, white)),
            ("dark", "more", {}, (white, black)),
            ("dark", "no-preference", {"data-theme": "light"}, (ink, white)),
            ("light", "no-preference", {"data-theme": "dark"}, (white, ink)),
            ("light", "more", {"data-contrast": "standard"}, (ink, white)),
            ("light", "no-preference", {"data-theme": "dark", "data-contrast": "high"}, (white, black)),
            ("dark", "no-preference", {"data-brand": "loud"}, (cream, ink)),
            ("light", "no-preference", {"data-brand": "loud"}, (ink, cream)),
        ]
        for scheme, contrast, attributes, (text, bg) in cases:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [
                {"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-contrast", "value": contrast}]})
            self.driver.get("file://" + page)
            self.driver.execute_script("for (const [k, v] of Object.entries(arguments[0])) document.documentElement.setAttribute(k, v);", attributes)
            got = self.probe(["color: var(--color-text)", "color: var(--color-bg)"], "color")
            self.assertEqual([parse_colors(g)[0] for g in got], [text, bg], "%s, contrast %s, %s: %s" % (scheme, contrast, attributes, got))
        browser.set_color_scheme(self.driver, "light")
        self.driver.get("file://" + page)
        self.assertEqual(self.probe(["margin-left: var(--space-m)"], "marginLeft"), ["24px"])  # 1.5rem at the default 16px
        self.assertEqual(self.probe(["font-family: var(--font-body)"], "fontFamily"), ['Inter, system-ui, sans-serif'])
        brand = self.probe(["color: var(--color-brand)"], "color")[0]
        self.assertEqual(brand, "color(display-p3 1 0.2 0.1)", brand)


if __name__ == "__main__":
    unittest.main()
