#!/usr/bin/env python3
"""The review gallery in a real browser (Debian's headless Chromium through Selenium).

    GALLERY_DIR=out/gallery .build/browser-venv/bin/python -m unittest discover -s Tests/Browser -v

GALLERY_DIR is a folder written by `proof gallery` (or Tests/Browser/make_fixture.py); the
tests only read it. One browser serves the whole suite; every wait times out (browser.WAIT)."""
import os
import time
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser  # noqa: E402
from inspect_data import first_text_element, read_inspect  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402


def tid(name):
    return '[data-testid="%s"]' % name


class GalleryTest(unittest.TestCase):
    driver = None
    data = None

    @classmethod
    def setUpClass(cls):
        cls.dir = browser.gallery_dir()
        cls.driver = browser.make_driver(1280, 800)
        cls.driver.get(browser.url("/"))
        cls.data = browser.gallery_data(cls.driver)

    @classmethod
    def tearDownClass(cls):
        if cls.driver:
            cls.driver.quit()

    def setUp(self):
        self.driver.get_log("browser")  # drop what earlier tests left

    def tearDown(self):
        self.assertNoConsoleErrors()

    # ------------------------------------------------------------ helpers

    def open(self, route):
        """Loads the page fresh at route (a new document, so no state carries over)."""
        self.driver.get("about:blank")
        self.driver.get(browser.url(route))
        browser.wait_for(lambda: self.driver.execute_script("return document.readyState") == "complete", "the page to load")
        browser.wait_for(lambda: self.driver.find_elements(By.CSS_SELECTOR, "#view h1"), "the view to render")

    def find(self, testid):
        return browser.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, tid(testid)), testid)

    def finds(self, testid):
        return self.driver.find_elements(By.CSS_SELECTOR, tid(testid))

    def assertNoConsoleErrors(self):
        severe = browser.severe_logs(self.driver)
        self.assertEqual(severe, [], "console errors: %s" % severe)

    def assertImagesLoad(self):
        result = browser.load_all_images(self.driver)
        self.assertEqual(result["bad"], [], "images that did not load")
        return result["count"]

    def app_with(self, key):
        apps = [a for a in self.data["apps"] if a.get(key)]
        if not apps:
            self.skipTest("the gallery has no app with %s" % key)
        return apps[0]

    @staticmethod
    def default_variant(app, sc, appearance):
        """The variant the grid shows with only the appearance switched: the page's defaults are
        iphone-16 (else the first device), the Default text size (else the first), the screen's own gradient."""
        devices = [d["id"] for d in app["devices"]]
        sizes = [c["id"] for c in app["contentSizes"]]
        device = "iphone-16" if "iphone-16" in devices else devices[0]
        size = "large" if "large" in sizes else sizes[0]
        return next(v for v in sc["variants"] if v["appearance"] == appearance and v["device"] == device
                    and v["contentSize"] == size and v.get("gradient") is None)

    def first_screen_with_text(self):
        """(app, screen, element) for a light default variant with a text element to point at."""
        for app in self.data["apps"]:
            for sc in app["screens"]:
                for v in sc["variants"]:
                    el = first_text_element(self.dir, v["image"], self.data)
                    if el:
                        return app, sc, v, el
        self.skipTest("no screen variant has a text element to point at")

    # ------------------------------------------------------------ every view

    def test_every_view_loads_without_console_errors_and_every_image_loads(self):
        routes = ["/"]
        for app in self.data["apps"]:
            routes.append("/screens/" + app["id"])
            if app["screens"]:
                routes.append("/screen/" + app["screens"][0]["id"])
            if app.get("animations"):
                routes.append("/animations/" + app["id"])
                routes.append("/animation/" + app["animations"][0]["id"])
        if self.data.get("checks"):
            routes.append("/checks")
        if self.data.get("snapshots"):
            routes.append("/snapshots")
        images = 0
        for route in routes:
            with self.subTest(route=route):
                self.open(route)
                self.assertNotEqual(self.driver.find_element(By.CSS_SELECTOR, "#view h1").text, "Not here", route)
                images += self.assertImagesLoad()
                self.assertNoConsoleErrors()
        self.assertGreater(images, 0)

    def test_nav_lists_each_app_and_only_the_sections_with_data(self):
        self.open("/")
        nav = self.find("nav")
        links = [a.get_attribute("href").split("#", 1)[1] for a in nav.find_elements(By.TAG_NAME, "a")]
        for app in self.data["apps"]:
            self.assertIn("/screens/" + app["id"], links)
        self.assertEqual("/checks" in links, bool(self.data.get("checks")))
        self.assertEqual("/snapshots" in links, bool(self.data.get("snapshots")))
        overview = self.driver.find_element(By.ID, "view").text
        if not self.data.get("snapshots"):
            self.assertIn("No snapshot review", overview)
        if not self.data.get("checks"):
            self.assertIn("Checks were not run", overview)

    def test_skip_link_focuses_the_view_and_keeps_the_route(self):
        app = self.data["apps"][0]
        self.open("/screens/" + app["id"])
        before = self.driver.current_url
        skip = self.driver.find_element(By.CSS_SELECTOR, "a.skip")
        self.driver.execute_script("arguments[0].focus()", skip)
        self.assertTrue(skip.is_displayed(), "the skip link shows when focused")
        skip.send_keys(Keys.ENTER)
        browser.wait_for(lambda: self.driver.switch_to.active_element.get_attribute("id") == "view", "focus on the view")
        self.assertEqual(self.driver.current_url, before)
        self.assertEqual(len(self.finds("screen-tile")), len(app["screens"]))

    def test_unknown_route_says_so(self):
        self.open("/screen/nope/nothing")
        self.assertIn("No screen", self.driver.find_element(By.ID, "view").text)

    # ------------------------------------------------------------ screens

    def test_screen_grid_has_one_tile_per_screen(self):
        for app in self.data["apps"]:
            with self.subTest(app=app["id"]):
                self.open("/screens/" + app["id"])
                tiles = self.finds("screen-tile")
                self.assertEqual(len(tiles), len(app["screens"]))
                self.assertEqual([t.get_attribute("data-screen") for t in tiles], [s["id"] for s in app["screens"]])
                self.assertTrue(all(i.get_attribute("loading") == "lazy" for i in self.driver.find_elements(By.CSS_SELECTOR, tid("screen-tile") + " img")))

    def test_switches_show_only_what_the_app_draws(self):
        for app in self.data["apps"]:
            with self.subTest(app=app["id"]):
                self.open("/screens/" + app["id"])
                options = [o.get_attribute("value") for o in Select(self.find("switch-appearance")).options]
                self.assertEqual(options, app["appearances"])
                self.assertEqual([o.get_attribute("value") for o in Select(self.find("switch-device")).options], [d["id"] for d in app["devices"]])
                self.assertEqual([o.get_attribute("value") for o in Select(self.find("switch-size")).options], [c["id"] for c in app["contentSizes"]])
                gradient = self.finds("switch-gradient")
                if app.get("gradients"):
                    self.assertEqual([o.get_attribute("value") for o in Select(gradient[0]).options], [""] + app["gradients"])
                else:
                    self.assertEqual(gradient, [])

    def test_switching_appearance_swaps_the_tile_images_and_lives_in_the_url(self):
        app = next((a for a in self.data["apps"] if len(a["appearances"]) > 1 and a["screens"]), None)
        if not app:
            self.skipTest("no app draws two appearances")
        self.open("/screens/" + app["id"])
        before = [i.get_attribute("src") for i in self.driver.find_elements(By.CSS_SELECTOR, tid("screen-tile") + " img")]
        other = app["appearances"][1]
        Select(self.find("switch-appearance")).select_by_value(other)
        browser.wait_for(lambda: ("appearance=" + other) in self.driver.current_url, "the URL to carry the appearance")
        after = browser.wait_for(lambda: [i.get_attribute("src") for i in self.driver.find_elements(By.CSS_SELECTOR, tid("screen-tile") + " img")] if
                                 self.driver.find_element(By.CSS_SELECTOR, tid("switch-appearance")).get_attribute("value") == other else None,
                                 "the grid to re-render")
        self.assertEqual(len(after), len(before))
        self.assertTrue(all(a != b for a, b in zip(after, before)), "every tile's image changes with the appearance")
        expected = []
        for sc in app["screens"]:
            expected.append(self.default_variant(app, sc, other)["image"])
        self.assertEqual([a.split("/")[-2] + "/" + a.split("/")[-1] for a in after], expected)
        self.assertImagesLoad()
        # Back returns to the first appearance.
        self.driver.back()
        browser.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, tid("switch-appearance")).get_attribute("value") == app["appearances"][0], "Back to restore the switch")

    def test_contrast_badge_shows_failures(self):
        for app in self.data["apps"]:
            self.open("/screens/" + app["id"])
            for tile in self.finds("screen-tile"):
                sc = next(s for s in app["screens"] if s["id"] == tile.get_attribute("data-screen"))
                v = self.default_variant(app, sc, app["appearances"][0])
                badges = tile.find_elements(By.CSS_SELECTOR, tid("contrast-badge"))
                if v["contrastFailures"] > 0:
                    self.assertEqual([b.text for b in badges], [str(v["contrastFailures"])], sc["id"])
                else:
                    self.assertEqual(badges, [], sc["id"])

    def test_inspector_shows_the_id_of_the_text_under_the_pointer(self):
        app, sc, v, el = self.first_screen_with_text()
        q = "?appearance=%s&device=%s&size=%s" % (v["appearance"], v["device"], v["contentSize"]) + ("&gradient=" + v["gradient"] if v.get("gradient") else "")
        self.open("/screen/" + sc["id"] + q)
        img = self.find("screen-image")
        self.assertEqual(img.get_attribute("src").split("/")[-1], v["image"].split("/")[-1])
        browser.wait_for(lambda: self.driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", img), "the screen image")
        browser.wait_for(lambda: "Point at" in self.find("inspector-panel").text, "the inspector data to load")
        width, height = self.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", img)
        self.assertGreater(width, 150, "the image is drawn at a usable size")
        self.assertLessEqual(abs(width - v["width"] * height / v["height"]), 1.5, "the image keeps its aspect ratio")
        scale = width / el["canvasWidth"]
        x, y, w, h = el["frame"]
        ActionChains(self.driver).move_to_element_with_offset(img, int((x + w / 2) * scale - width / 2), int((y + h / 2) * scale - height / 2)).perform()
        shown = browser.wait_for(lambda: self.driver.find_element(By.CSS_SELECTOR, tid("inspector-id")).text, "the inspector to show an id")
        self.assertEqual(shown, el["id"])
        box = self.find("inspector-box")
        self.assertTrue(box.is_displayed())
        bw = float(self.driver.execute_script("return arguments[0].getBoundingClientRect().width", box))
        self.assertAlmostEqual(bw, w * scale, delta=1.0)
        if el.get("contrast") and el["contrast"].get("worst") is not None:
            self.assertIn("%.2f:1" % el["contrast"]["worst"], self.find("inspector-contrast").text)

    def test_actual_size_shows_the_variant_at_its_width_in_points(self):
        app = self.data["apps"][0]
        sc = app["screens"][0]
        v = self.default_variant(app, sc, app["appearances"][0])
        self.open("/screen/" + sc["id"])
        img = self.find("screen-image")
        width = lambda: self.driver.execute_script("return arguments[0].getBoundingClientRect().width", img)  # noqa: E731
        self.assertLessEqual(width(), v["width"] + 0.5, "fitted to the window, never above actual size")
        self.find("size-toggle").click()
        browser.wait_for(lambda: abs(width() - v["width"]) < 0.5, "the image at %s CSS px" % v["width"])
        self.assertEqual(self.find("size-toggle").get_attribute("aria-pressed"), "true")
        # The picture is a lossless WebP (the gallery's default) at @2x, and the link to the
        # file says which format it is.
        natural = self.driver.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight]", img)
        self.assertEqual(natural, [round(v["width"] * 2), round(v["height"] * 2)])
        link = self.find("image-file")
        self.assertTrue(v["image"].endswith(".webp"), v["image"])
        self.assertTrue(link.get_attribute("href").endswith(v["image"]))
        self.assertEqual(link.text, "WebP")

    def test_keyboard_steps_through_elements_and_pages_screens(self):
        app = next((a for a in self.data["apps"] if len(a["screens"]) > 1), None)
        if not app:
            self.skipTest("no app with two screens")
        self.open("/screen/" + app["screens"][0]["id"])
        browser.wait_for(lambda: "Point at" in self.find("inspector-panel").text, "the inspector data to load")
        stage = self.driver.find_element(By.CSS_SELECTOR, ".stage")
        v = self.default_variant(app, app["screens"][0], app["appearances"][0])
        _, info = read_inspect(self.dir, v["inspect"])
        readable = [e["id"] for e in info["elements"] if e.get("kind") in ("text", "image") or e.get("label")]
        if readable:
            stage.send_keys(Keys.TAB)
            browser.wait_for(lambda: self.find("inspector-id").text == readable[0], "Tab to select the first text, image or labelled element")
        stage.send_keys(Keys.HOME)
        browser.wait_for(lambda: self.find("inspector-id").text == info["elements"][0]["id"], "Home to select the first element")
        ids = [e["id"] for e in info["elements"]]
        for k in (1, 2):
            stage.send_keys(Keys.ARROW_RIGHT)
            browser.wait_for(lambda: self.find("inspector-id").text == ids[k % len(ids)], "→ to select element %d" % k)
        stage.send_keys(Keys.ARROW_LEFT)
        browser.wait_for(lambda: self.find("inspector-id").text == ids[1 % len(ids)], "← to go back one element")
        stage.send_keys("]")
        browser.wait_for(lambda: self.driver.current_url.split("#", 1)[1].startswith("/screen/" + app["screens"][1]["id"]), "] to open the next screen")
        self.driver.find_element(By.CSS_SELECTOR, "body").send_keys(Keys.ESCAPE)
        browser.wait_for(lambda: self.driver.current_url.split("#", 1)[1].startswith("/screens/" + app["id"]), "Esc to return to the grid")

    # ------------------------------------------------------------ animations

    def test_scrubber_shows_another_frame_and_time(self):
        app = self.app_with("animations")
        an = app["animations"][0]
        v = next(v for v in an["variants"] if not v["reduced"])
        if len(v["frames"]) < 2:
            self.skipTest("the animation has one frame")
        self.open("/animation/" + an["id"])
        frame, time_ = self.find("scrub-frame"), self.find("scrub-time")
        src0, t0 = frame.get_attribute("src"), time_.text
        self.assertTrue(src0.endswith(v["frames"][0]["image"]))
        self.assertEqual(t0, "t = 0.000 s (frame 0 of %d)" % len(v["frames"]))
        scrubber = self.find("scrubber")
        self.assertEqual(scrubber.get_attribute("max"), str(len(v["frames"]) - 1))
        patch = self.find("scrub-patch")
        self.assertFalse(patch.is_displayed(), "frame 0 has no patch")
        def scrub(k):
            self.driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", scrubber, k)
        # A later frame stored whole (its own image, or frame 0's when nothing changed): no patch.
        whole = next((k for k in range(1, len(v["frames"])) if "x" not in v["frames"][k]), None)
        if whole is not None:
            scrub(whole)
            self.assertTrue(frame.get_attribute("src").endswith(v["frames"][whole]["image"]))
            self.assertFalse(patch.is_displayed(), "a whole frame hides the patch")
        # A patch frame: frame 0 underneath, the patch over it at (x, y) px, as large as its pixels.
        p = next((k for k in range(1, len(v["frames"])) if "x" in v["frames"][k]), None)
        if p is not None:
            scrub(p)
            self.assertTrue(frame.get_attribute("src").endswith(v["frames"][0]["image"]))
            browser.wait_for(lambda: patch.is_displayed(), "the patch to load and show")
            self.assertTrue(patch.get_attribute("src").endswith(v["frames"][p]["image"]))
            natural = self.driver.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight]", patch)
            base, over = frame.rect, patch.rect
            scale = base["width"] / v["width"]  # frames are @1x: a frame pixel is a point
            want = {"x": base["x"] + v["frames"][p]["x"] * scale, "y": base["y"] + v["frames"][p]["y"] * scale,
                    "width": natural[0] * scale, "height": natural[1] * scale}
            for key in ("x", "y", "width", "height"):
                self.assertAlmostEqual(over[key], want[key], delta=1.0, msg="the patch sits over frame 0 where its pixels belong (%s)" % key)
        self.assertTrue(whole is not None or p is not None)
        k = 0
        scrub(k)
        self.assertTrue(frame.get_attribute("src").endswith(v["frames"][0]["image"]))
        self.assertFalse(patch.is_displayed(), "back on frame 0, the patch is gone")
        self.assertEqual(time_.text, "t = %.3f s (frame %d of %d)" % (v["frames"][k]["time"], k, len(v["frames"])))
        # Arrow keys step one frame.
        scrubber.send_keys(Keys.ARROW_RIGHT)
        nxt = v["frames"][min(k + 1, len(v["frames"]) - 1)]
        shown = patch if "x" in nxt else frame
        browser.wait_for(lambda: shown.get_attribute("src") and shown.get_attribute("src").endswith(nxt["image"]), "→ to step a frame")
        self.assertImagesLoad()
        # The samples table shows each row's value at frame k + 1.
        if v["rows"]:
            cells = self.driver.find_elements(By.CSS_SELECTOR, tid("normal-variant") + " table.samples tbody tr")
            self.assertEqual(len(cells), len(v["rows"]))
        for chart in ("timeline-chart", "delta-chart"):
            self.assertTrue(self.find(chart).is_displayed())
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, tid("delta-chart") + " rect")) >= len(v["meanDelta"]), True)

    def test_reduced_variant_sits_beside_the_animation_at_1280(self):
        app = self.app_with("animations")
        an = next((a for a in app["animations"] if any(v["reduced"] for v in a["variants"])), None)
        if not an:
            self.skipTest("no animation with a reduced-motion variant")
        self.open("/animation/" + an["id"])
        normal, reduced = self.find("normal-variant"), self.find("reduced-variant")
        self.assertLess(normal.rect["x"] + normal.rect["width"], reduced.rect["x"] + 1, "side by side")
        self.assertLess(abs(normal.rect["y"] - reduced.rect["y"]), 2)
        rv = next(v for v in an["variants"] if v["reduced"])
        base = reduced.find_element(By.CSS_SELECTOR, tid("animation-playing") + " > img:first-child")
        self.assertTrue(base.get_attribute("src").endswith(rv["frames"][0]["image"]))

    def test_the_animation_plays_its_own_frames_and_pauses(self):
        app = self.app_with("animations")
        an = next((a for a in app["animations"] for v in a["variants"] if not v["reduced"] and len({f["image"] for f in v["frames"]}) > 2), None)
        if not an:
            self.skipTest("no animation with more than two pictures")
        v = next(v for v in an["variants"] if not v["reduced"])
        self.open("/animation/" + an["id"])
        stack = self.find("animation-playing")
        toggle = self.find("play-toggle")
        base = stack.find_element(By.CSS_SELECTOR, "img:first-child")
        self.assertTrue(base.get_attribute("src").endswith(v["frames"][0]["image"]))
        # Frame 0 and one layer per other file the frames name: nothing else is loaded to play.
        others = {f["image"] for f in v["frames"]} - {v["frames"][0]["image"]}
        layers = stack.find_elements(By.CSS_SELECTOR, "img.frame-patch")
        self.assertEqual(sorted(l.get_attribute("src").rsplit("/", 2)[-2] + "/" + l.get_attribute("src").rsplit("/", 1)[-1] for l in layers), sorted(others))
        # It plays: the frame moves on by itself, and the shown layer is that frame's file.
        browser.wait_for(lambda: stack.get_attribute("data-frame") not in (None, "0"), "the animation to play past frame 0")
        def shown_is_its_frame():
            k = int(stack.get_attribute("data-frame"))
            want = v["frames"][k]["image"]
            visible = [l.get_attribute("src") for l in layers if l.is_displayed()]
            if want == v["frames"][0]["image"]:
                return visible == [] and base.is_displayed()
            return len(visible) == 1 and visible[0].endswith(want)
        # Pause: the frame stays, and what is shown is that frame.
        self.assertEqual(toggle.text, "Pause")
        toggle.click()
        browser.wait_for(lambda: toggle.text == "Play", "the button to say Play")
        held = stack.get_attribute("data-frame")
        for _ in range(12):
            time.sleep(0.05)
            self.assertEqual(stack.get_attribute("data-frame"), held, "paused, the frame stays")
        self.assertTrue(shown_is_its_frame(), "frame %s shows its own file" % held)
        # Play again: it moves on from there.
        seen = set()
        toggle.click()
        def moved():
            seen.add(stack.get_attribute("data-frame"))
            return len(seen) > 1
        browser.wait_for(moved, "the animation to play again")
        self.assertEqual(toggle.text, "Pause")

    # ------------------------------------------------------------ checks

    def test_checks_view_lists_every_check_failures_first_and_filters(self):
        checks = self.data.get("checks")
        if not checks:
            self.skipTest("GALLERY.checks is null (the gallery was built with --no-checks)")
        self.open("/checks")
        rows = self.finds("check-row")
        self.assertEqual(sorted(r.get_attribute("data-check") for r in rows), sorted(c["name"] for c in checks["checks"]))
        passed = [r.get_attribute("data-passed") for r in rows]
        self.assertEqual(passed, sorted(passed), "failing checks come first")
        failing = [c for c in checks["checks"] if c["failures"]]
        total = sum(len(c["failures"]) for c in checks["checks"])
        self.assertEqual(len(self.finds("check-failure")), min(total, 100))
        if failing:
            name = failing[0]["name"]
            Select(self.find("filter-check")).select_by_value(name)
            browser.wait_for(lambda: "check=" + name in self.driver.current_url, "the filter in the URL")
            shown = browser.wait_for(lambda: self.finds("check-failure") if all(f.get_attribute("data-check") == name for f in self.finds("check-failure")) else None, "the filtered list")
            self.assertEqual(len(shown), min(len(failing[0]["failures"]), 100))
            self.assertImagesLoad()
            with_image = [f for f in self.finds("check-failure") if f.find_elements(By.CSS_SELECTOR, "button.enlarge")]
            # A contrast picture is its rings laid exactly over the screen the grid shows.
            stacked = [f for f in checks["checks"] if f["name"] == name][0]["failures"]
            stacked = [f for f in stacked if f.get("screenImage")]
            if with_image and stacked:
                shown_pairs = self.driver.execute_script("""
                    return Array.from(document.querySelectorAll('[data-testid=check-picture]')).slice(0, 40).map(function (p) {
                      var s = p.querySelector('[data-testid=check-screen]').getBoundingClientRect();
                      var r = p.querySelector('[data-testid=check-rings]').getBoundingClientRect();
                      var q = p.querySelector('[data-testid=check-patch]'), pr = q ? q.getBoundingClientRect() : null;
                      return [p.querySelector('[data-testid=check-screen]').getAttribute('src'), p.querySelector('[data-testid=check-rings]').getAttribute('src'),
                              s.x, s.y, s.width, s.height, r.x, r.y, r.width, r.height,
                              q ? q.getAttribute('src') : null, pr ? [pr.x, pr.y, pr.width, pr.height] : null];
                    });""")
                self.assertTrue(shown_pairs, "no stacked contrast picture")
                wanted = {(f["screenImage"], f["image"]): f.get("screenPatch") for f in stacked}
                patched = 0
                for pair in shown_pairs:
                    self.assertIn((pair[0], pair[1]), wanted)
                    self.assertGreater(pair[4], 10)
                    for a, b in zip(pair[2:6], pair[6:10]):
                        self.assertAlmostEqual(a, b, delta=0.5, msg="the rings sit over the screen")
                    # Increase Contrast: what changed lies at its place on the screen, at its scale.
                    p = wanted[(pair[0], pair[1])]
                    self.assertEqual(pair[10], p["image"] if p else None)
                    if p:
                        patched += 1
                        k = pair[4] / p["screenWidth"]
                        for got, want in zip(pair[11], [pair[2] + p["x"] * k, pair[3] + p["y"] * k, p["width"] * k, p["height"] * k]):
                            self.assertAlmostEqual(got, want, delta=0.5, msg="the patch sits on its pixels")
                self.assertGreater(patched, 0, "no Increase Contrast picture among those shown")
            if with_image:
                with_image[0].find_element(By.CSS_SELECTOR, "button.enlarge").click()
                browser.wait_for(lambda: self.driver.execute_script("return document.getElementById('lightbox').open"), "the enlarged image")
                if stacked:
                    big = self.driver.execute_script("""
                      var p = document.querySelector('#lightbox [data-testid=check-picture]');
                      if (!p) return null;
                      var s = p.querySelector('[data-testid=check-screen]'), r = p.querySelector('[data-testid=check-rings]');
                      var a = s.getBoundingClientRect(), b = r.getBoundingClientRect();
                      return [s.complete && s.naturalWidth, r.complete && r.naturalWidth, a.width, a.height, b.width, b.height, a.x - b.x, a.y - b.y];""")
                    self.assertIsNotNone(big, "the enlarged picture is the screen and its rings")
                    self.assertGreater(big[2], 100)
                    self.assertAlmostEqual(big[2], big[4], delta=0.5)
                    self.assertAlmostEqual(big[3], big[5], delta=0.5)
                    self.assertAlmostEqual(big[6], 0, delta=0.5)
                    self.assertAlmostEqual(big[7], 0, delta=0.5)
                self.driver.find_element(By.CSS_SELECTOR, "#lightbox").send_keys(Keys.ESCAPE)
                browser.wait_for(lambda: not self.driver.execute_script("return document.getElementById('lightbox').open"), "Esc to close it")

    def test_proposals_sit_under_the_failures_with_their_sheet(self):
        checks = self.data.get("checks")
        proposals = (checks or {}).get("proposals")
        if not proposals:
            self.skipTest("GALLERY.checks.proposals is absent (no contrast failures, a shard, or --no-checks)")
        self.open("/checks")
        section = self.find("proposals")
        apps = section.find_elements(By.CSS_SELECTOR, "[data-testid=proposal-app]")
        self.assertEqual([a.get_attribute("data-app") for a in apps], [p["app"] for p in proposals])
        for article, data in zip(apps, proposals):
            rows = article.find_elements(By.CSS_SELECTOR, "[data-testid=proposal-row]")
            self.assertEqual(len(rows), len(data["proposals"]))
            self.assertEqual(sorted(r.get_attribute("data-kind") for r in rows), sorted(p["kind"] for p in data["proposals"]))
            # Each row says what was measured before and after, in its check's terms.
            for r, p in zip(rows, data["proposals"]):
                self.assertIn(p["measure"], r.text)
                self.assertIn(p["check"], r.text)
            self.assertIn("re-checked" if data["passed"] else "still failing", article.text)
            if data.get("sheet"):
                self.assertTrue(article.find_elements(By.CSS_SELECTOR, "[data-testid=proposal-sheet]"))
        self.assertImagesLoad()
        # Filtered to a check that proposed nothing, no proposals are shown.
        proposing = set(p["check"] for a in proposals for p in a["proposals"])
        other = [c["name"] for c in checks["checks"] if c["name"] not in proposing]
        if other:
            self.open("/checks?check=" + other[0])
            browser.wait_for(lambda: self.finds("check-row"), "the checks view")
            self.assertEqual(self.finds("proposals"), [])

    def test_a_failure_opens_its_screen_with_the_element_selected(self):
        checks = self.data.get("checks")
        if not checks:
            self.skipTest("GALLERY.checks is null (the gallery was built with --no-checks)")
        self.open("/checks")
        links = [a for a in self.driver.find_elements(By.CSS_SELECTOR, tid("check-failure") + " .failure-head a") if "element=" in a.get_attribute("href")]
        if not links:
            self.skipTest("no failure names a screen element")
        href = links[0].get_attribute("href")
        card = links[0].find_element(By.XPATH, "ancestor::article")
        name = card.get_attribute("data-check")
        failure = next(f for c in checks["checks"] if c["name"] == name for f in c["failures"]
                       if f.get("element") and f["element"] in card.text)
        links[0].click()
        browser.wait_for(lambda: self.driver.current_url == href, "the failure's screen to open")
        shown = browser.wait_for(lambda: self.find("inspector-id").text, "the failing element in the inspector")
        self.assertEqual(shown, failure["element"])
        self.assertTrue(self.find("inspector-box").is_displayed())

    # ------------------------------------------------------------ snapshots

    def test_snapshot_review_shows_the_seeded_failure(self):
        snaps = self.data.get("snapshots")
        if snaps is None:
            self.skipTest("GALLERY.snapshots is null: the gallery was built without --snapshots DIR, so there is no snapshot review to test")
        self.assertTrue(snaps["failures"], "a snapshot review with no failures was seeded")
        self.open("/snapshots")
        cards = self.finds("snapshot-failure")
        self.assertEqual([c.get_attribute("data-name") for c in cards], [f["name"] for f in snaps["failures"]])
        first = snaps["failures"][0]
        card = cards[0]
        swipe = card.find_element(By.CSS_SELECTOR, tid("snapshot-swipe"))
        srcs = [i.get_attribute("src") for i in swipe.find_elements(By.TAG_NAME, "img")]
        self.assertTrue(srcs[0].endswith(first["reference"]) and srcs[1].endswith(first["actual"]), srcs)
        self.assertIn(first.get("record") or "DESIGNPROOF_RECORD=1", card.find_element(By.CSS_SELECTOR, tid("record-command")).text)
        for f, c in zip(snaps["failures"], cards):
            if f.get("sizeMismatch"):
                self.assertIn(f["sizeMismatch"], c.text)
        self.assertImagesLoad()
        clip = lambda: self.driver.execute_script("return arguments[0].querySelector('.act-wrap').style.clipPath", swipe)  # noqa: E731
        self.assertEqual(clip(), "inset(0px 50% 0px 0px)")
        slider = swipe.find_element(By.CSS_SELECTOR, tid("swipe-slider"))
        self.driver.execute_script("arguments[0].value = 20; arguments[0].dispatchEvent(new Event('input'))", slider)
        self.assertEqual(clip(), "inset(0px 80% 0px 0px)")


if __name__ == "__main__":
    unittest.main()
