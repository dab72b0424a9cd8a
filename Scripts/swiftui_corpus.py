#!/usr/bin/env python3
"""How much of a real SwiftUI app type-checks against DesignProof's `SwiftUI` module.

    python3 Scripts/swiftui_corpus.py APP_FOLDER… [--top N] [--json]

Each APP_FOLDER is one app's sources (a clone kept OUT of this repository: other projects'
code is for measuring against, never committed). All its .swift files are type-checked
together against the debug build's modules (`swift build --target Charts` first), so the
app's own types resolve from its own files; a file that says `import SwiftUI` counts as
compiling when no error is reported in it. Prints, per app, the view files that compile
and, over all apps, the most frequent first errors — what to build next.
"""
import argparse, collections, json, os, re, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, ".build", "debug")
DIAG = re.compile(r"^(?P<file>/[^:]+\.swift):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$")


def swift_files(folder):
    out = []
    for d, dirs, files in os.walk(folder):
        dirs[:] = [x for x in dirs if not x.startswith(".") and x not in ("Tests", "UITests", ".build", "Pods")
                   and not x.endswith("Tests") and not x.endswith("UITests")]
        out += [os.path.join(d, f) for f in files if f.endswith(".swift") and f != "Package.swift"]
    return sorted(out)


# What `import X` DesignProof provides; a file importing anything else (MapKit, UIKit…) is
# left out of the corpus and counted apart. The app's own modules are its own files.
PROVIDED = {"SwiftUI", "Charts", "Combine", "Foundation", "Observation", "Dispatch", "Swift"}
IMPORT = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)


def own_modules(folder):
    """Module names the app defines itself: its packages' targets and folders under Sources/."""
    names = set()
    for d, dirs, files in os.walk(folder):
        if os.path.basename(d) == "Sources":
            names.update(dirs)
        if "Package.swift" in files:
            text = open(os.path.join(d, "Package.swift"), errors="replace").read()
            names.update(re.findall(r'\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"', text))
    return names


def prepared(app, scratch):
    """The app's files in `scratch`, its own modules' imports taken out (its files are
    type-checked as one module). A file that imports what DesignProof does not provide
    (MapKit, SwiftData…) still gives its declarations, that import taken out — the app's own
    types stubbed by their own code —, but is not counted as a view file; returned apart
    with what it imports."""
    own = own_modules(app)
    kept, left = [], []
    for f in swift_files(app):
        text = open(f, errors="replace").read()
        imports = set(IMPORT.findall(text))
        missing = imports - PROVIDED - own
        if missing:
            left.append((f, sorted(missing)))
        text = IMPORT.sub(lambda m: "" if m.group(1) in own or m.group(1) in missing else m.group(0), text)
        # One module: file names must differ (two targets may each have an Images.swift).
        out = os.path.join(scratch, os.path.relpath(f, app).replace("/", "__"))
        open(out, "w").write(text)
        kept.append((f, out, not missing))
    return kept, left


def frontend_flags():
    helpers = os.path.join(ROOT, ".build", "checkouts", "OpenCombine", "Sources", "COpenCombineHelpers", "include")
    modulemap = os.path.join(os.path.realpath(BUILD), "COpenCombineHelpers.build", "module.modulemap")
    plugin = os.path.join(os.path.realpath(BUILD), "SwiftUIMacros-tool")
    # The toolchain's own macro plug-ins (Observation's @Observable), which the swiftc driver
    # passes by default and the bare frontend does not; -D DEBUG as a debug build (and
    # `proof previews`) compiles, so `#if DEBUG` preview data counts.
    swiftc = shutil.which("swiftc") or "/usr/bin/swiftc"
    toolchain_plugins = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swiftc))), "lib", "swift", "host", "plugins")
    return ["-swift-version", "5", "-module-name", "App", "-I", os.path.join(BUILD, "Modules"), "-I", helpers,
            "-Xcc", "-fmodule-map-file=" + modulemap, "-load-plugin-executable", plugin + "#SwiftUIMacros",
            "-plugin-path", toolchain_plugins, "-D", "DEBUG"]


def typecheck(primary, files):
    """The errors in `primary`, type-checked as one file of the module of `files` (the
    frontend's primary-file mode, as an incremental build does: the other files give their
    declarations, and an error in one of them does not stop this one from being checked)."""
    cmd = ["swiftc", "-frontend", "-typecheck", "-primary-file", primary] + [f for f in files if f != primary] + frontend_flags()
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    errors = []
    for line in (r.stdout + r.stderr).splitlines():
        m = DIAG.match(line)
        if m and os.path.realpath(m["file"]) == os.path.realpath(primary):
            errors.append(m["msg"])
        elif line.startswith("<unknown>") and "error:" in line:
            sys.exit("the type-check did not start: " + line)
    if r.returncode != 0 and not errors:
        errors.append("the compiler failed without an error in this file: " + (r.stdout + r.stderr).strip().splitlines()[-1][:200] if (r.stdout + r.stderr).strip() else "the compiler failed")
    return errors


def normalise(msg):
    """An error without the names of the app's own things, so alike ones count together."""
    msg = re.sub(r"'[A-Z][A-Za-z0-9_]*(<[^']*>)?'", lambda m: m.group(0) if m.group(0) in KNOWN else "'T'", msg)
    return re.sub(r"'[a-z][A-Za-z0-9_$]*'", lambda m: m.group(0), msg)


KNOWN = set()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("apps", nargs="+")
    p.add_argument("--top", type=int, default=40)
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    firsts = collections.Counter()
    report = []
    total = ok = 0
    import tempfile
    leftOut = collections.Counter()
    for app in a.apps:
        scratch = tempfile.mkdtemp(prefix="swiftui-corpus-")
        kept, left = prepared(app, scratch)
        for _, missing in left:
            leftOut.update(missing)
        views = [(f, c) for f, c, counted in kept if counted and re.search(r"^\s*import\s+SwiftUI\b", open(c, errors="replace").read(), re.M)]
        everything = [c for _, c, _ in kept]
        failing = {}
        for f, c in views:
            e = typecheck(c, everything)
            if e:
                failing[os.path.relpath(f, app)] = e[:3]
        total += len(views)
        ok += len(views) - len(failing)
        for e in failing.values():
            firsts[e[0]] += 1
        report.append({"app": app, "viewFiles": len(views), "compile": len(views) - len(failing),
                       "leftOut": len(left), "failing": failing})
    if a.json:
        print(json.dumps({"apps": report, "viewFiles": total, "compile": ok, "firstErrors": firsts.most_common(a.top)}, indent=1))
        return
    for r in report:
        print(f"{r['compile']:4d} of {r['viewFiles']:4d} view files compile  {r['app']}  ({r['leftOut']} files not counted for their imports)")
    print(f"{ok:4d} of {total:4d} in all")
    print("not counted for importing: " + ", ".join(f"{m} {n}" for m, n in leftOut.most_common()))
    print("\nmost frequent first errors:")
    for msg, n in firsts.most_common(a.top):
        print(f"{n:5d}  {msg}")


if __name__ == "__main__":
    main()
