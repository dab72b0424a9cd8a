#!/usr/bin/env python3
"""Saves a PNG of each kind of gallery page, at 1280 × 800 and 390 × 844, in the light and the
dark browser theme, so a person can look at them:

    GALLERY_DIR=out/gallery .build/browser-venv/bin/python Tests/Browser/screenshots.py /tmp/shots

Files: KIND-WIDTHxHEIGHT-SCHEME.png, and KIND-WIDTH-full-SCHEME.png of the whole page for the long
ones (KIND: overview, screens, screen, animations, animation,
checks, snapshots; a kind whose data the gallery lacks is skipped and said so).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser  # noqa: E402
from inspect_data import first_text_element  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

SIZES = [(1280, 800, False), (390, 844, True)]
SCHEMES = ["light", "dark"]


def pages(data):
    apps = data.get("apps") or []
    out = [("overview", "/", None)]
    app = next((a for a in apps if a.get("screens")), None)
    if app:
        out.append(("screens", "/screens/" + app["id"], None))
        sc = app["screens"][0]
        out.append(("screen", "/screen/" + sc["id"], "hover"))
    anim_app = next((a for a in apps if a.get("animations")), None)
    if anim_app:
        out.append(("animations", "/animations/" + anim_app["id"], None))
        out.append(("animation", "/animation/" + anim_app["animations"][0]["id"], "scrub"))
    if data.get("checks"):
        out.append(("checks", "/checks", None))
    if data.get("snapshots"):
        out.append(("snapshots", "/snapshots", None))
    return out


def hover_text(driver):
    """Points at the first text element of the open screen so the inspector shows something."""
    img = browser.wait_for(lambda: driver.find_element(By.CSS_SELECTOR, '[data-testid="screen-image"]'), "the screen image")
    browser.wait_for(lambda: driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", img), "the screen image to load")
    src = driver.execute_script("return document.querySelector('[data-testid=screen-image]').getAttribute('src')")
    el = first_text_element(browser.gallery_dir(), src)
    if not el:
        return
    x, y, w, h = el["frame"]
    width, height = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", img)
    scale = width / el["canvasWidth"]
    driver.execute_script("arguments[0].scrollIntoView({block: 'nearest'})", img)
    ActionChains(driver).move_to_element_with_offset(img, int((x + w / 2) * scale - width / 2), int((y + h / 2) * scale - height / 2)).perform()
    browser.wait_for(lambda: driver.find_element(By.CSS_SELECTOR, '[data-testid="inspector-id"]').text, "the inspector")


def save_full_page(driver, path):
    """The whole page, below the fold too (Chromium's captureBeyondViewport)."""
    import base64
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    with open(path, "wb") as f:
        f.write(base64.b64decode(shot["data"]))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    driver = browser.make_driver()
    try:
        driver.get(browser.url("/"))
        data = browser.gallery_data(driver)
        todo = pages(data)
        for kind in ("checks", "snapshots"):
            if not data.get(kind):
                print("skipped %s: the gallery has no %s data" % (kind, kind))
        for width, height, mobile in SIZES:
            for scheme in SCHEMES:
                browser.set_viewport(driver, width, height, mobile)
                browser.set_color_scheme(driver, scheme)
                for kind, route, action in todo:
                    driver.get(browser.url(route))
                    driver.refresh()
                    browser.load_all_images(driver)
                    if action == "hover":
                        hover_text(driver)
                    elif action == "scrub":
                        driver.execute_script(
                            "const s = document.querySelector('[data-testid=scrubber]'); s.value = Math.round(s.max / 2); s.dispatchEvent(new Event('input'));")
                        browser.load_all_images(driver)
                    path = os.path.join(folder, "%s-%dx%d-%s.png" % (kind, width, height, scheme))
                    driver.save_screenshot(path)
                    print("wrote", path)
                    if kind == "screen" or (not mobile and kind in ("animation", "snapshots", "checks")):
                        full = os.path.join(folder, "%s-%d-full-%s.png" % (kind, width, scheme))
                        save_full_page(driver, full)
                        print("wrote", full)
        bad = browser.severe_logs(driver)
        if bad:
            sys.exit("console errors: %s" % bad)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
