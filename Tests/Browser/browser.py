"""Shared set-up for the gallery's browser tests and screenshots: Debian's headless Chromium
driven by Selenium through the system chromedriver (never selenium-manager, which would
download a browser), the gallery folder from GALLERY_DIR, and small waits that always time out."""
import json
import os
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
WAIT = 10  # seconds: the longest any single wait may take


def gallery_dir():
    d = os.environ.get("GALLERY_DIR")
    if not d:
        raise SystemExit("GALLERY_DIR is not set: build a gallery (proof gallery --out DIR) and set GALLERY_DIR=DIR")
    d = os.path.abspath(d)
    if not os.path.isfile(os.path.join(d, "index.html")):
        raise SystemExit("GALLERY_DIR=%s has no index.html: build it with proof gallery --out %s" % (d, d))
    return d


def url(route="/"):
    return "file://" + os.path.join(gallery_dir(), "index.html") + "#" + route


def make_driver(width=1280, height=800):
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=%d,%d" % (width, height),
                 "--allow-file-access-from-files", "--disable-extensions", "--no-first-run", "--hide-scrollbars"):
        opts.add_argument(flag)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=opts)
    driver.set_page_load_timeout(WAIT * 3)
    driver.set_script_timeout(WAIT * 3)
    set_viewport(driver, width, height)
    return driver


def set_viewport(driver, width, height, mobile=False):
    """The page's viewport exactly width × height CSS px (the window's chrome takes no room)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def set_color_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def wait_for(predicate, what, timeout=WAIT):
    """Polls predicate() until it returns something truthy; fails with `what` after timeout."""
    end = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < end:
        try:
            v = predicate()
            if v:
                return v
        except Exception as e:  # the element may not exist yet
            last_error = e
        time.sleep(0.05)
    raise AssertionError("timed out after %ss waiting for %s%s" % (timeout, what, " (%s)" % last_error if last_error else ""))


# Scrolls each <img> of the page into view (lazy images load then) and waits until every one has
# finished; returns [{src, ok, naturalWidth}] for those that failed.
LOAD_ALL_IMAGES = """
const done = arguments[arguments.length - 1];
const limit = arguments[0];
// An img with no src is not an image that failed (the scrubber's patch between patches).
const imgs = Array.from(document.querySelectorAll('img[src]'));
const settle = (img) => new Promise((resolve) => {
  if (img.complete && img.src) { resolve(); return; }
  const t = setTimeout(resolve, limit);
  img.addEventListener('load', () => { clearTimeout(t); resolve(); }, {once: true});
  img.addEventListener('error', () => { clearTimeout(t); resolve(); }, {once: true});
});
(async () => {
  for (const img of imgs) { img.scrollIntoView({block: 'center'}); if (img.loading === 'lazy') await settle(img); }
  await Promise.all(imgs.map(settle));
  window.scrollTo(0, 0);
  done({count: imgs.length, bad: imgs.filter((i) => !(i.complete && i.naturalWidth > 0)).map((i) => ({src: i.getAttribute('src'), naturalWidth: i.naturalWidth}))});
})();
"""


def load_all_images(driver, per_image_ms=5000):
    return driver.execute_async_script(LOAD_ALL_IMAGES, per_image_ms)


def gallery_data(driver):
    """window.GALLERY as Python data (the page must be loaded)."""
    return json.loads(driver.execute_script("return JSON.stringify(window.GALLERY)"))


def severe_logs(driver):
    return [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
