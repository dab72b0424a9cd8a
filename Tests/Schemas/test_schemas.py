#!/usr/bin/env python3
"""Every JSON proof writes, validated against its JSON Schema (docs/schemas/, draft 2020-12).

    PROOF=$(swift build --show-bin-path)/proof .build/browser-venv/bin/python -m unittest discover -s Tests/Schemas -v

Runs the built `proof` (PROOF) to produce each output fresh — one screen, one short
animation, passing and failing checks, one diff, the quickest bench, contrast, a curve
sample — and validates them, the committed references (snapshot timelines, layout display
lists, the display-list fuzz corpus) and, when SNAPSHOT_ARTIFACTS names a folder a test run
left, its snapshot failure records. Negative cases (a member removed, a number turned into a
string, an encoder artefact) show each schema can fail. Every run of proof has a timeout."""
import copy
import glob
import json
import os
import shutil
import subprocess
import tempfile
import unittest

from jsonschema import Draft202012Validator

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMAS = os.path.join(ROOT, "docs", "schemas")
TIMEOUT = 120  # seconds for one run of proof; the slowest here (a check) takes a few


def proof():
    path = os.environ.get("PROOF")
    if not path or not os.access(path, os.X_OK):
        raise unittest.SkipTest("PROOF does not name the built proof: PROOF=$(swift build --show-bin-path)/proof")
    return path


def run(args, ok=(0,), tokens=None):
    """Runs proof with `args` from the repository root (with the token files of `tokens`,
    a folder, when given); returns its stdout."""
    env = dict(os.environ, DESIGNPROOF_TOKENS=tokens) if tokens else None
    r = subprocess.run([proof()] + args, cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT, env=env)
    if r.returncode not in ok:
        raise AssertionError("proof %s exited %d: %s" % (" ".join(args), r.returncode, r.stderr.strip()))
    return r.stdout


def schema(name):
    with open(os.path.join(SCHEMAS, name + ".schema.json"), encoding="utf-8") as f:
        return json.load(f)


def validator(name):
    return Draft202012Validator(schema(name))


def read(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


class Outputs:
    """proof's outputs, made once for every test in this file."""
    made = None
    failed = None

    @classmethod
    def get(cls):
        """The outputs; a run of proof that failed fails every test that needs them, once."""
        if cls.failed:
            raise cls.failed
        if cls.made is None:
            try:
                cls.made = cls.make()
            except (AssertionError, subprocess.TimeoutExpired, OSError, ValueError) as e:
                cls.failed = AssertionError("making the outputs failed: %s" % e)
                raise cls.failed
        return cls.made

    @staticmethod
    def make():
        out = tempfile.mkdtemp(prefix="proof-schemas-")
        fast = ["--device", "iphone-se", "--scale", "1"]
        run(["render", "airfit/dashboard", "--out", out] + fast)
        run(["render", "airfit/dashboard", "--appearance", "dark", "--out", out] + fast)
        run(["animate", "airfit/cascade", "--fps", "10", "--out", out + "/anim"] + fast)
        # A shard of render --all (a few screens), and check split in two and merged.
        run(["render", "--all", "--shard", "1/40", "--out", out + "/shard"] + fast)
        shards = []
        for k in (1, 2):
            text = run(["check", "accessibility", "--app", "airfit", "--shard", "%d/2" % k, "--json"])
            with open(out + "/check-%d.json" % k, "w") as f:
                f.write(text)
            shards.append(json.loads(text))
        merged = json.loads(run(["check", "--merge", out + "/check-1.json", out + "/check-2.json", "--json"]))
        # Proposals for AirFit's contrast failures on one phone: the check's --json and proposals.json.
        proposed = json.loads(run(["check", "contrast", "--app", "airfit", "--device", "iphone-se", "--propose", "--out", out + "/prop", "--json"], ok=(1,)))
        # Proposals of the other checks, on designs edited to fail them: FitAI's serving cut at
        # its line limit (dynamic-type), Cal AI's badge a larger caption (left, not proposed),
        # AirFit's cascade on a linear curve (motion).
        sample = read(os.path.join(ROOT, "data", "fitai.sample.json"))
        apple = [e for e in sample["food_entries"] if e["food_name"] == "Apple"][-1]
        apple["serving_size"] = "1 medium apple, sliced, with two tablespoons of almond butter"
        with open(out + "/fitai.long.json", "w") as f:
            json.dump(sample, f)
        edited = edited_tokens(out + "/tokens", {
            "calai": [('"fontSize": {"value": 11, "unit": "px"},\n        "fontWeight": "{font.weight.regular}",\n        "lineHeight": 1.1818',
                       '"fontSize": {"value": 14, "unit": "px"},\n        "fontWeight": "{font.weight.regular}",\n        "lineHeight": 1.1818')],
            "airfit": [('"$value": "{motion.curve.easeOut}",\n        "$description": "withAnimation(.easeOut(duration: MotionToken.duration))."',
                        '"$value": "{motion.curve.linear}",\n        "$description": "withAnimation(.easeOut(duration: MotionToken.duration))."')],
        })
        lines = json.loads(run(["check", "dynamic-type", "--app", "fitai", "--device", "iphone-se", "--data", out + "/fitai.long.json",
                                "--propose", "--out", out + "/dtprop", "--json"], ok=(1,)))
        badge = json.loads(run(["check", "dynamic-type", "--app", "calai", "--device", "iphone-se", "--propose", "--json"], ok=(1,), tokens=edited))
        spring = json.loads(run(["check", "motion", "--app", "airfit", "--propose", "--out", out + "/mprop", "--json"], ok=(1,), tokens=edited))
        made = {
            "displaylist": [read(out + "/airfit/dashboard.json"), read(out + "/airfit/dashboard-dark.json")],
            "manifest": [read(out + "/manifest.json"), read(out + "/anim/manifest.json"), read(out + "/shard/manifest.json")],
            "timeline": [read(out + "/anim/airfit/cascade/timeline.json")],
            "check": [
                json.loads(run(["check", "accessibility", "--app", "airfit", "--json"])),
                # Fails (AirFit's numbers on pale gradients): failure data with numbers.
                json.loads(run(["check", "contrast", "blur-budget", "--app", "airfit", "--device", "iphone-se", "--json"], ok=(1,))),
            ] + shards + [merged, proposed, lines, badge, spring],
            "proposals": [read(out + "/prop/proposals.json"), read(out + "/dtprop/proposals.json"), read(out + "/mprop/proposals.json")],
            "diff": [json.loads(run(["diff", out + "/airfit/dashboard.png", out + "/airfit/dashboard-dark.png", "--json"], ok=(0, 1))),
                     json.loads(run(["diff", out + "/airfit/dashboard.png", out + "/airfit/dashboard.png", "--json"]))],
            "bench": [json.loads(run(["bench", "--runs", "3", "--only", "diff", "--json"])),
                      # rsvg-convert and chromium are the Makefile's packages: both peers drawn.
                      json.loads(run(["bench", "--runs", "3", "--only", "peers", "--json"]))],
            "contrast": [json.loads(run(["contrast", "777777", "FFFFFF", "--json"])),
                         json.loads(run(["contrast", "3C3C4399", "FFFFFF", "--json"]))],
            "motion-sample": [json.loads(run(["motion", "sample", "easeOut", "--json"]))],
        }
        return made


def edited_tokens(folder, edits):
    """A copy of tokens/ in `folder` (token files, resolver documents and the folders of files
    they name) with each app's (old, new) replacements made in its token file or its resolver
    document's base set; each old text must be there once."""
    shutil.copytree(os.path.join(ROOT, "tokens"), folder)
    for app, pairs in edits.items():
        path = os.path.join(folder, app + ".tokens.json")
        if not os.path.exists(path):
            path = os.path.join(folder, app, "base.tokens.json")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for old, new in pairs:
            assert text.count(old) == 1, "%s: %r is not there once" % (path, old)
            text = text.replace(old, new)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    return folder


def errors(name, document):
    return sorted(e.message for e in validator(name).iter_errors(document))


class SchemaFilesTest(unittest.TestCase):
    NAMES = ["displaylist", "manifest", "timeline", "check", "diff", "bench", "contrast", "motion-sample", "snapshot-failure", "proposals"]

    def test_every_schema_is_a_valid_draft_2020_12_schema(self):
        found = sorted(os.path.basename(p)[:-len(".schema.json")] for p in glob.glob(os.path.join(SCHEMAS, "*.schema.json")))
        self.assertEqual(found, sorted(self.NAMES))
        for name in self.NAMES:
            s = schema(name)
            Draft202012Validator.check_schema(s)
            self.assertEqual(s["$schema"], "https://json-schema.org/draft/2020-12/schema", name)
            member = s["properties"]["schema"]["properties"]
            self.assertEqual(member["name"]["const"], "dev.designproof." + name)
            self.assertEqual(s["title"], "dev.designproof.%s version %d" % (name, member["version"]["const"]))
            self.assertIn("schema", s["required"])
            self.assertFalse(s["additionalProperties"], name)


class FreshOutputsTest(unittest.TestCase):
    """Each output proof writes now validates, and names its schema."""

    def check_all(self, name, expected_count):
        documents = Outputs.get()[name]
        self.assertEqual(len(documents), expected_count)
        version = schema(name)["properties"]["schema"]["properties"]["version"]["const"]
        for d in documents:
            self.assertEqual(d["schema"], {"name": "dev.designproof." + name, "version": version})
            self.assertEqual(errors(name, d), [])
        return documents

    def test_display_lists(self):
        lists = self.check_all("displaylist", 2)
        text = json.dumps(lists)
        self.assertNotIn('"_0"', text)
        kinds = {e["shape"]["kind"] for d in lists for e in d["elements"]}
        self.assertIn("path", kinds)  # the ring's arc: path commands are validated too
        paints = {e["text"]["paint"]["kind"] for d in lists for e in d["elements"] if "text" in e}
        self.assertIn("linearGradient", paints)

    def test_manifests(self):
        manifests = self.check_all("manifest", 3)
        self.assertIn("airfit/dashboard.json", manifests[0]["files"])
        self.assertEqual(sorted(manifests[0]["digests"]), sorted(manifests[0]["files"]))
        self.assertEqual(manifests[2]["shard"], "1/40")
        self.assertNotIn("shard", manifests[0])

    def test_timeline(self):
        (t,) = self.check_all("timeline", 1)
        self.assertEqual((t["animation"], t["fps"]), ("airfit/cascade", 10))
        self.assertTrue(all(len(r["samples"]) == t["frameCount"] for r in t["rows"]))

    def test_proposals(self):
        (document, lines, spring) = self.check_all("proposals", 3)
        self.assertTrue(document["recheck"]["passed"])
        kinds = sorted(set(p["kind"] for p in document["proposals"]))
        self.assertEqual(kinds, ["element"])  # AirFit: the GradientNumber and two white icons
        self.assertEqual([(p["check"], p["to"]) for p in lines["proposals"]], [("dynamic-type", "lineLimit(4)")] * 2)
        # The linear cascade made a spring; on that spring, the stagger that starts its glyphs a
        # frame apart, and the phase run far enough for every glyph to land with it (check
        # motion's stagger and landing claims).
        self.assertEqual([(p["check"], p["token"], p["to"]) for p in spring["proposals"]],
                         [("motion", "motion.cascade.curve", "spring.transition"), ("motion", "motion.cascade.stagger", "0.063"),
                          ("motion", "motion.cascade.phaseEnd", "2.008")])
        badge = Outputs.get()["check"][7]
        self.assertEqual((badge["proposals"], len(badge["proposalsLeft"])), ([], 1))
        proposed = Outputs.get()["check"][5]
        self.assertEqual(proposed["proposals"], document["proposals"])
        self.assertEqual(proposed["proposalsRecheck"], document["recheck"])
        broken = copy.deepcopy(document)
        del broken["proposals"][0]["why"]
        self.assertTrue(errors("proposals", broken))
        broken = copy.deepcopy(document)
        broken["proposals"][0]["kind"] = "colour"
        self.assertTrue(errors("proposals", broken))

    def test_checks(self):
        passing, failing, shard1, shard2, merged, _, _, _, _ = self.check_all("check", 9)
        self.assertEqual((shard1["shard"], shard2["shard"], merged["merged"]), ("1/2", "2/2", {"shards": 2, "missing": []}))
        self.assertEqual(merged["checks"][0]["coverage"], passing["checks"][0]["coverage"])
        self.assertTrue(passing["passed"])
        self.assertFalse(failing["passed"])
        contrast = [c for c in failing["checks"] if c["name"] == "contrast"][0]
        ratios = [f["data"]["worstRatio"] for f in contrast["failures"] if "worstRatio" in f["data"]]
        self.assertTrue(ratios)
        # Numbers, not "1.00".
        self.assertTrue(all(isinstance(r, float) and r < 4.5 for r in ratios), ratios[:3])

    def test_diffs(self):
        differ, same = self.check_all("diff", 2)
        self.assertGreater(differ["meanDelta"], 0)
        self.assertIsNotNone(differ["boundingBox"])
        self.assertEqual((same["meanDelta"], same["changedPixels"], same["boundingBox"]), (0, 0, None))

    def test_bench(self):
        b, peers = self.check_all("bench", 2)
        self.assertEqual(b["pixels"], {"width": 1179, "height": 2556})
        self.assertTrue(b["figures"])
        p = peers["peers"]
        self.assertEqual((p["screen"], p["rounds"], p["notes"]), ("airfit/dashboard", 3, []))
        self.assertGreater(p["proofSeconds"], 0)
        self.assertGreater(p["rsvgSeconds"], 0)
        self.assertGreater(p["chromiumSeconds"], 0)
        self.assertGreater(p["rsvgRatio"], 0)
        self.assertGreater(p["chromiumRatio"], 0)

    def test_contrast(self):
        grey, label = self.check_all("contrast", 2)
        self.assertEqual(grey["ratio"], 4.48)
        self.assertEqual(label["foreground"], "#3C3C4399")

    def test_motion_sample(self):
        (m,) = self.check_all("motion-sample", 1)
        self.assertEqual(m["frames"][0], {"t": 0, "value": 0})


class CommittedFilesTest(unittest.TestCase):
    """What the repository keeps in these formats validates too."""

    def validate_files(self, name, pattern, at_least):
        paths = sorted(glob.glob(os.path.join(ROOT, pattern)))
        self.assertGreaterEqual(len(paths), at_least, pattern)
        v = validator(name)
        for p in paths:
            found = [e.message for e in v.iter_errors(read(p))]
            self.assertEqual(found, [], os.path.relpath(p, ROOT))
        return paths

    def test_snapshot_timelines(self):
        paths = self.validate_files("timeline", "snapshots/*/motion/*.timeline.json", 20)
        # Springs' three forms are validated too.
        self.assertTrue(any(any("spring" in r for r in read(p)["rows"]) for p in paths))

    def test_layout_display_lists(self):
        self.validate_files("displaylist", "snapshots/layout/*.json", 5)

    def test_display_list_fuzz_corpus(self):
        self.validate_files("displaylist", "Fuzz/Corpus/displaylist/*.json", 6)

    def test_snapshot_failure_records_of_the_last_test_run(self):
        folder = os.environ.get("SNAPSHOT_ARTIFACTS")
        paths = sorted(glob.glob(os.path.join(folder, "designproof", "**", "*.json"), recursive=True)) if folder else []
        if not paths:
            raise unittest.SkipTest("no snapshot failure records (make test leaves one in SNAPSHOT_ARTIFACTS)")
        for p in paths:
            self.assertEqual(errors("snapshot-failure", read(p)), [], p)


class RejectedTest(unittest.TestCase):
    """The schemas are strict: each broken copy of a real output is rejected."""

    def assertRejected(self, name, document, how):
        self.assertNotEqual(errors(name, document), [], "%s accepted %s" % (name, how))

    def broken(self, name, index, change):
        d = copy.deepcopy(Outputs.get()[name][index])
        change(d)
        return d

    def test_display_list(self):
        def drop_opacity(d): del d["elements"][0]["opacity"]
        def scale_as_text(d): d["scale"] = "3"
        def synthesized_enum(d): d["elements"][0]["shape"] = {"rectangle": {}}
        def old_path_coding(d):
            e = next(e for e in d["elements"] if e["shape"]["kind"] == "path")
            e["shape"]["commands"][0] = {"move": {"_0": {"x": 1, "y": 2}}}
        def unknown_kind(d): d["elements"][0]["kind"] = "video"
        def old_version(d): d["schema"]["version"] = 1
        def no_schema(d): del d["schema"]
        for change in [drop_opacity, scale_as_text, synthesized_enum, old_path_coding, unknown_kind, old_version, no_schema]:
            self.assertRejected("displaylist", self.broken("displaylist", 0, change), change.__name__)

    def test_check(self):
        def ratio_as_text(d):
            c = next(c for c in d["checks"] if c["name"] == "contrast")
            f = next(f for f in c["failures"] if "worstRatio" in f["data"])
            f["data"]["worstRatio"] = "%.2f" % f["data"]["worstRatio"]
        def large_text_as_text(d):
            c = next(c for c in d["checks"] if c["name"] == "contrast")
            next(f for f in c["failures"] if "largeText" in f["data"])["data"]["largeText"] = "false"
        def drop_passed(d): del d["checks"][0]["passed"]
        def unknown_member(d): d["checks"][0]["extra"] = 1
        def measured_as_text(d): d["checks"][0]["coverage"][0]["measured"] = str(d["checks"][0]["coverage"][0]["measured"])
        def drop_options(d): del d["options"]
        def unknown_contrast(d): d["options"]["contrast"] = "both-ish"
        for change in [ratio_as_text, large_text_as_text, drop_passed, unknown_member, measured_as_text, drop_options, unknown_contrast]:
            self.assertRejected("check", self.broken("check", 1, change), change.__name__)

    def test_other_outputs(self):
        cases = [
            ("timeline", lambda d: d["rows"][0]["samples"].__setitem__(1, "0.26"), "a sample as text"),
            ("timeline", lambda d: d.pop("frameCount"), "frameCount removed"),
            ("manifest", lambda d: d.pop("files"), "files removed"),
            ("manifest", lambda d: d.pop("digests"), "digests removed (version 2 has them)"),
            ("manifest", lambda d: next(iter(d["digests"].values())).__setitem__("hash", "XYZ"), "a digest's hash not 32 hex digits"),
            ("diff", lambda d: d.__setitem__("meanDelta", str(d["meanDelta"])), "meanDelta as text"),
            ("diff", lambda d: d.pop("boundingBox"), "boundingBox removed (it is null, not left out)"),
            ("bench", lambda d: d.__setitem__("pixels", "1179x2556"), "pixels as version 1's text"),
            ("contrast", lambda d: d.__setitem__("ratio", "4.48"), "ratio as text"),
            ("motion-sample", lambda d: d["frames"][0].pop("value"), "a frame without its value"),
        ]
        for name, change, how in cases:
            self.assertRejected(name, self.broken(name, 0, change), how)

    def test_snapshot_failure_record(self):
        record = {"schema": {"name": "dev.designproof.snapshot-failure", "version": 1}, "name": "dashboard@1x", "folder": "airfit",
                  "test": None, "reference": "/r.png", "actual": None, "heatmap": None, "message": None}
        self.assertEqual(errors("snapshot-failure", record), [])
        without_test = dict(record)
        del without_test["test"]
        self.assertRejected("snapshot-failure", without_test, "test removed (null, not left out)")
        self.assertRejected("snapshot-failure", dict(record, name=3), "a number for the name")


if __name__ == "__main__":
    unittest.main()
