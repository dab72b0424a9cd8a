#!/usr/bin/env python3
"""The page with missing and malformed data: it says what is missing and never throws.

Each case writes GALLERY_DIR's page (index.html, assets/) beside a hand-written
data/gallery.js in a temporary folder and visits every view; a JavaScript error is a SEVERE
console entry and fails the test."""
import json
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

ROUTES = ["/", "/screens/x", "/screen/x/s", "/screen/x/nothing", "/animations/x", "/animation/x/a",
          "/checks", "/checks?app=zz&check=yy", "/snapshots", "/no-such-page", "/screens/nope"]

# (name, the text of data/gallery.js, what the overview must say)
CASES = [
    ("no GALLERY at all", "/* a data file that sets nothing */\n", "No gallery data"),
    ("GALLERY is not an object", "window.GALLERY = 42;\n", "No gallery data"),
    ("apps is not a list", "window.GALLERY = {\"schema\": 1, \"apps\": {}};\n", "No gallery data"),
    ("an app with nothing", "window.GALLERY = " + json.dumps({"schema": 1, "apps": [{"id": "x"}]}) + ";\n", "x"),
    ("everything empty or malformed", "window.GALLERY = " + json.dumps({
        "schema": 1,
        "apps": [{"id": "x", "name": "X", "appearances": [], "devices": [], "contentSizes": [], "gradients": None,
                  "screens": [None, {"id": "x/s"}, {"id": "x/t", "variants": [None, {}]}],
                  "animations": [None, {"id": "x/a", "variants": [{}, {"reduced": True, "frames": [None, {}], "rows": [None, {"samples": "no"}],
                                                                        "meanDelta": ["a", None]}]}]}],
        "checks": {"checks": [None, {"name": "c"}, {"name": "d", "passed": False, "failures": [None, {}, {"line": "x", "screen": "x/s", "data": 3}]}]},
        "snapshots": {"failures": [None, {}, {"name": "n", "width": 0, "height": 0, "differingPixels": 1, "pixelCount": 0}]},
    }) + ";\n", "X"),
]


class HostileDataTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.page = browser.gallery_dir()
        cls.driver = browser.make_driver(1280, 800)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def folder_with(self, data_js):
        d = tempfile.mkdtemp(prefix="gallery-hostile-")
        self.addCleanup(shutil.rmtree, d, True)
        shutil.copy(os.path.join(self.page, "index.html"), d)
        shutil.copytree(os.path.join(self.page, "assets"), os.path.join(d, "assets"))
        os.makedirs(os.path.join(d, "data"))
        with open(os.path.join(d, "data", "gallery.js"), "w") as f:
            f.write(data_js)
        return d

    def test_every_view_survives_bad_data(self):
        for name, data_js, says in CASES:
            folder = self.folder_with(data_js)
            for route in ROUTES:
                with self.subTest(case=name, route=route):
                    self.driver.get("about:blank")
                    self.driver.get("file://" + os.path.join(folder, "index.html") + "#" + route)
                    browser.wait_for(lambda: self.driver.find_elements(By.CSS_SELECTOR, "#view h1"), "the view to render")
                    if route == "/":
                        self.assertIn(says, self.driver.find_element(By.ID, "view").text)
                    self.assertEqual(browser.severe_logs(self.driver), [])


if __name__ == "__main__":
    unittest.main()
