"""`ringgen compare --report` in headless Chromium, driven through Selenium (see report-check)."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

ringgen = sys.argv[1]
passed = failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAILED  {what}")


def render(path, *flags):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    subprocess.run([ringgen, "--no-show-value-string", *flags, "-o", path], check=True)


work = tempfile.mkdtemp()
try:
    expected, actual = f"{work}/expected", f"{work}/actual"
    # Twelve pairs: eight the same, two that differ by different amounts, one of another size,
    # one new, one deleted.
    for value in range(8):
        for side in (expected, actual):
            render(f"{side}/same/{value}.png", "--size", "64", "--value", str(10 * value))
    render(f"{expected}/small-change.png", "--size", "96", "--value", "50")
    render(f"{actual}/small-change.png", "--size", "96", "--value", "52")
    render(f"{expected}/big-change.png", "--size", "96", "--value", "20")
    render(f"{actual}/big-change.png", "--size", "96", "--value", "80", "--progress-color", "#22c55e")
    render(f"{expected}/resized.png", "--size", "80", "--value", "40")
    render(f"{actual}/resized.png", "--size", "96", "--value", "40")
    render(f"{actual}/added.png", "--size", "64", "--value", "70")
    render(f"{expected}/removed.png", "--size", "64", "--value", "30")

    report = f"{work}/report.html"
    compared = subprocess.run([ringgen, "compare", expected, actual, "--report", report], capture_output=True)
    check(compared.returncode == 1, f"compare exits 1, not {compared.returncode}: {compared.stderr!r}")
    lines = subprocess.run([ringgen, "compare", expected, actual, "--json"], capture_output=True).stdout.splitlines()
    objects = [json.loads(line) for line in lines]
    statuses = {item["path"]: item["status"] for item in objects}
    rank = {"differs": 0, "size": 0, "new": 1, "deleted": 2, "unreadable": 3}
    order = [item["path"] for item in sorted(
        (item for item in objects if item["status"] != "same"),
        key=lambda item: (rank[item["status"]], -item.get("differingPixels", 0), item["path"]))]
    images_bytes = sum(
        os.path.getsize(os.path.join(root, name)) for side in (expected, actual) for root, _, names in os.walk(side)
        for name in names)
    print(f"report-check: report {os.path.getsize(report)} B for images of {images_bytes} B")

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--window-size=1200,900", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get(f"file://{report}")
        counts = {
            element.get_attribute("data-status"): int(element.text)
            for element in driver.find_elements(By.CSS_SELECTOR, ".summary .count")
        }
        for status in ["same", "differs", "size", "new", "deleted", "unreadable"]:
            want = sum(1 for value in statuses.values() if value == status)
            check(counts.get(status) == want, f"summary {status}: {counts.get(status)} shown, {want} in --json")
        sections = driver.find_elements(By.CSS_SELECTOR, "section.pair")
        names = [section.find_element(By.CSS_SELECTOR, "h2").text.split(" ", 1)[1] for section in sections]
        check(names == order, f"differing first, largest change first, then new, deleted: {names}, not {order}")
        check(set(names) == {"big-change.png", "small-change.png", "resized.png", "added.png", "removed.png"},
              f"every pair that is not the same: {names}")
        same = driver.find_element(By.CSS_SELECTOR, "details.same-pairs")
        check(same.get_attribute("open") is None, "same pairs are collapsed")
        check(len(same.find_elements(By.CSS_SELECTOR, "li")) == 8, "eight same pairs listed")

        def loaded(image):
            return driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", image)

        for section in sections:
            name = section.find_element(By.CSS_SELECTOR, "h2").text
            status = section.get_attribute("data-status")
            roles = {"differs": ["expected", "actual", "diff"], "size": ["expected", "actual", "diff"],
                     "new": ["actual"], "deleted": ["expected"]}[status]
            images = section.find_elements(By.CSS_SELECTOR, ".figures img")
            check([image.get_attribute("class") for image in images] == roles, f"{name}: figures {roles}")
            check(all(loaded(image) > 0 for image in images), f"{name}: every image loaded")
        webp = [image for section in sections for image in section.find_elements(By.CSS_SELECTOR, ".figures img")
                if image.get_attribute("src").startswith("data:image/webp;base64,")]
        check(len(webp) > 0 and all(loaded(image) > 0 for image in webp), "images inlined as WebP load")
        first = sections[names.index("big-change.png")]
        expected_image = first.find_element(By.CSS_SELECTOR, "img.expected")
        check(loaded(expected_image) == 96, f"big-change's expected is 96 px wide, not {loaded(expected_image)}")

        # The wipe reads as its label, "expected ◀ wipe ▶ actual": left of the slider's place
        # the viewer sees expected, right of it actual. Which image is seen at a point is the
        # browser's own hit test (elementFromPoint), at the wipe's vertical middle.
        slider = first.find_element(By.CSS_SELECTOR, ".slider")
        wipe = first.find_element(By.CSS_SELECTOR, ".wipe")
        actual_image = first.find_element(By.CSS_SELECTOR, "img.actual")

        def seen(fraction):
            source = driver.execute_script(
                "arguments[0].scrollIntoView({block: 'center'});"
                "const box = arguments[0].getBoundingClientRect();"
                "const hit = document.elementFromPoint(box.left + box.width * arguments[1], box.top + box.height / 2);"
                "return hit && hit.tagName === 'IMG' ? hit.src : null", wipe, fraction)
            return {expected_image.get_attribute("src"): "expected", actual_image.get_attribute("src"): "actual"}.get(
                source, source)

        def sides(*fractions):
            return [seen(fraction) for fraction in fractions]

        check(sides(0.25, 0.75) == ["expected", "actual"],
              f"half-way, expected on the left and actual on the right: {sides(0.25, 0.75)}")
        slider.send_keys(Keys.HOME)
        check(sides(0.05, 0.95) == ["expected", "expected"], f"slider at 0 shows only expected: {sides(0.05, 0.95)}")
        for _ in range(25):
            slider.send_keys(Keys.ARROW_RIGHT)
        check(slider.get_attribute("value") == "25", f"slider moved to {slider.get_attribute('value')}")
        check(sides(0.7, 0.8) == ["expected", "actual"],
              f"slider at 25 uncovers a quarter of actual, from the right: {sides(0.7, 0.8)}")
        slider.send_keys(Keys.END)
        check(sides(0.05, 0.95) == ["actual", "actual"], f"slider at 100 shows only actual: {sides(0.05, 0.95)}")
        slider.send_keys(Keys.HOME)
        for _ in range(50):
            slider.send_keys(Keys.ARROW_RIGHT)

        # Zoom: 4× shows each image pixel as 4 × 4 screen pixels.
        Select(first.find_element(By.CSS_SELECTOR, ".zoom")).select_by_value("4")
        width = driver.execute_script("return arguments[0].querySelector('.under').getBoundingClientRect().width", wipe)
        check(width == 384, f"zoom 4× draws the 96 px image 384 px wide, not {width}")
        rendering = driver.execute_script(
            "return getComputedStyle(arguments[0].querySelector('.under')).imageRendering", wipe)
        check(rendering == "pixelated", f"zoomed pixels stay square: {rendering}")

        # Blink alternates expected and actual until pressed again.
        blink = first.find_element(By.CSS_SELECTOR, ".blink")
        blink.click()
        shown = set()
        deadline = time.time() + 2
        while time.time() < deadline:
            shown.add((wipe.get_attribute("data-showing"), tuple(sides(0.05, 0.95))))
            time.sleep(0.05)
        check(("expected", ("expected", "expected")) in shown and ("actual", ("actual", "actual")) in shown,
              f"blink shows both in turn: {sorted(shown)}")
        check(blink.get_attribute("aria-pressed") == "true", "blink is pressed")
        blink.click()
        time.sleep(0.6)
        check(wipe.get_attribute("data-showing") == "wipe" and blink.get_attribute("aria-pressed") == "false",
              "blink stops")

        errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        check(not errors, f"no console errors: {errors}")
    finally:
        driver.quit()
finally:
    shutil.rmtree(work)

print(f"report-check: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
