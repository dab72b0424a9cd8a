#!/usr/bin/env python3
"""How much of a real SwiftUI app type-checks against DesignProof's `SwiftUI` module.

    python3 Scripts/swiftui_corpus.py APP_FOLDER… [--top N] [--json] [--stubs DIR[:DIR…]]

Each APP_FOLDER is one app's sources (a clone kept OUT of this repository: other projects'
code is for measuring against, never committed). Its files are type-checked as its build
compiles them, against the debug build's modules (`swift build --target Charts` first):
each target of its own Swift packages as its own module, in its language mode and default
isolation, the rest as one app module with its Xcode project's settings — so the app's own
types resolve from its own files; a file that says `import SwiftUI` counts as compiling
when no error is reported in it. Prints, per app, the view files that compile
and, over all apps, the most frequent first errors — what to build next.

`--stubs` measures a file "with its app's own types stubbed", as issue 33 asks: for each app,
the .swift files in DIR/<app folder's name>/ join its modules (`// module: Name` on a stub's
first line picks one package target) — a dependency's source the clone does not include, or
declarations standing in for a framework Linux lacks. Keep them with the corpus, out of git.
"""
import argparse, collections, json, os, re, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, ".build", "debug")
DIAG = re.compile(r"^(?P<file>/[^:]+\.swift):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$")


def swift_files(folder):
    out = []
    for d, dirs, files in os.walk(folder):
        # Playgrounds are not part of the app's build.
        dirs[:] = [x for x in dirs if not x.startswith(".") and x not in ("Tests", "UITests", ".build", "Pods")
                   and not x.endswith("Tests") and not x.endswith("UITests") and not x.endswith(".playground")]
        out += [os.path.join(d, f) for f in files if f.endswith(".swift") and f != "Package.swift"]
    return sorted(out)


# What `import X` DesignProof provides; a file importing anything else (MapKit, UIKit…) is
# left out of the corpus and counted apart. The app's own modules are its own files.
PROVIDED = {"SwiftUI", "Charts", "Combine", "SwiftData", "CoreData", "CoreGraphics", "Foundation", "Observation", "Dispatch", "Swift"}
IMPORT = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z_][A-Za-z0-9_]*)*", re.M)


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


def prepared(app, scratch, keep=frozenset()):
    """The app's files in `scratch`, its own modules' imports taken out (its files are
    type-checked as one module). A file that imports what DesignProof does not provide
    (MapKit, SwiftData…) still gives its declarations, that import taken out — the app's own
    types stubbed by their own code —, but is not counted as a view file; returned apart
    with what it imports."""
    own = own_modules(app) - set(keep)
    kept, left = [], []
    for f in swift_files(app):
        text = open(f, errors="replace").read()
        imports = set(IMPORT.findall(text))
        missing = imports - PROVIDED - own - set(keep)
        if missing:
            left.append((f, sorted(missing)))
        text = IMPORT.sub(lambda m: "" if m.group(1) in own or m.group(1) in missing else m.group(0), text)
        # One module: file names must differ (two targets may each have an Images.swift).
        out = os.path.join(scratch, os.path.relpath(f, app).replace("/", "__"))
        open(out, "w").write(text)
        kept.append((f, out, not missing))
    return kept, left


def balanced(text, start):
    """The text from the bracket at `start` to its match."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return text[start:i + 1]
    return text[start:]


def package_targets(app):
    """The targets of the app's own Swift packages, each its own module as SwiftPM builds it:
    name → (source folder, the local targets it depends on, its language mode, its default
    isolation). Language mode 6 when the target says so or the manifest's tools version is 6
    or later and it does not ask for 5."""
    targets = {}
    for d, dirs, files in os.walk(app):
        dirs[:] = [x for x in dirs if not x.startswith(".")]
        if "Package.swift" not in files:
            continue
        text = open(os.path.join(d, "Package.swift"), errors="replace").read()
        tools = re.search(r"swift-tools-version:\s*(\d+)", text)
        # The package's own language mode (`swiftLanguageModes: [.v5]`, or the older
        # `swiftLanguageVersions`), which a target's setting overrides.
        package_mode = "5" if re.search(r"swiftLanguage(?:Modes|Versions)\s*:\s*\[\s*\.v5", text) else None
        # `.target(name: "X")` inside a `dependencies: [...]` list names a dependency, not a target.
        inside = []
        for dm in re.finditer(r"dependencies:\s*\[", text):
            start = dm.end() - 1
            depth = 0
            for i in range(start, len(text)):
                depth += {"[": 1, "]": -1}.get(text[i], 0)
                if depth == 0:
                    inside.append((start, i))
                    break
        for m in re.finditer(r"\.(?:target|executableTarget)\(", text):
            if any(a < m.start() < b for a, b in inside):
                continue
            block = balanced(text, m.end() - 1)
            name = re.search(r'name:\s*"([^"]+)"', block)
            if not name:
                continue
            path = re.search(r'path:\s*"([^"]+)"', block)
            deps = re.findall(r'\.product\(\s*name:\s*"([^"]+)"', block) + re.findall(r'\.target\(\s*name:\s*"([^"]+)"', block)
            listed = re.search(r"dependencies:\s*\[(.*?)\]", block, re.S)
            if listed:
                deps += re.findall(r'"([^"]+)"', listed.group(1))   # kept only when they name a local target
            if ".swiftLanguageMode(.v6)" in block:
                mode = "6"
            elif ".swiftLanguageMode(.v5)" in block:
                mode = "5"
            else:
                mode = package_mode or ("6" if tools and int(tools.group(1)) >= 6 else "5")
            isolation = "MainActor" if re.search(r"\.defaultIsolation\(\s*MainActor\.self\s*\)", block) else None
            targets[name.group(1)] = (os.path.join(d, path.group(1) if path else os.path.join("Sources", name.group(1))), sorted(set(deps)), mode, isolation)
    for name, (folder, deps, mode, iso) in list(targets.items()):
        targets[name] = (folder, [x for x in deps if x in targets and x != name], mode, iso)
    return targets


def xcode_settings(app):
    """The Swift language mode, default isolation and Approachable Concurrency the app's
    Xcode project builds with (its most common values; Swift 5 when there is no project)."""
    values = collections.Counter()
    for d, dirs, files in os.walk(app):
        dirs[:] = [x for x in dirs if not x.startswith(".") and x != "Packages"]
        if "project.pbxproj" in files:
            text = open(os.path.join(d, "project.pbxproj"), errors="replace").read()
            values.update(("version", v) for v in re.findall(r"SWIFT_VERSION = ([0-9.]+);", text))
            values.update(("isolation", v) for v in re.findall(r"SWIFT_DEFAULT_ACTOR_ISOLATION = (\w+);", text))
            values.update(("approachable", v) for v in re.findall(r"SWIFT_APPROACHABLE_CONCURRENCY = (\w+);", text))
    def common(key):
        found = [(n, v) for (k, v), n in values.items() if k == key]
        return max(found)[1] if found else None
    version = common("version") or "5"
    version = "6" if version.startswith("6") else ("4.2" if version.startswith("4") else "5")
    isolation = common("isolation")
    return version, (isolation if isolation == "MainActor" else None), common("approachable") == "YES"


def pbxproj_objects(text):
    """The objects of an Xcode project file (an old-style property list): id → dictionary."""
    tokens = re.findall(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\])*"|[{}()=;,]|[^\s{}()=;,"]+', text, re.S)
    tokens = [t for t in tokens if not t.startswith(("/*", "//"))]
    position = 0
    def value():
        nonlocal position
        token = tokens[position]; position += 1
        if token == "{":
            out = {}
            while tokens[position] != "}":
                key = value(); position += 1  # "="
                out[key] = value(); position += 1  # ";"
            position += 1
            return out
        if token == "(":
            out = []
            while tokens[position] != ")":
                out.append(value())
                if tokens[position] == ",":
                    position += 1
            position += 1
            return out
        return token[1:-1] if token.startswith('"') else token
    try:
        return value().get("objects", {})
    except (IndexError, AttributeError):
        return {}


def xcode_targets(app):
    """The Swift files each of the app's Xcode targets compiles (its Sources build phase, the
    files' paths resolved through the project's groups): (project folder, target name) → set
    of real paths. An app with an iOS app, a watch app and widgets builds each as its own
    module; two projects with a target of the same name (a repository of course projects, one
    copied per chapter) are two modules, not one."""
    found = collections.defaultdict(set)
    for d, dirs, files in os.walk(app):
        dirs[:] = [x for x in dirs if not x.startswith(".") and x != "Packages"]
        if "project.pbxproj" not in files:
            continue
        objects = pbxproj_objects(open(os.path.join(d, "project.pbxproj"), errors="replace").read())
        root = os.path.dirname(d)
        parent = {}
        for oid, o in objects.items():
            for child in o.get("children", []) if isinstance(o, dict) else []:
                parent[child] = oid
        def path_of(oid):
            o = objects.get(oid, {})
            own = o.get("path", "")
            tree = o.get("sourceTree", "<group>")
            if tree == "SOURCE_ROOT" or oid not in parent:
                return os.path.join(root, own)
            if tree != "<group>":
                return None
            above = path_of(parent[oid])
            return above and os.path.join(above, own)
        for o in objects.values():
            if not isinstance(o, dict) or o.get("isa") != "PBXNativeTarget":
                continue
            for phase in o.get("buildPhases", []):
                if objects.get(phase, {}).get("isa") != "PBXSourcesBuildPhase":
                    continue
                for build_file in objects[phase].get("files", []):
                    path = path_of(objects.get(build_file, {}).get("fileRef", ""))
                    if path and path.endswith(".swift"):
                        found[(d, o.get("name", "App"))].add(os.path.realpath(path))
    return found


def run(command):
    """`command`'s result, or None when it ran past ten minutes (one hung compile must not
    stop the whole measurement)."""
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return None


def stub_files(app, stubs_dir):
    """The stubs written for `app` (kept with the corpus, out of git): every .swift file in
    `stubs_dir`/<app folder's name>/, each in the module its first line names
    (`// module: Env`), or in the app's own modules when it names none. A module no package
    target of the app has is the missing package itself: its stubs are compiled as that
    module, which the app's files keep importing. A stub declares what
    the clone lacks — a third-party package's API, the Core Data classes Xcode generates
    from a model, a UIKit class — so the app's files can be measured as the issue asks,
    "with the app's own types stubbed". Returns (path, module or None) pairs."""
    out = []
    # Several folders may be given, separated as PATH is (one per kind of stub).
    for root in (stubs_dir or "").split(os.pathsep):
        folder = os.path.join(root, os.path.basename(os.path.normpath(app)))
        if not root or not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                first = open(path, errors="replace").readline()
                m = re.match(r"\s*//\s*module:\s*(\w+)", first)
                out.append((path, m.group(1) if m else None))
    return out


def jobs(app, scratch, stubs_dir=None):
    """What to type-check for each of the app's files, as its build compiles it: each local
    package target its own module (emitted first, in dependency order, so a target's
    `import Models` finds `Models` and `Models.List` does not hide SwiftUI's `List`), the
    rest one app module with the Xcode project's settings. Returns (file, prepared copy,
    counted, that module's prepared files, frontend flags) per file, and the files left out
    of the count with what they import."""
    targets = package_targets(app)
    stubs = stub_files(app, stubs_dir)
    # Stubs for a package the clone lacks (`// module: UserDefault`) are that package.
    missing_packages = sorted({m for _, m in stubs if m and m not in targets})
    kept, left = prepared(app, scratch, keep=set(targets) | set(missing_packages))
    owner = {}
    for f, c, counted in kept:
        folder = max((t for t, v in targets.items() if os.path.realpath(f).startswith(os.path.realpath(v[0]) + os.sep)),
                     key=lambda t: len(targets[t][0]), default=None)
        owner[c] = folder
    modules = os.path.join(scratch, "modules")
    os.makedirs(modules, exist_ok=True)
    version, isolation, approachable = xcode_settings(app)
    def flags(module):
        if module is None:
            return frontend_flags("App", version, isolation, approachable) + ["-I", modules]
        _, _, mode, iso = targets[module]
        return frontend_flags(module, mode, iso) + ["-I", modules]
    done, order = set(), []
    def visit(t, seen=()):
        if t in done or t in seen:
            return
        for d in targets[t][1]:
            visit(d, seen + (t,))
        done.add(t); order.append(t)
    for t in sorted(targets):
        visit(t)
    # Xcode's generated asset symbols (`ImageResource.floor1`, `Color.brand`), per module for
    # the catalogues in it, as `proof previews` generates them for the previews it compiles.
    catalogues = collections.defaultdict(list)
    for d, dirs, _ in os.walk(app):
        dirs[:] = [x for x in dirs if not x.startswith(".")]
        for x in [x for x in dirs if x.endswith(".xcassets")]:
            inside = [t for t, v in targets.items() if os.path.realpath(d + "/" + x).startswith(os.path.realpath(v[0]) + os.sep)]
            catalogues[max(inside, key=lambda t: len(targets[t][0]), default=None)].append(d)
            dirs.remove(x)
    proof = os.path.join(BUILD, "proof")
    for module, parents in catalogues.items():
        if not os.access(proof, os.X_OK):
            break
        r = run([proof, "previews", *sorted(set(parents)), "--asset-symbols"])
        if r and r.returncode == 0 and r.stdout.strip():
            generated = os.path.join(scratch, f"GeneratedAssetSymbols__{module or 'App'}.swift")
            open(generated, "w").write(r.stdout)
            owner[generated] = module
    # Stubs join the module they are for, as the missing code would; they are never counted.
    # A missing package's stubs are emitted first, as a module of their own.
    for package in missing_packages:
        files = []
        for i, (path, module) in enumerate(stubs):
            if module == package:
                files.append(os.path.join(scratch, f"Stub{i}__" + re.sub(r"[^\w.]", "_", os.path.basename(path))))
                shutil.copyfile(path, files[-1])
        run(["swiftc", "-frontend", "-emit-module"] + files + frontend_flags(package, "5", None) + ["-I", modules, "-parse-as-library",
             "-emit-module-path", os.path.join(modules, package + ".swiftmodule"), "-experimental-skip-non-inlinable-function-bodies"])
    for i, (path, module) in enumerate(stubs):
        if module in missing_packages:
            continue
        copy = os.path.join(scratch, f"Stub{i}__" + re.sub(r"[^\w.]", "_", os.path.basename(path)))
        shutil.copyfile(path, copy)
        owner[copy] = module if module in targets else None
    for t in order:
        files = [c for c, o in owner.items() if o == t]
        if files:
            # Emitted even with errors in it (a file needing a package not in the clone), as
            # an IDE's index does, so the modules above it still see its declarations.
            run(["swiftc", "-frontend", "-emit-module"] + files + flags(t) +
                ["-emit-module-path", os.path.join(modules, t + ".swiftmodule"),
                 "-experimental-allow-module-with-compiler-errors", "-experimental-skip-non-inlinable-function-bodies"])
    # The app's own files: each Xcode target its own module (a file in several targets is
    # compiled in each); files no target lists, one module as before.
    members = {name: paths for name, paths in xcode_targets(app).items()}
    in_targets = {c: [n for n, paths in members.items() if os.path.realpath(f) in paths]
                  for f, c, _ in kept if owner[c] is None}
    def app_flags(target):
        return frontend_flags(re.sub(r"\W", "_", target[1]) or "App", version, isolation, approachable) + ["-I", modules]
    out = []
    for f, c, counted in kept:
        module = owner[c]
        if module is None and in_targets.get(c):
            builds = [([x for x, names in in_targets.items() if n in names] +
                       [x for x, o in owner.items() if o is None and x not in in_targets], app_flags(n)) for n in in_targets[c]]
        elif module is None:
            builds = [([x for x, o in owner.items() if o is None and not in_targets.get(x)], flags(None))]
        else:
            builds = [([x for x, o in owner.items() if o == module], flags(module))]
        out.append((f, c, counted, builds))
    return out, left


def frontend_flags(module="App", version="5", isolation=None, approachable=False):
    helpers = os.path.join(ROOT, ".build", "checkouts", "OpenCombine", "Sources", "COpenCombineHelpers", "include")
    modulemap = os.path.join(os.path.realpath(BUILD), "COpenCombineHelpers.build", "module.modulemap")
    plugin = os.path.join(os.path.realpath(BUILD), "SwiftUIMacros-tool")
    # The toolchain's own macro plug-ins (Observation's @Observable), which the swiftc driver
    # passes by default and the bare frontend does not; -D DEBUG as a debug build (and
    # `proof previews`) compiles, so `#if DEBUG` preview data counts.
    swiftc = shutil.which("swiftc") or "/usr/bin/swiftc"
    toolchain_plugins = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swiftc))), "lib", "swift", "host", "plugins")
    settings = []
    if isolation:
        settings += ["-default-isolation", isolation]
    if approachable:
        # Xcode's "Approachable Concurrency": these upcoming features, on.
        for feature in ("DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                        "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"):
            settings += ["-enable-upcoming-feature", feature]
    return settings + ["-swift-version", version, "-module-name", module, "-I", os.path.join(BUILD, "Modules"), "-I", helpers,
            "-Xcc", "-fmodule-map-file=" + modulemap, "-load-plugin-executable", plugin + "#SwiftUIMacros",
            "-plugin-path", toolchain_plugins, "-D", "DEBUG",
            # Apple's Foundation makes Observation and Combine visible (a model file that
            # imports only Foundation may say @Observable, or ObservableObject) and has
            # URLSession, which Linux keeps in FoundationNetworking; so every file imports all three.
            "-import-module", "Observation", "-import-module", "Combine", "-import-module", "FoundationNetworking"]


def typecheck(primary, files, flags=None):
    """The errors in `primary`, type-checked as one file of the module of `files` (the
    frontend's primary-file mode, as an incremental build does: the other files give their
    declarations, and an error in one of them does not stop this one from being checked)."""
    cmd = ["swiftc", "-frontend", "-typecheck", "-primary-file", primary] + [f for f in files if f != primary] + (flags or frontend_flags())
    r = run(cmd)
    if r is None:
        return ["the type-check ran past ten minutes"]
    errors = []
    for line in (r.stdout + r.stderr).splitlines():
        m = DIAG.match(line)
        if m and os.path.realpath(m["file"]) == os.path.realpath(primary):
            errors.append(m["msg"])
        elif line.startswith("<unknown>") and "error:" in line:
            # A module DesignProof should have built is a set-up mistake: stop. Anything else
            # (a module of the app's own, emitted with errors, that cannot be read back) is
            # this file not compiling.
            if "missing required module" in line:
                sys.exit("the type-check did not start: " + line)
            errors.append("the type-check did not start: " + line)
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
    p.add_argument("--stubs", help="folders of stubs per app (STUBS/<app folder name>/*.swift), ':'-separated: what the clone lacks")
    a = p.parse_args()
    firsts = collections.Counter()
    report = []
    total = ok = 0
    import tempfile
    leftOut = collections.Counter()
    for app in a.apps:
        scratch = tempfile.mkdtemp(prefix="swiftui-corpus-")
        units, left = jobs(app, scratch, a.stubs)
        for _, missing in left:
            leftOut.update(missing)
        views = [(f, c, builds) for f, c, counted, builds in units
                 if counted and re.search(r"^\s*import\s+SwiftUI\b", open(c, errors="replace").read(), re.M)]
        failing = {}
        for f, c, builds in views:
            # A file compiled by several targets compiles when it compiles in each.
            e = next((e for files, flags in builds for e in [typecheck(c, files, flags)] if e), None)
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
