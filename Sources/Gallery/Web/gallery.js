// The review gallery's page script (docs/GALLERY.md). Plain JavaScript, no libraries, nothing
// fetched from the network: the data is window.GALLERY (data/gallery.js) and each full-size
// image's elements arrive through galleryInspect(KEY, {...}) from inspect/KEY.js, loaded by a
// <script> tag because a file:// page may not fetch().
(function () {
  "use strict";

  var G = window.GALLERY;
  var view = document.getElementById("view");
  var nav = document.getElementById("nav");
  var help = document.getElementById("help");
  var DEVICE_DEFAULT = "iphone-16";
  var SIZE_DEFAULT = "large";
  var FAILURE_PAGE = 100;

  // Per-view keyboard handler and resize hook, replaced by each render.
  var keyHandler = null;
  var resizeHandler = null;
  var lastPath = null;

  // ---------------------------------------------------------------- small helpers

  // h("a", {href: "#/", class: "x", "data-testid": "nav"}, child, "text", [more]) builds an element.
  function h(tag, attrs) {
    var el = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        var v = attrs[k];
        if (v === null || v === undefined || v === false) return;
        if (k === "text") el.textContent = String(v);
        else if (k === "style" && typeof v === "object") Object.keys(v).forEach(function (p) { el.style[p] = v[p]; });
        else if (k.slice(0, 2) === "on" && typeof v === "function") el.addEventListener(k.slice(2), v);
        else el.setAttribute(k, v === true ? "" : String(v));
      });
    }
    for (var i = 2; i < arguments.length; i++) append(el, arguments[i]);
    return el;
  }
  function append(el, child) {
    if (child === null || child === undefined || child === false) return;
    if (Array.isArray(child)) { child.forEach(function (c) { append(el, c); }); return; }
    el.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
  var SVGNS = "http://www.w3.org/2000/svg";
  function s(tag, attrs) {
    var el = document.createElementNS(SVGNS, tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") el.textContent = attrs[k]; else el.setAttribute(k, String(attrs[k]));
    });
    for (var i = 2; i < arguments.length; i++) if (arguments[i]) el.appendChild(arguments[i]);
    return el;
  }
  function isArray(x) { return Array.isArray(x); }
  function list(x) { return isArray(x) ? x : []; }
  function num(x) { return typeof x === "number" && isFinite(x); }
  function fmt(x, digits) {
    if (!num(x)) return x === null || x === undefined ? "—" : String(x);
    var d = digits === undefined ? 4 : digits;
    var r = Number(x.toPrecision(d));
    return String(Math.abs(r) < 1e-12 ? 0 : r);
  }
  function ratio(x) { return num(x) ? x.toFixed(2) + ":1" : "—"; }
  function plural(n, one, many) { return n + " " + (n === 1 ? one : (many || one + "s")); }
  function value(v) {
    if (num(v)) return fmt(v);
    if (isArray(v)) return v.map(value).join(", ");
    if (v && typeof v === "object") return JSON.stringify(v);
    return v === null || v === undefined ? "—" : String(v);
  }

  // ---------------------------------------------------------------- routes: #/path?query

  function route() {
    var raw = location.hash.replace(/^#/, "") || "/";
    var q = raw.indexOf("?");
    var path = q < 0 ? raw : raw.slice(0, q);
    var params = new URLSearchParams(q < 0 ? "" : raw.slice(q + 1));
    var parts = path.split("/").filter(function (p) { return p.length > 0; }).map(function (p) {
      try { return decodeURIComponent(p); } catch (e) { return p; }
    });
    return { path: path, parts: parts, params: params };
  }
  function href(path, params) {
    var q = params ? params.toString() : "";
    return "#" + path + (q ? "?" + q : "");
  }
  // Ids keep their "/" and "@" readable in the address (#/screen/calai/gender@selected).
  function encodePath(id) {
    return String(id).split("/").map(function (p) { return encodeURIComponent(p).replace(/%40/g, "@"); }).join("/");
  }
  function go(path, params) { location.hash = href(path, params).slice(1); }

  // ---------------------------------------------------------------- data look-ups

  function apps() { return G ? list(G.apps) : []; }
  function appById(id) { return apps().filter(function (a) { return a && a.id === id; })[0] || null; }
  function appOf(id) {
    var head = String(id).split("/")[0];
    return appById(head);
  }
  function screenById(id) {
    var found = null;
    apps().forEach(function (a) {
      list(a.screens).forEach(function (sc, i) { if (!found && sc && sc.id === id) found = { app: a, screen: sc, index: i }; });
    });
    return found;
  }
  function animationById(id) {
    var found = null;
    apps().forEach(function (a) {
      list(a.animations).forEach(function (an) { if (!found && an && an.id === id) found = { app: a, animation: an }; });
    });
    return found;
  }
  function countVariants(app) {
    return list(app.screens).reduce(function (n, sc) { return n + list(sc && sc.variants).length; }, 0);
  }

  // The switches of one app: appearance, device, size, gradient, from the URL query with defaults.
  function switchesFor(app, params) {
    var appearances = list(app.appearances);
    var devices = list(app.devices).map(function (d) { return d.id; });
    var sizes = list(app.contentSizes).map(function (c) { return c.id; });
    var gradients = list(app.gradients);
    function pickOne(key, options, fallback) {
      var v = params.get(key);
      if (v !== null && options.indexOf(v) >= 0) return v;
      if (options.indexOf(fallback) >= 0) return fallback;
      return options.length ? options[0] : null;
    }
    var g = params.get("gradient");
    return {
      appearance: pickOne("appearance", appearances, appearances[0]),
      device: pickOne("device", devices, DEVICE_DEFAULT),
      size: pickOne("size", sizes, SIZE_DEFAULT),
      gradient: g !== null && gradients.indexOf(g) >= 0 ? g : null
    };
  }
  function switchParams(sw) {
    var p = new URLSearchParams();
    if (sw.appearance) p.set("appearance", sw.appearance);
    if (sw.device) p.set("device", sw.device);
    if (sw.size) p.set("size", sw.size);
    if (sw.gradient) p.set("gradient", sw.gradient);
    return p;
  }
  // The variant matching the switches; when none matches exactly, the closest (appearance first).
  function variantFor(screen, sw) {
    var best = null, bestScore = -1;
    list(screen && screen.variants).forEach(function (v) {
      if (!v) return;
      var score = (v.appearance === sw.appearance ? 8 : 0) + (v.device === sw.device ? 4 : 0) +
        (v.contentSize === sw.size ? 2 : 0) + ((v.gradient || null) === sw.gradient ? 1 : 0);
      if (score > bestScore) { best = v; bestScore = score; }
    });
    return best ? { variant: best, exact: bestScore === 15 } : null;
  }

  // ---------------------------------------------------------------- navigation bar

  function renderNav(r) {
    nav.textContent = "";
    var here = r.parts;
    function item(label, path, active) {
      return h("a", { href: "#" + path, "aria-current": active ? "page" : null, class: active ? "active" : null }, label);
    }
    nav.appendChild(item("Overview", "/", here.length === 0));
    apps().forEach(function (a) {
      var group = h("span", { class: "nav-app" }, h("span", { class: "nav-app-name" }, a.name || a.id));
      var inApp = here.length > 1 && (here[1] === a.id);
      group.appendChild(item("Screens", "/screens/" + encodePath(a.id), inApp && (here[0] === "screens" || here[0] === "screen")));
      if (list(a.animations).length)
        group.appendChild(item("Animations", "/animations/" + encodePath(a.id), inApp && (here[0] === "animations" || here[0] === "animation")));
      nav.appendChild(group);
    });
    if (G && G.checks) nav.appendChild(item("Checks", "/checks", here[0] === "checks"));
    if (G && G.snapshots) nav.appendChild(item("Snapshots", "/snapshots", here[0] === "snapshots"));
    // On a phone the nav scrolls sideways: keep the current section in sight.
    var active = nav.querySelector(".active");
    var group = active && (active.closest(".nav-app") || active);
    if (group && nav.scrollWidth > nav.clientWidth) nav.scrollLeft = Math.max(0, group.offsetLeft - nav.offsetLeft - 8);
  }

  function setHelp(text) { help.textContent = text || ""; }

  // ---------------------------------------------------------------- overview

  function renderOverview() {
    var out = [h("h1", null, "Overview")];
    var cards = h("div", { class: "cards" });
    apps().forEach(function (a) {
      var screens = list(a.screens).length, anims = list(a.animations).length;
      var failing = list(a.screens).filter(function (sc) {
        return list(sc && sc.variants).some(function (v) { return v && v.contrastFailures > 0; });
      }).length;
      cards.appendChild(h("section", { class: "card", "data-testid": "overview-app", "data-app": a.id },
        h("h2", null, a.name || a.id),
        h("p", null, plural(screens, "screen") + " and states, " + plural(countVariants(a), "image") + " · " + plural(anims, "animation")),
        h("p", { class: "muted" }, "Appearances: " + list(a.appearances).join(", ") +
          (list(a.gradients).length ? " · gradients: " + a.gradients.length : "")),
        failing ? h("p", null, h("span", { class: "badge inline" }, String(failing)), " " + (failing === 1 ? "screen has" : "screens have") + " text below its contrast requirement in some variant") : null,
        h("p", { class: "links" },
          h("a", { href: "#/screens/" + encodePath(a.id) }, "Screens"),
          anims ? h("a", { href: "#/animations/" + encodePath(a.id) }, "Animations") : null)));
    });
    if (!apps().length) cards.appendChild(h("section", { class: "card" }, h("p", null, "No apps in this gallery.")));

    var checks = G.checks;
    var checkCard = h("section", { class: "card", "data-testid": "overview-checks" }, h("h2", null, "Checks"));
    if (checks) {
      var all = list(checks.checks), failed = all.filter(function (c) { return c && !c.passed; });
      checkCard.appendChild(h("p", null, verdictChip(!!checks.passed), " " +
        (failed.length ? plural(failed.length, "check") + " of " + all.length + " failed" : "all " + all.length + " checks passed")));
      checkCard.appendChild(h("p", { class: "links" }, h("a", { href: "#/checks" }, "Verdict table")));
    } else {
      checkCard.appendChild(h("p", { class: "muted" }, "Checks were not run for this gallery (--no-checks), so there is no Checks page."));
    }
    cards.appendChild(checkCard);

    var snaps = G.snapshots;
    var snapCard = h("section", { class: "card", "data-testid": "overview-snapshots" }, h("h2", null, "Snapshot review"));
    if (snaps) {
      var n = list(snaps.failures).length;
      snapCard.appendChild(h("p", null, n ? plural(n, "failed snapshot") : "No failed snapshots", " in ", h("code", null, snaps.source || "?")));
      snapCard.appendChild(h("p", { class: "links" }, h("a", { href: "#/snapshots" }, "Review")));
    } else {
      snapCard.appendChild(h("p", { class: "muted" }, "No snapshot review: build the gallery with ", h("code", null, "proof gallery --snapshots DIR"),
        " to show a failing snapshot run's reference, actual and heatmap images."));
    }
    cards.appendChild(snapCard);
    out.push(cards);
    setHelp("Keys: Tab moves between links; in a screen grid ← → move between tiles; Enter opens.");
    return out;
  }
  function verdictChip(passed) {
    return h("span", { class: "verdict " + (passed ? "pass" : "fail") }, passed ? "PASS" : "FAIL");
  }

  // ---------------------------------------------------------------- switches

  function switchBar(app, sw, path) {
    var bar = h("div", { class: "switches", role: "group", "aria-label": "Variant" });
    function select(key, testid, label, options, current) {
      var sel = h("select", { "data-testid": testid, id: "sw-" + key, onchange: function () {
        var next = { appearance: sw.appearance, device: sw.device, size: sw.size, gradient: sw.gradient };
        next[key] = sel.value === "" ? null : sel.value;
        pendingFocus = testid;
        go(path, switchParams(next));
      } });
      options.forEach(function (o) {
        var opt = h("option", { value: o.value === null ? "" : o.value }, o.label);
        if ((o.value || null) === (current || null)) opt.selected = true;
        sel.appendChild(opt);
      });
      bar.appendChild(h("label", { for: "sw-" + key }, h("span", null, label), sel));
    }
    select("appearance", "switch-appearance", "Appearance",
      list(app.appearances).map(function (a) { return { value: a, label: a === "light" ? "Light" : a === "dark" ? "Dark" : a }; }), sw.appearance);
    select("device", "switch-device", "Device",
      list(app.devices).map(function (d) { return { value: d.id, label: d.name || d.id }; }), sw.device);
    select("size", "switch-size", "Text size",
      list(app.contentSizes).map(function (c) { return { value: c.id, label: c.name || c.id }; }), sw.size);
    if (list(app.gradients).length)
      select("gradient", "switch-gradient", "Gradient",
        [{ value: null, label: "Screen's own" }].concat(app.gradients.map(function (g) { return { value: g, label: g }; })), sw.gradient);
    return bar;
  }
  var pendingFocus = null;

  // ---------------------------------------------------------------- screens grid

  function renderScreens(r) {
    var app = appById(r.parts[1]);
    if (!app) return notFound("No app “" + (r.parts[1] || "") + "” in this gallery.");
    var sw = switchesFor(app, r.params);
    var q = switchParams(sw);
    var grid = h("div", { class: "grid", "data-testid": "screen-grid" });
    list(app.screens).forEach(function (sc) {
      if (!sc) return;
      var m = variantFor(sc, sw);
      var v = m && m.variant;
      var thumb = v ? h("img", { src: v.image, loading: "lazy", alt: "", width: v.width, height: v.height })
        : h("span", { class: "no-image" }, "no image");
      var fails = v && v.contrastFailures > 0 ? v.contrastFailures : 0;
      grid.appendChild(h("a", {
        class: "tile", href: href("/screen/" + encodePath(sc.id), q), "data-testid": "screen-tile", "data-screen": sc.id,
        title: m && !m.exact ? "No exact variant for these switches; showing " + describeVariant(v) : null
      },
        h("span", { class: "thumb" }, thumb,
          fails ? h("span", { class: "badge", "data-testid": "contrast-badge", title: plural(fails, "element") + " below the contrast requirement" }, String(fails)) : null),
        h("span", { class: "tile-title" }, sc.title || sc.id),
        m && !m.exact ? h("span", { class: "tile-note" }, "closest: " + describeVariant(v)) : null));
    });
    setHelp("Keys: ← → move between tiles, Enter opens a screen; in the full view [ ] (or Page Up / Page Down) page through screens and Esc returns here.");
    keyHandler = function (e) {
      if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
      if (isFormField(e.target)) return;
      var tiles = Array.prototype.slice.call(grid.querySelectorAll(".tile"));
      if (!tiles.length) return;
      var i = tiles.indexOf(document.activeElement);
      var next = i < 0 ? 0 : Math.max(0, Math.min(tiles.length - 1, i + (e.key === "ArrowRight" ? 1 : -1)));
      tiles[next].focus();
      e.preventDefault();
    };
    return [
      h("div", { class: "view-head" }, h("h1", null, (app.name || app.id) + " · Screens"),
        h("p", { class: "muted" }, plural(list(app.screens).length, "screen") + " and states")),
      switchBar(app, sw, "/screens/" + encodePath(app.id)),
      grid
    ];
  }
  function describeVariant(v) {
    if (!v) return "none";
    return [v.appearance, v.device, v.contentSize, v.gradient].filter(Boolean).join(", ");
  }
  function isFormField(el) {
    return el && (el.tagName === "INPUT" || el.tagName === "SELECT" || el.tagName === "TEXTAREA");
  }

  // ---------------------------------------------------------------- one screen with the inspector

  var inspectCache = {};
  var inspectWaiters = {};
  // inspect/KEY.js calls this.
  window.galleryInspect = function (key, data) {
    expandElements(data);
    inspectCache[key] = data;
    (inspectWaiters[key] || []).forEach(function (w) { w.resolve(data); });
    delete inspectWaiters[key];
  };
  // On disk an element's names are short, and its id is stored against the one before it:
  // "i": [shared, tail] is the first `shared` UTF-16 units of the previous id, then tail
  // (docs/GALLERY.md). Older files with long names and "id" read as they are.
  var elementNames = { k: "kind", f: "frame", t: "text", c: "colors", l: "label", r: "traits", x: "contrast" };
  var contrastNames = { v: "verdict", n: "reason", w: "worst", m: "median", q: "required", fg: "foreground", bg: "background", lt: "largeText" };
  function longNames(o, names) {
    Object.keys(names).forEach(function (k) {
      if (Object.prototype.hasOwnProperty.call(o, k)) { o[names[k]] = o[k]; delete o[k]; }
    });
  }
  function expandElements(data) {
    var previous = "";
    list(data && data.elements).forEach(function (e) {
      if (e && typeof e === "object") {
        longNames(e, elementNames);
        if (e.contrast && typeof e.contrast === "object") longNames(e.contrast, contrastNames);
      }
      if (e && Array.isArray(e.i) && e.i.length === 2) {
        e.id = previous.slice(0, Number(e.i[0]) || 0) + String(e.i[1]);
        delete e.i;
      }
      previous = e && typeof e.id === "string" ? e.id : "";
    });
  }
  function loadInspect(v) {
    return new Promise(function (resolve, reject) {
      if (!v || !v.inspect) { reject(new Error("this image has no inspector data")); return; }
      if (inspectCache[v.key]) { resolve(inspectCache[v.key]); return; }
      (inspectWaiters[v.key] = inspectWaiters[v.key] || []).push({ resolve: resolve, reject: reject });
      var tag = h("script", { src: v.inspect });
      tag.onload = function () {
        tag.remove();
        if (!inspectCache[v.key]) fail(v.inspect + " did not call galleryInspect(\"" + v.key + "\", …)");
      };
      tag.onerror = function () { tag.remove(); fail(v.inspect + " could not be loaded"); };
      function fail(msg) {
        (inspectWaiters[v.key] || []).forEach(function (w) { w.reject(new Error(msg)); });
        delete inspectWaiters[v.key];
      }
      document.head.appendChild(tag);
    });
  }

  // The element under (x, y) points: the smallest frame holding the point; at equal area
  // text and images before shapes, then the one painted last.
  function pickElement(elements, x, y) {
    var best = -1, bestArea = Infinity, bestRank = 9;
    elements.forEach(function (e, i) {
      var f = e && e.frame;
      if (!isArray(f) || f.length < 4) return;
      if (!(x >= f[0] && x < f[0] + f[2] && y >= f[1] && y < f[1] + f[3])) return;
      var area = f[2] * f[3];
      var rank = e.kind === "text" || e.kind === "image" ? 0 : 1;
      if (area < bestArea || (area === bestArea && rank <= bestRank)) { best = i; bestArea = area; bestRank = rank; }
    });
    return best;
  }

  function renderScreen(r) {
    var id = r.parts.slice(1).join("/");
    var found = screenById(id);
    if (!found) return notFound("No screen “" + id + "” in this gallery.");
    var app = found.app, sc = found.screen;
    var sw = switchesFor(app, r.params);
    var q = switchParams(sw);
    var m = variantFor(sc, sw);
    var v = m && m.variant;
    var screens = list(app.screens).filter(function (x) { return x && x.id; });
    var index = Math.max(0, screens.indexOf(sc));
    var prev = screens[(index - 1 + screens.length) % screens.length] || sc;
    var next = screens[(index + 1) % screens.length] || sc;
    var gridLink = href("/screens/" + encodePath(app.id), q);
    var head = h("div", { class: "view-head" },
      h("p", { class: "crumbs" }, h("a", { href: gridLink }, (app.name || app.id) + " · Screens"), " › "),
      h("h1", null, sc.title || sc.id),
      h("p", { class: "pager" },
        h("a", { href: href("/screen/" + encodePath(prev.id), q), rel: "prev", "data-testid": "prev-screen" }, "← " + (prev.title || prev.id)),
        h("span", { class: "muted" }, (index + 1) + " / " + screens.length),
        h("a", { href: href("/screen/" + encodePath(next.id), q), rel: "next", "data-testid": "next-screen" }, (next.title || next.id) + " →")));
    var bar = switchBar(app, sw, "/screen/" + encodePath(sc.id));
    keyHandler = function (e) {
      if (isFormField(e.target)) return;
      if (e.key === "Escape") { location.hash = gridLink.slice(1); e.preventDefault(); }
      else if (e.key === "[" || e.key === "PageUp") { location.hash = href("/screen/" + encodePath(prev.id), q).slice(1); e.preventDefault(); }
      else if (e.key === "]" || e.key === "PageDown") { location.hash = href("/screen/" + encodePath(next.id), q).slice(1); e.preventDefault(); }
    };
    setHelp("Keys: point at the image, or focus it and use ← → to step through its elements (Tab: its texts, images and labelled elements); [ ] or Page Up / Page Down for the previous / next screen; Esc back to the grid.");
    if (!v) return [head, bar, h("p", { class: "note" }, "This screen has no rendered image.")];

    var img = h("img", { src: v.image, alt: (sc.title || sc.id) + ", " + describeVariant(v), "data-testid": "screen-image", draggable: "false" });
    var box = h("div", { class: "inspector-box", "data-testid": "inspector-box", hidden: true });
    var stage = h("div", { class: "stage", tabindex: "0", role: "group", "aria-label": "Screen image: use arrow keys to step through its elements" }, img, box);
    var panel = h("aside", { class: "panel", "data-testid": "inspector-panel", "aria-live": "polite" },
      h("p", { class: "muted" }, "Loading the inspector…"));
    var sizeButton = h("button", { type: "button", class: "size-toggle", "data-testid": "size-toggle", "aria-pressed": actualSize ? "true" : "false" },
      actualSize ? "Fit to window" : "Actual size");
    sizeButton.addEventListener("click", function () {
      actualSize = !actualSize;
      sizeButton.textContent = actualSize ? "Fit to window" : "Actual size";
      sizeButton.setAttribute("aria-pressed", actualSize ? "true" : "false");
      layout();
    });
    var info = h("span", { class: "muted variant-info" },
      v.width + " × " + v.height + " pt",
      m.exact ? null : " (closest to the switches)",
      " · ", h("a", { href: v.image, target: "_blank", rel: "noopener", "data-testid": "image-file" }, /\.webp$/.test(v.image) ? "WebP" : "PNG"),
      v.contrastFailures > 0 ? [" · ", h("span", { class: "badge inline" }, String(v.contrastFailures)), " below contrast"] : null,
      " ", sizeButton);
    bar.appendChild(info);

    var scale = 1;
    function layout() {
      var w = num(v.width) ? v.width : 393, hh = num(v.height) ? v.height : 852;
      // Whole on screen without scrolling: the room below the stage's place on the page.
      var top = stage.getBoundingClientRect().top + window.scrollY;
      var availH = actualSize ? Infinity : Math.max(240, window.innerHeight - 16 - Math.max(0, Math.min(top, 260)));
      // The view's width less the inspector panel's beside it (the panel stacks below on a phone).
      var style = window.getComputedStyle(view);
      var mainW = view.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      var narrow = window.matchMedia("(max-width: 700px)").matches;
      var availW = Math.max(160, narrow ? mainW : mainW - 300 - 20);
      // On a phone the image takes the width and the page scrolls; on a laptop it fits the height too.
      scale = Math.min(1, narrow ? Infinity : availH / hh, availW / w);
      img.style.width = (w * scale) + "px";
      img.style.height = (hh * scale) + "px";
      stage.style.width = (w * scale) + "px";
      if (current >= 0) drawBox();
    }
    resizeHandler = layout;

    var elements = [];
    var current = -1;
    function drawBox() {
      var e = elements[current];
      if (!e || !isArray(e.frame)) { box.hidden = true; return; }
      box.hidden = false;
      box.style.left = (e.frame[0] * scale) + "px";
      box.style.top = (e.frame[1] * scale) + "px";
      box.style.width = Math.max(1, e.frame[2] * scale) + "px";
      box.style.height = Math.max(1, e.frame[3] * scale) + "px";
    }
    function select(i) {
      if (i === current) return;
      current = i;
      drawBox();
      panel.textContent = "";
      append(panel, i >= 0 ? elementPanel(elements[i], i, elements.length) : idlePanel(elements.length));
    }
    function pointAt(ev) {
      if (!elements.length) return;
      var rect = img.getBoundingClientRect();
      var x = (ev.clientX - rect.left) / scale, y = (ev.clientY - rect.top) / scale;
      var i = pickElement(elements, x, y);
      if (i >= 0) select(i);
    }
    stage.addEventListener("pointermove", pointAt);
    stage.addEventListener("pointerdown", pointAt);
    stage.addEventListener("keydown", function (e) {
      if (!elements.length) return;
      var step = 0;
      if (e.key === "ArrowRight" || e.key === "ArrowDown") step = 1;
      else if (e.key === "ArrowLeft" || e.key === "ArrowUp") step = -1;
      else if (e.key === "Tab") {
        // Tab walks what VoiceOver would read (text, images, labelled elements), not every
        // shape, and leaves the image past the last (Shift-Tab: before the first).
        var d = e.shiftKey ? -1 : 1, to = current + d;
        while (to >= 0 && to < elements.length && !readable(elements[to])) to += d;
        if (current < 0 && e.shiftKey) return;
        if (to < 0 || to >= elements.length) return;
        select(to); e.preventDefault(); return;
      } else if (e.key === "Home") { select(0); e.preventDefault(); return; }
      else if (e.key === "End") { select(elements.length - 1); e.preventDefault(); return; }
      if (!step) return;
      select(current < 0 ? (step > 0 ? 0 : elements.length - 1) : (current + step + elements.length) % elements.length);
      e.preventDefault();
    });

    loadInspect(v).then(function (data) {
      elements = list(data && data.elements).filter(function (e) { return e && isArray(e.frame); });
      if (!stage.isConnected) return;
      panel.textContent = "";
      append(panel, idlePanel(elements.length));
      var wanted = r.params.get("element");
      if (wanted) {
        for (var i = 0; i < elements.length; i++) if (elements[i].id === wanted) { select(i); break; }
      }
    }, function (err) {
      if (!stage.isConnected) return;
      panel.textContent = "";
      panel.appendChild(h("p", { class: "note" }, "No inspector for this image: " + err.message + "."));
    });

    var out = [head, bar, h("div", { class: "screen-layout" }, h("div", { class: "stage-wrap" }, stage), panel)];
    afterRender = layout;
    return out;
  }
  var afterRender = null;
  // The screen view's "Actual size" switch (CSS width = the variant's points), kept across screens.
  var actualSize = false;

  function readable(e) { return e.kind === "text" || e.kind === "image" || !!e.label; }

  function idlePanel(n) {
    return [h("h2", null, "Inspector"),
      h("p", { class: "muted" }, n ? "Point at the image to inspect one of its " + n + " elements, or focus it and press → ." : "This image has no elements to inspect.")];
  }

  function swatch(color) {
    var c = String(color);
    return h("span", { class: "swatch-row" }, h("span", { class: "swatch", style: { background: c }, "aria-hidden": "true" }), h("code", null, c));
  }

  function elementPanel(e, i, n) {
    var rows = h("dl", { class: "facts" });
    function row(label, content) { if (content === null || content === undefined || content === "") return; rows.appendChild(h("dt", null, label)); rows.appendChild(h("dd", null, content)); }
    row("Kind", e.kind || "—");
    if (e.text !== null && e.text !== undefined && e.text !== "") row("Text", h("q", null, String(e.text)));
    var f = e.frame;
    row("Frame", fmt(f[0]) + ", " + fmt(f[1]) + " · " + fmt(f[2]) + " × " + fmt(f[3]) + " pt");
    var colors = e.colors && typeof e.colors === "object" ? Object.keys(e.colors) : [];
    if (colors.length) row("Colours", h("span", { class: "swatches" }, colors.map(function (k) {
      return h("span", { class: "swatch-item" }, h("span", { class: "swatch-key" }, k), swatch(e.colors[k]));
    })));
    row("A11y label", e.label ? h("q", null, String(e.label)) : h("span", { class: "muted" }, "none"));
    // "isButton" (the display list's name) reads as "button".
    if (list(e.traits).length) row("Traits", e.traits.map(function (t) {
      t = String(t);
      return /^is[A-Z]/.test(t) ? t.charAt(2).toLowerCase() + t.slice(3) : t;
    }).join(", "));
    var out = [h("p", { class: "muted" }, "Element " + (i + 1) + " of " + n),
      h("code", { class: "element-id", "data-testid": "inspector-id" }, e.id || "(no id)"), rows];
    var c = e.contrast;
    if (c && typeof c === "object") {
      var box = h("div", { class: "contrast", "data-testid": "inspector-contrast" });
      var verdict = String(c.verdict || "unknown");
      box.appendChild(h("h3", null, "Contrast ", h("span", { class: "verdict " + verdict.replace(/\s+/g, "-") }, verdict)));
      if (num(c.worst) || num(c.median)) {
        box.appendChild(h("dl", { class: "facts" },
          h("dt", null, "Worst"), h("dd", null, ratio(c.worst)),
          h("dt", null, "Median"), h("dd", null, ratio(c.median)),
          h("dt", null, "Required"), h("dd", null, ratio(c.required) + (c.largeText ? " (large text)" : "")),
          c.foreground ? [h("dt", null, "Text"), h("dd", null, swatch(c.foreground))] : null,
          c.background ? [h("dt", null, "Behind"), h("dd", null, swatch(c.background))] : null));
      }
      if (c.reason) box.appendChild(h("p", { class: "muted" }, "Reason: " + c.reason));
      out.push(box);
    }
    return out;
  }

  // ---------------------------------------------------------------- animations

  function renderAnimations(r) {
    var app = appById(r.parts[1]);
    if (!app) return notFound("No app “" + (r.parts[1] || "") + "” in this gallery.");
    var anims = list(app.animations);
    var grid = h("div", { class: "grid anim-grid" });
    anims.forEach(function (an) {
      if (!an) return;
      var v = list(an.variants)[0];
      var first = v && list(v.frames)[0];
      var reduced = list(an.variants).some(function (x) { return x && x.reduced; });
      grid.appendChild(h("a", { class: "tile", href: "#/animation/" + encodePath(an.id), "data-testid": "animation-tile", "data-animation": an.id },
        h("span", { class: "thumb" }, first && first.image ? h("img", { src: first.image, loading: "lazy", alt: "", width: v.width, height: v.height }) : h("span", { class: "no-image" }, "no frames")),
        h("span", { class: "tile-title" }, an.title || an.id),
        v ? h("span", { class: "tile-note" }, fmt(v.duration) + " s at " + fmt(v.fps) + " fps" + (reduced ? " · reduced variant" : "")) : null));
    });
    setHelp("Keys: Tab moves between animations, Enter opens one.");
    return [h("div", { class: "view-head" }, h("h1", null, (app.name || app.id) + " · Animations"),
      h("p", { class: "muted" }, plural(anims.length, "animation"))),
      anims.length ? grid : h("p", { class: "note" }, "This app has no animations.")];
  }

  var PALETTE = ["#2f6fdb", "#d9534f", "#2e9e5b", "#c77c00", "#8a4fd1", "#0f9aa8", "#c2408c", "#6b7a1f"];

  function renderAnimation(r) {
    var id = r.parts.slice(1).join("/");
    var found = animationById(id);
    if (!found) return notFound("No animation “" + id + "” in this gallery.");
    var app = found.app, an = found.animation;
    var variants = list(an.variants).filter(Boolean);
    var normal = variants.filter(function (v) { return !v.reduced; })[0] || variants[0];
    var reduced = variants.filter(function (v) { return v.reduced && v !== normal; })[0] || null;
    var players = [];
    // One meanDelta scale for both variants, so that the reduced-motion chart's bars compare with the animation's.
    var deltaMax = 0;
    variants.forEach(function (v) { list(v.meanDelta).forEach(function (d) { if (num(d) && d > deltaMax) deltaMax = d; }); });
    var cols = h("div", { class: "anim-cols" });
    if (normal) { var p1 = player(normal, false, deltaMax); players.push(p1); cols.appendChild(p1.el); }
    if (reduced) { var p2 = player(reduced, true, deltaMax); players.push(p2); cols.appendChild(p2.el); }
    else cols.appendChild(h("section", { class: "anim-variant", "data-testid": "reduced-variant" }, h("h2", null, "Reduced motion"),
      h("p", { class: "note" }, "This animation has no reduced-motion variant.")));
    keyHandler = function (e) {
      if (isFormField(e.target) || !players.length) return;
      var p = players[0];
      if (e.key === "ArrowRight") { p.step(1); e.preventDefault(); }
      else if (e.key === "ArrowLeft") { p.step(-1); e.preventDefault(); }
      else if (e.key === "Home") { p.set(0); e.preventDefault(); }
      else if (e.key === "End") { p.set(p.last); e.preventDefault(); }
      else if (e.key === "Escape") { location.hash = "#/animations/" + encodePath(app.id); e.preventDefault(); }
    };
    setHelp("Keys: ← → step the animation one frame (on a focused slider they step that variant), Home / End jump to the first / last frame; Esc back to the list.");
    return [h("div", { class: "view-head" },
      h("p", { class: "crumbs" }, h("a", { href: "#/animations/" + encodePath(app.id) }, (app.name || app.id) + " · Animations"), " › "),
      h("h1", null, an.title || an.id)), variants.length ? cols : h("p", { class: "note" }, "This animation has no rendered variants.")];
  }

  // A patch over a @1x frame, placed and sized in percent of the frame (a pixel is a point),
  // so it stays on its pixels however the figure is scaled: the scrubber and the player both.
  function placePatch(img, x, y, w, hh) {
    img.style.left = (100 * x / w) + "%";
    img.style.top = (100 * y / hh) + "%";
  }
  function sizePatch(img, w, hh) {
    img.style.width = (100 * img.naturalWidth / w) + "%";
    img.style.height = (100 * img.naturalHeight / hh) + "%";
  }
  function player(v, isReduced, deltaMax) {
    var frames = list(v.frames).filter(function (f) { return f && typeof f.image === "string"; });
    var last = Math.max(0, frames.length - 1);
    var rows = list(v.rows).filter(Boolean);
    var fps = num(v.fps) && v.fps > 0 ? v.fps : 60;
    var w = num(v.width) ? v.width : 393, hh = num(v.height) ? v.height : 852;
    function timeOf(k) { var f = frames[k]; return f && num(f.time) ? f.time : k / fps; }

    var playing = playback(frames, w, hh, timeOf, fps);
    // A frame after the first may be a patch (x, y): the rectangle that changed since frame 0,
    // drawn over it. Positions and sizes are in percent of the frame (@1x: a pixel is a
    // point), so the patch stays on its pixels however the figure is scaled.
    var frameImg = frames.length ? h("img", { src: frames[0].image, alt: "Frame 0", "data-testid": "scrub-frame", width: w, height: hh }) : null;
    var patchImg = h("img", { class: "frame-patch", alt: "", "data-testid": "scrub-patch", hidden: true });
    patchImg.addEventListener("load", function () {
      if (patchImg.getAttribute("src") !== patchImg.dataset.want) return;
      sizePatch(patchImg, w, hh);
      patchImg.hidden = false;
    });
    var frameBox = frameImg ? h("div", { class: "frame-stack" }, frameImg, patchImg) : h("p", { class: "note" }, "No frames.");
    function isPatch(f) { return f && num(f.x) && num(f.y); }
    function showFrame(k) {
      var f = frames[k];
      if (!f || !frameImg) return;
      frameImg.alt = "Frame " + k;
      if (!isPatch(f)) {
        frameImg.src = f.image;
        patchImg.hidden = true; patchImg.dataset.want = ""; patchImg.removeAttribute("src");
        return;
      }
      frameImg.src = frames[0].image;
      patchImg.hidden = true;
      patchImg.dataset.want = f.image;
      placePatch(patchImg, f.x, f.y, w, hh);
      // The same patch again (two frames equal): it is loaded already, and no load event comes.
      if (patchImg.getAttribute("src") === f.image && patchImg.complete && patchImg.naturalWidth > 0) { patchImg.hidden = false; return; }
      patchImg.src = f.image;
    }
    var scrub = h("input", { type: "range", min: 0, max: last, step: 1, value: 0, "data-testid": "scrubber",
      "aria-label": (isReduced ? "Reduced-motion frame" : "Frame") });
    var timeLine = h("p", { class: "scrub-time", "data-testid": "scrub-time" });
    var samples = h("tbody");
    var table = h("table", { class: "samples" }, h("thead", null, h("tr", null, h("th", null, "Element"), h("th", null, "Property"), h("th", { class: "num" }, "Value"))), samples);
    var timeline = timelineChart(rows, frames.length, v.duration, timeOf);
    var delta = deltaChart(list(v.meanDelta), frames.length, deltaMax);

    var k = 0;
    function set(next) {
      k = Math.max(0, Math.min(last, next | 0));
      scrub.value = String(k);
      showFrame(k);
      timeLine.textContent = "t = " + timeOf(k).toFixed(3) + " s (frame " + k + " of " + frames.length + ")";
      samples.textContent = "";
      rows.forEach(function (row, i) {
        var sv = list(row.samples)[k];
        samples.appendChild(h("tr", null,
          h("td", null, h("span", { class: "key", style: { background: PALETTE[i % PALETTE.length] }, "aria-hidden": "true" }), h("code", null, shortId(row.element))),
          h("td", null, row.property || "—"), h("td", { class: "num" }, value(sv))));
      });
      if (!rows.length) samples.appendChild(h("tr", null, h("td", { colspan: 3, class: "muted" }, "No timeline rows.")));
      timeline.playhead(k);
      delta.playhead(k);
    }
    scrub.addEventListener("input", function () { set(Number(scrub.value)); });
    set(0);

    var el = h("section", { class: "anim-variant", "data-testid": isReduced ? "reduced-variant" : "normal-variant" },
      h("h2", null, isReduced ? "Reduced motion" : "Animation"),
      h("p", { class: "muted" }, [v.appearance, fmt(v.duration) + " s", fmt(fps) + " fps", plural(frames.length, "frame")].filter(Boolean).join(" · ")),
      h("div", { class: "anim-media" },
        h("figure", null, playing.el, h("figcaption", null, playing.caption, " ", playing.toggle)),
        h("figure", null, frameBox, h("figcaption", null, "Frame at the slider"))),
      h("label", { class: "scrub" }, h("span", null, "Frame"), scrub),
      timeLine,
      h("div", { class: "table-wrap" }, table),
      h("h3", null, "Timeline ", h("span", { class: "muted small" }, "each row scaled to its own range")), timeline.el, timeline.legend,
      h("h3", null, "Change between frames (meanDelta)"), delta.el);
    return { el: el, set: set, step: function (d) { set(k + d); }, last: last };
  }
  // The animation playing: the scrubber's own frames in real time, looped (the gallery stores
  // no second copy to play). Frame 0 lies underneath; over it one layer per other file — a
  // patch at its place, or a see-through frame stored whole, which hides frame 0 while it
  // shows — and only the current frame's layer is shown, so a step loads nothing. It starts
  // once every layer has loaded (paused when the system asks for reduced motion) and stops
  // when the view is left. A layer that fails to load is dropped (its frames show frame 0)
  // and counted in the caption; frames that are all one picture are not played.
  function playback(frames, w, hh, timeOf, fps) {
    var caption = h("span", null, frames.length ? "Loading frames…" : "No frames to play.");
    if (!frames.length) return { el: h("p", { class: "note" }, "No frames."), caption: caption, toggle: null };
    var base = h("img", { src: frames[0].image, alt: "The animation playing", width: w, height: hh });
    var stack = h("div", { class: "frame-stack", "data-testid": "animation-playing", "data-frame": "0" }, base);
    var layers = {}, waiting = 0, failed = 0, count = 0;
    frames.forEach(function (f, k) {
      if (k === 0 || f.image === frames[0].image || layers[f.image]) return;
      var patch = num(f.x) && num(f.y);
      var img = h("img", { class: "frame-patch", alt: "", hidden: true, "data-whole": patch ? null : "true" });
      placePatch(img, patch ? f.x : 0, patch ? f.y : 0, w, hh);
      waiting++;
      count++;
      function done() {
        if (patch && img.naturalWidth) sizePatch(img, w, hh);
        if (!patch) { img.style.width = "100%"; img.style.height = "100%"; }
        if (--waiting === 0) ready();
      }
      img.addEventListener("load", done);
      img.addEventListener("error", function () {
        failed++;
        delete layers[f.image];
        img.remove();
        if (--waiting === 0) ready();
      });
      img.src = f.image;
      layers[f.image] = img;
      stack.appendChild(img);
    });
    var last = frames.length - 1;
    // Each frame's time, unless a hand-edited file broke them (not finite, equal, backwards):
    // then every frame at the gallery's rate. One loop runs to the end of the last frame.
    var times = frames.map(function (f, k) { return timeOf(k); });
    var ordered = times.every(function (t, k) { return isFinite(t) && (k === 0 || t > times[k - 1]); });
    if (!ordered) times = frames.map(function (f, k) { return k / fps; });
    var period = times[last] + (last > 0 ? (times[last] - times[0]) / last : 1 / fps);
    var shown = null, current = 0, running = false, clock = 0, origin = 0, raf = 0;
    var reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    var toggle = h("button", { type: "button", class: "play-toggle", "data-testid": "play-toggle", disabled: true }, reduceMotion ? "Play" : "Pause");
    function show(k) {
      var file = frames[k].image, layer = file === frames[0].image ? null : layers[file];
      if (shown && shown !== layer) shown.hidden = true;
      if (layer) layer.hidden = false;
      base.style.visibility = layer && layer.dataset.whole ? "hidden" : "";
      shown = layer;
      current = k;
      stack.dataset.frame = String(k);
    }
    function frameAt(t) {
      var k = last;
      while (k > 0 && times[k] > t + 1e-9) k--;
      return k;
    }
    function tick(now) {
      if (!running) return;
      if (!stack.isConnected) { running = false; return; }
      clock = ((now - origin) / 1000) % period;
      var k = frameAt(clock);
      if (k !== current) show(k);
      raf = requestAnimationFrame(tick);
    }
    function start() {
      running = true;
      toggle.textContent = "Pause";
      caption.textContent = "Playing" + (failed ? " (" + plural(failed, "frame picture") + " failed to load)" : "");
      raf = requestAnimationFrame(function (now) { origin = now - clock * 1000; tick(now); });
    }
    function pause() {
      // Cancelled, not only flagged: a Play before the pending callback would otherwise
      // leave it running beside the new loop.
      cancelAnimationFrame(raf);
      running = false;
      toggle.textContent = "Play";
      caption.textContent = "Paused at frame " + current;
    }
    function ready() {
      if (count === 0) { caption.textContent = "Every frame is the same picture"; toggle.hidden = true; return; }
      toggle.disabled = false;
      if (reduceMotion) { caption.textContent = "Paused (reduced motion)"; return; }
      start();
    }
    // Disabled until every layer has loaded, so a click always finds the layers ready.
    toggle.addEventListener("click", function () { if (running) pause(); else start(); });
    if (waiting === 0) setTimeout(ready, 0);
    return { el: stack, caption: caption, toggle: toggle };
  }
  function shortId(id) {
    var s0 = String(id || "—");
    return s0.length > 48 ? "…" + s0.slice(-47) : s0;
  }

  var CW = 600, CH = 160, PAD = 24;
  function timelineChart(rows, n, duration, timeOf) {
    var svg = s("svg", { viewBox: "0 0 " + CW + " " + (CH + PAD), class: "chart", "data-testid": "timeline-chart", role: "img",
      "aria-label": "Each timeline row's value over time, scaled to its own range" });
    function x(k) { return n > 1 ? PAD + (k / (n - 1)) * (CW - 2 * PAD) : PAD; }
    svg.appendChild(s("line", { x1: PAD, y1: CH, x2: CW - PAD, y2: CH, class: "axis" }));
    svg.appendChild(s("text", { x: PAD, y: CH + 16, class: "tick", text: "0 s" }));
    var end = num(duration) ? duration : (n ? timeOf(n - 1) : 0);
    svg.appendChild(s("text", { x: CW - PAD, y: CH + 16, class: "tick end", text: fmt(end, 3) + " s" }));
    var legend = h("ul", { class: "legend" });
    rows.forEach(function (row, i) {
      var vals = list(row.samples).map(function (v) { return num(v) ? v : null; });
      var finite = vals.filter(function (v) { return v !== null; });
      var color = PALETTE[i % PALETTE.length];
      legend.appendChild(h("li", null, h("span", { class: "key", style: { background: color }, "aria-hidden": "true" }),
        h("code", null, shortId(row.element)), " " + (row.property || "") + " " + value(row.from) + " → " + value(row.to) +
        (row.curve ? " · " + value(row.curve) : "")));
      if (!finite.length) return;
      var lo = Math.min.apply(null, finite), hi = Math.max.apply(null, finite);
      var pts = [];
      vals.forEach(function (v, k) {
        if (v === null) return;
        var y = hi > lo ? CH - 8 - ((v - lo) / (hi - lo)) * (CH - 16) : CH / 2;
        pts.push(x(k).toFixed(1) + "," + y.toFixed(1));
      });
      svg.appendChild(s("polyline", { points: pts.join(" "), fill: "none", stroke: color, "stroke-width": 2, "vector-effect": "non-scaling-stroke" }));
    });
    if (!rows.length) svg.appendChild(s("text", { x: CW / 2, y: CH / 2, class: "tick mid", text: "no timeline rows" }));
    var head = s("line", { x1: PAD, y1: 0, x2: PAD, y2: CH, class: "playhead" });
    svg.appendChild(head);
    return { el: svg, legend: legend, playhead: function (k) { head.setAttribute("x1", x(k)); head.setAttribute("x2", x(k)); } };
  }
  function deltaChart(deltas, n, scaleMax) {
    var svg = s("svg", { viewBox: "0 0 " + CW + " " + (CH + PAD), class: "chart", "data-testid": "delta-chart", role: "img",
      "aria-label": "Mean colour change from each frame to the next" });
    function x(k) { return n > 1 ? PAD + (k / (n - 1)) * (CW - 2 * PAD) : PAD; }
    var vals = deltas.map(function (d) { return num(d) ? d : 0; });
    var own = vals.length ? Math.max.apply(null, vals) : 0;
    var max = num(scaleMax) && scaleMax > own ? scaleMax : own;
    var barW = n > 1 ? Math.max(1, (CW - 2 * PAD) / (n - 1) - 1) : 4;
    svg.appendChild(s("line", { x1: PAD, y1: CH, x2: CW - PAD, y2: CH, class: "axis" }));
    vals.forEach(function (d, i) {
      // Pair i is frame i → i + 1: its bar ends at frame i + 1.
      var hgt = max > 0 ? (d / max) * (CH - 16) : 0;
      svg.appendChild(s("rect", { x: (x(i + 1) - barW).toFixed(1), y: (CH - hgt).toFixed(1), width: barW.toFixed(1), height: hgt.toFixed(1), class: "bar" },
        s("title", { text: "frame " + i + " → " + (i + 1) + ": " + fmt(d) })));
    });
    svg.appendChild(s("text", { x: PAD, y: 12, class: "tick", text: "max " + fmt(own) + (max > own ? " (scale " + fmt(max) + ")" : "") }));
    svg.appendChild(s("text", { x: PAD, y: CH + 16, class: "tick", text: "frame 0" }));
    svg.appendChild(s("text", { x: CW - PAD, y: CH + 16, class: "tick end", text: "frame " + Math.max(0, n - 1) }));
    if (!vals.length) svg.appendChild(s("text", { x: CW / 2, y: CH / 2, class: "tick mid", text: "no frame pairs" }));
    var head = s("line", { x1: PAD, y1: 0, x2: PAD, y2: CH, class: "playhead" });
    svg.appendChild(head);
    return { el: svg, playhead: function (k) { head.setAttribute("x1", x(k)); head.setAttribute("x2", x(k)); } };
  }

  // ---------------------------------------------------------------- checks

  function renderChecks(r) {
    var checks = G.checks;
    if (!checks) return notFound("Checks were not run for this gallery (--no-checks).");
    var all = list(checks.checks).filter(Boolean);
    var appIds = [];
    apps().forEach(function (a) { appIds.push(a.id); });
    all.forEach(function (c) { list(c.failures).forEach(function (f) { if (f && f.app && appIds.indexOf(f.app) < 0) appIds.push(f.app); }); });
    var appF = r.params.get("app"), checkF = r.params.get("check");
    if (appF !== null && appIds.indexOf(appF) < 0) appF = null;
    if (checkF !== null && !all.some(function (c) { return c.name === checkF; })) checkF = null;
    function link(next) {
      var p = new URLSearchParams();
      var a = "app" in next ? next.app : appF, c = "check" in next ? next.check : checkF;
      if (a) p.set("app", a);
      if (c) p.set("check", c);
      return href("/checks", p);
    }
    var sorted = all.slice().sort(function (a, b) { return (a.passed ? 1 : 0) - (b.passed ? 1 : 0); });
    var tbody = h("tbody");
    sorted.forEach(function (c) {
      var n = list(c.failures).length;
      tbody.appendChild(h("tr", { "data-testid": "check-row", "data-check": c.name, "data-passed": c.passed ? "true" : "false", class: c.name === checkF ? "selected" : null },
        h("th", { scope: "row" }, h("a", { href: link({ check: c.name }) }, c.name)),
        h("td", null, verdictChip(!!c.passed)),
        h("td", { class: "num" }, n ? String(n) : ""),
        h("td", null, c.summary || "")));
    });
    var table = h("div", { class: "table-wrap" }, h("table", { class: "verdicts", "data-testid": "check-table" },
      h("thead", null, h("tr", null, h("th", null, "Check"), h("th", null, "Verdict"), h("th", { class: "num" }, "Failures"), h("th", null, "Summary"))), tbody));

    function filterSelect(label, key, options, current) {
      var sel = h("select", { id: "filter-" + key, "data-testid": "filter-" + key, onchange: function () {
        var next = {}; next[key] = sel.value || null;
        pendingFocus = "filter-" + key;
        location.hash = link(next).slice(1);
      } });
      sel.appendChild(h("option", { value: "" }, "All"));
      options.forEach(function (o) { var opt = h("option", { value: o }, o); if (o === current) opt.selected = true; sel.appendChild(opt); });
      return h("label", { for: "filter-" + key }, h("span", null, label), sel);
    }
    var failures = [];
    sorted.forEach(function (c) {
      if (checkF && c.name !== checkF) return;
      list(c.failures).forEach(function (f) { if (f && (!appF || f.app === appF)) failures.push({ check: c, f: f }); });
    });
    var listEl = h("div", { class: "failures" });
    var shown = 0;
    var more = h("button", { type: "button", class: "more", "data-testid": "more-failures" });
    function showMore() {
      failures.slice(shown, shown + FAILURE_PAGE).forEach(function (x) { listEl.appendChild(failureCard(x.check, x.f)); });
      shown = Math.min(failures.length, shown + FAILURE_PAGE);
      more.hidden = shown >= failures.length;
      more.textContent = "Show " + Math.min(FAILURE_PAGE, failures.length - shown) + " more (" + shown + " of " + failures.length + " shown)";
    }
    more.addEventListener("click", showMore);
    showMore();
    setHelp("Keys: Tab through the filters and failures; Enter on an image enlarges it, Esc closes it.");
    return [
      h("div", { class: "view-head" }, h("h1", null, "Checks"), h("p", null, verdictChip(!!checks.passed), " " +
        (all.filter(function (c) { return !c.passed; }).length ? plural(all.filter(function (c) { return !c.passed; }).length, "check") + " failed" : "every check passed"))),
      table,
      h("h2", null, "Failures"),
      h("div", { class: "switches" }, filterSelect("App", "app", appIds, appF), filterSelect("Check", "check", all.map(function (c) { return c.name; }), checkF)),
      h("p", { class: "muted", "data-testid": "failure-count" }, failures.length ? plural(failures.length, "failure") + (appF || checkF ? " match the filters" : "") : "No failures" + (appF || checkF ? " match the filters." : ".")),
      listEl, more, proposalsSection(appF, checkF)];
  }

  // Each app's proposals (proof check --propose: contrast, blur budget, Dynamic Type,
  // motion): the smallest change
  // that passes, the design re-checked with them, and the sheet of failing screens as
  // specified beside as proposed.
  function colourOrToken(v) { return /^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/.test(String(v)) ? swatch(v) : h("code", null, String(v)); }
  function proposalsSection(appF, checkF) {
    var all = list(G.checks && G.checks.proposals).filter(function (a) { return a && (!appF || a.app === appF); });
    var checks = {};
    all.forEach(function (a) { list(a.proposals).forEach(function (p) { if (p) checks[p.check || "contrast"] = true; }); });
    if (!all.length || (checkF && !checks[checkF])) return null;
    return h("section", { class: "proposals", "data-testid": "proposals" },
      h("h2", null, "Proposals"),
      h("p", { class: "muted" }, "For every failure a mechanical change fixes, the smallest one — a token's lightness moved, a gradient's other appearance, a literal colour of its own, a card without its material, a text's line limit or scale factor, a linear curve made the app's spring — laid over the design and checked again. Apply them with ", h("code", null, "proof render … --apply-proposals proposals.json"), "."),
      all.map(function (a) {
        var app = appById(a.app), name = app ? app.name : a.app;
        var rows = h("tbody");
        list(a.proposals).forEach(function (p) {
          if (!p || (checkF && (p.check || "contrast") !== checkF)) return;
          rows.appendChild(h("tr", { "data-testid": "proposal-row", "data-kind": p.kind },
            h("td", null, h("span", { class: "verdict " + (p.kind === "token" ? "pass" : "unknown") }, p.kind), " ", h("span", { class: "muted" }, p.check || "contrast")),
            h("td", null, h("code", null, p.target || "")),
            h("td", null, colourOrToken(p.from), " → ", colourOrToken(p.to)),
            h("td", { class: "num" }, p.measure ? String(p.measure) : ratio(p.before) + " → " + ratio(p.after) + " (" + ratio(p.required) + ")"),
            h("td", null, p.why || "")));
        });
        return h("article", { class: "proposal-app", "data-testid": "proposal-app", "data-app": a.app },
          h("h3", null, name + " — " + plural(list(a.proposals).length, "proposal") + " ", verdictChip(!!a.passed),
            h("span", { class: "muted" }, a.passed ? " re-checked on the proposed design" : " still failing on the proposed design")),
          a.sheet ? h("button", { type: "button", class: "enlarge", "aria-label": "Enlarge " + name + "'s failing screens as specified and as proposed",
            onclick: function () { enlarge(a.sheet, name + ": as specified and as proposed"); } },
            h("img", { src: a.sheet, loading: "lazy", alt: name + ": failing screens as specified and as proposed", "data-testid": "proposal-sheet" })) : null,
          h("div", { class: "table-wrap" }, h("table", { class: "proposal-table" },
            h("thead", null, h("tr", null, h("th", null, "Kind"), h("th", null, "Token or element"), h("th", null, "Change"),
              h("th", { class: "num" }, "Measured before → after"), h("th", null, "Why"))), rows)));
      }));
  }
  // The screen view of a failure: its state, appearance, device and gradient when the
  // failure's data names them, and its element selected in the inspector.
  function failureLink(f) {
    var d = f.data && typeof f.data === "object" ? f.data : {};
    // A motion failure names an animation: it opens the animation's view.
    if (animationById(f.screen)) return "#/animation/" + encodePath(f.screen);
    var id = f.screen + (d.state ? "@" + d.state : "");
    var sc = screenById(id) ? screenById(id).screen : firstScreenOf(f.screen);
    if (!sc) return null;
    var p = new URLSearchParams();
    ["appearance", "device", "gradient"].forEach(function (k) { if (typeof d[k] === "string" && d[k]) p.set(k, d[k]); });
    if (typeof d.contentSize === "string" && d.contentSize) p.set("size", d.contentSize);
    if (f.element) p.set("element", f.element);
    return href("/screen/" + encodePath(sc.id), p);
  }
  function failureCard(c, f) {
    var link = f.screen ? failureLink(f) : null;
    var where = [f.app, f.screen, f.element].filter(Boolean);
    return h("article", { class: "failure", "data-testid": "check-failure", "data-check": c.name },
      h("div", { class: "failure-text" },
        h("p", { class: "failure-head" }, h("span", { class: "verdict fail" }, c.name), " ",
          link ? h("a", { href: link }, f.screen) : (f.screen || f.app || "")),
        f.element && String(f.line || "").indexOf(f.element) < 0 ? h("p", null, h("code", null, f.element)) : null,
        h("p", { class: "line" }, f.line || where.join(" · "))),
      f.image ? h("button", { type: "button", class: "enlarge", "aria-label": "Enlarge the image of " + (f.screen || c.name), onclick: function () { enlarge(f.image, f.line || c.name, f); } },
        checkPicture(f.image, f, "lazy", "")) : null);
  }
  // A contrast picture: its rings, laid over the screen they mark (f.screenImage, shared
  // with the grid), and under Increase Contrast what changed from that standard screen
  // between the two (f.screenPatch, placed in percent of the screen, so it stays on its
  // pixels at any size) — or, from a gallery drawn before they were apart, the image alone.
  function checkPicture(image, f, loading, alt) {
    var stacked = f && typeof f.screenImage === "string";
    var rings = h("img", { src: image, loading: loading || null, alt: stacked ? "" : alt, class: stacked ? "rings" : null, "data-testid": "check-rings" });
    if (!stacked) return rings;
    var p = f.screenPatch, patch = null;
    if (p && typeof p.image === "string" && [p.x, p.y, p.width, p.height, p.screenWidth, p.screenHeight].every(num) && p.screenWidth > 0 && p.screenHeight > 0) {
      var pct = function (v, of) { return (100 * v / of) + "%"; };
      patch = h("img", { src: p.image, loading: loading || null, alt: "", class: "patch", "data-testid": "check-patch",
        style: { left: pct(p.x, p.screenWidth), top: pct(p.y, p.screenHeight), width: pct(p.width, p.screenWidth), height: pct(p.height, p.screenHeight) } });
    }
    return h("span", { class: "check-picture", "data-testid": "check-picture" },
      h("img", { src: f.screenImage, loading: loading || null, alt: alt, "data-testid": "check-screen" }), patch, rings);
  }
  function firstScreenOf(screenName) {
    var hit = null;
    apps().forEach(function (a) { list(a.screens).forEach(function (sc) { if (!hit && sc && (sc.screen === screenName || sc.id === screenName)) hit = sc; }); });
    return hit;
  }

  var lightbox = document.getElementById("lightbox");
  function enlarge(src, caption, f) {
    var body = lightbox.querySelector(".lightbox-body");
    body.textContent = "";
    body.appendChild(checkPicture(src, f, null, caption || ""));
    if (caption) body.appendChild(h("p", null, caption));
    if (typeof lightbox.showModal === "function") lightbox.showModal(); else lightbox.setAttribute("open", "");
  }
  lightbox.addEventListener("click", function (e) { if (e.target === lightbox) lightbox.close(); });

  // ---------------------------------------------------------------- snapshots

  function renderSnapshots() {
    var snaps = G.snapshots;
    if (!snaps) return notFound("No snapshot review in this gallery: build it with proof gallery --snapshots DIR.");
    var failures = list(snaps.failures).filter(Boolean);
    setHelp("Keys: Tab to a swipe slider and use ← → to move it; Tab to Copy to copy the record command.");
    // Failures found that could not be shown: proof exited 65 for them; the page says which.
    var skipped = list(snaps.skipped).filter(function (s) { return typeof s === "string"; });
    var notShown = skipped.length ? h("section", { class: "card skipped", "data-testid": "snapshots-skipped", role: "alert" },
      h("h2", null, plural(skipped.length, "failure") + " could not be shown"),
      h("ul", null, skipped.map(function (s) { return h("li", null, h("code", null, s)); }))) : null;
    return [h("div", { class: "view-head" }, h("h1", null, "Snapshot review"),
      h("p", { class: "muted" }, (failures.length ? plural(failures.length, "failed snapshot") : "No failed snapshots") + " in ", h("code", null, snaps.source || "?"))),
    notShown, failures.map(snapshotCard)];
  }
  function snapshotCard(f) {
    var ref = h("img", { src: f.reference, alt: "Reference", class: "ref", width: f.width || null, height: f.height || null });
    var act = h("img", { src: f.actual, alt: "Actual", class: "act" });
    var actWrap = h("div", { class: "act-wrap" }, act);
    var line = h("div", { class: "swipe-line", "aria-hidden": "true" });
    var slider = h("input", { type: "range", min: 0, max: 100, value: 50, "aria-label": "Swipe: actual on the left, reference on the right", "data-testid": "swipe-slider" });
    // At most the reference's own pixel width, and short enough to see whole on a laptop.
    var maxW = num(f.width) && num(f.height) && f.height > 0 ? "min(" + f.width + "px, calc(62vh * " + (f.width / f.height).toFixed(4) + "))" : "100%";
    var frame = h("div", { class: "swipe-frame" }, ref, actWrap, line,
      h("span", { class: "swipe-tag left", "aria-hidden": "true" }, "actual"), h("span", { class: "swipe-tag right", "aria-hidden": "true" }, "reference"));
    function place() {
      var p = Number(slider.value);
      actWrap.style.clipPath = "inset(0 " + (100 - p) + "% 0 0)";
      line.style.left = p + "%";
    }
    // The actual image keeps its own size relative to the reference's (a size mismatch shows).
    act.addEventListener("load", function () {
      if (f.width && act.naturalWidth) act.style.width = (act.naturalWidth / f.width * 100) + "%";
    });
    slider.addEventListener("input", place);
    place();
    var share = num(f.differingPixels) && num(f.pixelCount) && f.pixelCount > 0 ? (f.differingPixels / f.pixelCount * 100) : null;
    var copyBtn = h("button", { type: "button", class: "copy" }, "Copy");
    var code = h("code", { class: "record", "data-testid": "record-command" }, f.record || "");
    copyBtn.addEventListener("click", function () { copyText(code, copyBtn); });
    return h("article", { class: "snapshot", "data-testid": "snapshot-failure", "data-name": f.name },
      h("h2", null, f.name || "(unnamed)"),
      h("div", { class: "snapshot-cols" },
        h("figure", { class: "swipe", "data-testid": "snapshot-swipe", style: { maxWidth: maxW } }, frame, slider,
          h("figcaption", null, "◀ actual · reference ▶")),
        h("figure", { class: "heatmap", style: { maxWidth: maxW } }, f.heatmap ? h("img", { src: f.heatmap, alt: "Heatmap of the differences" }) : h("p", { class: "note" }, "No heatmap (the sizes differ)."),
          h("figcaption", null, "Heatmap")),
        h("dl", { class: "facts numbers" },
          h("dt", null, "Differing pixels"), h("dd", null, num(f.differingPixels) ? f.differingPixels.toLocaleString("en-US") + (num(f.pixelCount) ? " of " + f.pixelCount.toLocaleString("en-US") : "") : "—"),
          h("dt", null, "Share"), h("dd", null, share === null ? "—" : fmt(share, 3) + " %"),
          h("dt", null, "meanDelta"), h("dd", null, fmt(f.meanDelta)),
          h("dt", null, "Max ΔE"), h("dd", null, fmt(f.maxDeltaE)),
          h("dt", null, "Size"), h("dd", null, f.sizeMismatch || "same size (" + (f.width || "?") + " × " + (f.height || "?") + " px)"),
          h("dt", null, "Files"), h("dd", null, h("a", { href: f.reference }, "reference"), " · ", h("a", { href: f.actual }, "actual"),
            f.heatmap ? [" · ", h("a", { href: f.heatmap }, "heatmap")] : null))),
      f.record ? h("p", { class: "record-line" }, "Record it (when the change is intended): ", code, " ", copyBtn)
        : h("p", { class: "record-line muted", "data-testid": "record-command" }, "The test that wrote this snapshot is not known: run it again with ",
          h("code", null, "DESIGNPROOF_RECORD=1"), " (swift test --filter TEST) to record it, when the change is intended."));
  }
  function copyText(code, btn) {
    var text = code.textContent;
    function done(ok) { btn.textContent = ok ? "Copied" : "Select and copy"; setTimeout(function () { btn.textContent = "Copy"; }, 1500); }
    function selectIt() {
      var range = document.createRange(); range.selectNodeContents(code);
      var sel = window.getSelection(); sel.removeAllRanges(); sel.addRange(range);
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      done(ok);
    }
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(function () { done(true); }, selectIt);
    else selectIt();
  }

  // ---------------------------------------------------------------- router

  function notFound(msg) {
    setHelp("");
    return [h("h1", null, "Not here"), h("p", { class: "note" }, msg), h("p", null, h("a", { href: "#/" }, "Back to the overview"))];
  }

  function render() {
    var r = route();
    keyHandler = null; resizeHandler = null; afterRender = null;
    if (lightbox.open) lightbox.close();
    renderNav(r);
    var content;
    if (!G || typeof G !== "object" || !isArray(G.apps)) {
      content = [h("h1", null, "No gallery data"), h("p", { class: "note" }, "data/gallery.js is missing or does not set window.GALLERY; rebuild with proof gallery --out DIR.")];
    } else {
      switch (r.parts[0]) {
        case undefined: content = renderOverview(); break;
        case "screens": content = renderScreens(r); break;
        case "screen": content = renderScreen(r); break;
        case "animations": content = renderAnimations(r); break;
        case "animation": content = renderAnimation(r); break;
        case "checks": content = renderChecks(r); break;
        case "snapshots": content = renderSnapshots(r); break;
        default: content = notFound("No page “" + r.path + "”.");
      }
    }
    view.textContent = "";
    append(view, content);
    var title = view.querySelector("h1");
    document.title = (title ? title.textContent + " — " : "") + "DesignProof gallery";
    if (afterRender) afterRender();
    var samePage = lastPath === r.path;
    lastPath = r.path;
    if (pendingFocus) {
      var target = view.querySelector('[data-testid="' + pendingFocus + '"]');
      pendingFocus = null;
      if (target) { target.focus(); return; }
    }
    if (!samePage) {
      window.scrollTo(0, 0);
      var stage = view.querySelector(".stage");
      (stage || view).focus({ preventScroll: true });
    }
  }

  document.addEventListener("keydown", function (e) {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (lightbox.open) return;
    if (keyHandler) keyHandler(e);
  });
  var resizeTimer = null;
  window.addEventListener("resize", function () {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(function () { if (resizeHandler) resizeHandler(); }, 60);
  });
  // The skip link must not change the hash (that is the route): it moves focus instead.
  var skip = document.querySelector(".skip");
  if (skip) skip.addEventListener("click", function (e) { e.preventDefault(); view.focus(); });
  window.addEventListener("hashchange", render);
  render();
})();
