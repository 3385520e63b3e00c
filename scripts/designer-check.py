"""The designer and the error images in Chromium, through Selenium and Debian's chromium-driver.

Run by scripts/browser-check with the venv's Python: `designer-check.py RINGGEN`. Starts
`ringgen serve` on 127.0.0.1 (an ephemeral port) and checks, each as one line ok/FAILED:
- the designer loads with no console error, and has a labelled control for every key it lists;
- changing five controls of different kinds (a slider, a number field, a colour, a select, a
  checkbox, a text field) each changes the preview's URL, and the new image loads;
- the copied `ringgen` command, run, writes the preview's bytes; the copied JSON spec, the copied
  Python (run with the package staged in python/src, `make python-stage`) and the copied Swift
  (compiled against this checkout as a path dependency, in .build/designer-snippet, and run)
  too;
- a shared link (`/?value=15&maxValue=30&progressColor=%230FA3B1`) restores the controls;
- keyboard only (Tab) reaches every control;
- axe-core 4.12.1 (WCAG 2 A and AA rules: labels, contrast, …) finds no violation, with the page
  in light and in dark mode;
- an `<img>` of a bad URL (`value=abc`) shows an image (naturalWidth > 0) whose text is the
  error line in X-Ringgen-Error.
Exits 1 when a check fails.
"""
import glob
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

ringgen = os.path.abspath(sys.argv[1])
failures = []


def check(name, condition, detail=""):
    print(("ok      " if condition else "FAILED  ") + name + ("" if condition else ": " + str(detail)))
    if not condition:
        failures.append(name)


server = subprocess.Popen([ringgen, "serve", "--listen", "127.0.0.1:0", "--access-log", "off"],
                          stderr=subprocess.PIPE, text=True)
line = server.stderr.readline()
match = re.search(r"listening on http://127\.0\.0\.1:(\d+)/", line)
if not match:
    print("designer-check: the server did not start: " + line)
    sys.exit(1)
base = "http://127.0.0.1:" + match.group(1)


def fetch(url, accept=None):
    request = urllib.request.Request(url, headers={"Accept": accept} if accept else {})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


root = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def check_python_copy(snippet, expected):
    """Runs the copied Python as it is, then writes its `png` to standard output."""
    library = os.path.join(root, "python", "src", "ringkit", "libringkit.so.0")
    if not os.path.exists(library):
        check("the copied Python renders the preview's bytes", False, library + " is missing: make python-stage")
        return
    program = snippet + "\n\nimport sys\nsys.stdout.buffer.write(png)\n"
    environment = dict(os.environ, PYTHONPATH=os.path.join(root, "python", "src"))
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, env=environment)
    check("the copied Python renders the preview's bytes", result.returncode == 0 and result.stdout == expected,
          (result.returncode, len(result.stdout), len(expected), result.stderr.decode()[-400:]))


def check_swift_copy(snippet, expected):
    """Compiles the copied Swift as the body of an executable that depends on this checkout
    (RingKit and RingRenderer, by path), runs it and compares what it writes."""
    folder = os.path.join(root, ".build", "designer-snippet")
    package = os.path.join(folder, "package")
    sources = os.path.join(package, "Sources", "snippet")
    os.makedirs(sources, exist_ok=True)
    manifest = (
        "// swift-tools-version:6.2\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        "  name: \"DesignerSnippet\",\n"
        "  dependencies: [.package(name: \"RingKit\", path: " + json.dumps(root) + ")],\n"
        "  targets: [\n"
        "    .executableTarget(\n"
        "      name: \"snippet\",\n"
        "      dependencies: [.product(name: \"RingKit\", package: \"RingKit\"),\n"
        "        .product(name: \"RingRenderer\", package: \"RingKit\")])\n"
        "  ])\n")
    # The copy, then the bytes it made to standard output.
    program = "import Glibc\n" + snippet + (
        "\nvar written = 0\n"
        "while written < png.count {\n"
        "  let count = png[written...].withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }\n"
        "  guard count > 0 else { exit(1) }\n"
        "  written += count\n"
        "}\n")
    for path, text in [(os.path.join(package, "Package.swift"), manifest), (os.path.join(sources, "main.swift"), program)]:
        if not os.path.exists(path) or open(path).read() != text:
            open(path, "w").write(text)
    started = time.time()
    build = subprocess.run(["swift", "build", "--package-path", package, "--scratch-path", os.path.join(folder, "build"),
                            "--product", "snippet"], capture_output=True, text=True)
    print("        (the Swift copy built in %.0f s)" % (time.time() - started))
    if build.returncode != 0:
        check("the copied Swift compiles", False, (build.stdout + build.stderr)[-1500:])
        return
    binary = subprocess.run(["swift", "build", "--package-path", package, "--scratch-path",
                             os.path.join(folder, "build"), "--show-bin-path"], capture_output=True, text=True)
    result = subprocess.run([os.path.join(binary.stdout.strip(), "snippet")], capture_output=True)
    check("the copied Swift renders the preview's bytes", result.returncode == 0 and result.stdout == expected,
          (result.returncode, len(result.stdout), len(expected), result.stderr.decode()[-400:]))


options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ["--headless=new", "--no-sandbox", "--window-size=1280,900", "--force-device-scale-factor=1"]:
    options.add_argument(argument)
options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
try:
    def preview_url():
        return driver.execute_script("return document.getElementById('preview').src")

    def wait_for_preview(previous, expected=""):
        for _ in range(100):
            state = driver.execute_script(
                "const p = document.getElementById('preview');"
                "return [p.src, p.complete, p.naturalWidth, p.dataset.loaded || '']")
            if state[0] != previous and expected in state[0] and state[1] and state[2] > 0 and state[3] == state[0]:
                return state[0]
            time.sleep(0.05)
        return None

    driver.get(base + "/")
    keys = driver.execute_script("return [...document.querySelectorAll('.key')].map(k => k.dataset.key)")
    check("the designer has a control per key", len(keys) >= 60, len(keys))
    unlabelled = driver.execute_script(
        "return [...document.querySelectorAll('#controls input, #controls select')]"
        ".filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label')).map(e => e.id)")
    check("every control has a label", unlabelled == [], unlabelled)
    time.sleep(0.5)
    severe = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    check("the designer loads with no console error", severe == [], severe)
    # Opened without a query it shows a ring with progress, and says so in its URL; a URL
    # without a value still draws the empty ring.
    opened = wait_for_preview("", "value=64")
    check("a fresh designer previews 64 of 100", opened is not None and opened.endswith("/ring.png?value=64"), opened)
    check("a fresh designer's URL holds its value", driver.current_url.endswith("/?value=64"), driver.current_url)
    legends = driver.execute_script("return [...document.querySelectorAll('#controls legend')].map(l => l.textContent)")
    check("each section once", len(legends) == len(set(legends)), legends)
    check("the dark look has controls", {"dark", "theme", "appearance"} <= set(keys), sorted(set(keys))[:5])
    # On a phone the form fits the screen: nothing reaches past its right edge.
    for width, height in [(390, 844), (360, 740)]:
        driver.set_window_size(width, height)
        driver.get(base + "/")
        overflow = driver.execute_script(
            "const w = document.documentElement.clientWidth;"
            "const wide = [...document.querySelectorAll('#controls *, #stage *')]"
            ".filter(e => e.getBoundingClientRect().right > w + 0.5).map(e => e.id || e.tagName);"
            "return [document.documentElement.scrollWidth, w, wide.slice(0, 5)]")
        check(f"the designer fits {width} px without scrolling sideways",
              overflow[0] <= overflow[1] and overflow[2] == [], overflow)
    driver.set_window_size(1280, 900)
    driver.get(base + "/")
    # An unchanged control shows what is drawn: a frame its fill's colour, nothing at opacity 0,
    # the secondary arc the progress colour at 35 %, an automatic width where it is drawn.
    shown = driver.execute_script(
        "const v = id => document.getElementById(id).value;"
        "const said = key => { const s = document.querySelector('.key[data-key=' + key + '] .shown');"
        "  return s && getComputedStyle(s).display !== 'none' ? s.textContent : null; };"
        "return [v('k-progressStrokeColor') === v('k-progressColor'), said('progressStrokeColor'),"
        "  v('a-background'), said('background'), v('k-secondaryColor') === v('k-progressColor'), v('a-secondaryColor'),"
        "  v('s-progressLineWidth'), v('k-progressLineWidth'), document.getElementById('k-progressLineWidth').placeholder]")
    check("unchanged controls show what is drawn",
          shown == [True, "follows the band's fill", "0", "transparent", True, "35", "18", "", "auto"], shown)
    stroke = driver.find_element(By.ID, "k-progressStrokeColor")
    driver.execute_script("arguments[0].value = '#ff0000'; arguments[0].dispatchEvent(new Event('input', {bubbles: true}))",
                          stroke)
    said = driver.execute_script(
        "return getComputedStyle(document.querySelector('.key[data-key=progressStrokeColor] .shown')).display")
    check("a changed colour no longer says it follows", said == "none", said)
    driver.get(base + "/")

    # Five controls of different kinds; each changes the preview, which then loads.
    shown = wait_for_preview("") or preview_url()
    steps = []

    def slider(key, value):
        driver.execute_script(
            "const s = document.getElementById('s-' + arguments[0]); s.value = arguments[1];"
            "s.dispatchEvent(new Event('input', {bubbles: true}))", key, value)

    def number(key, value):
        element = driver.find_element(By.ID, "k-" + key)
        element.clear()
        element.send_keys(value)

    def color(key, value):
        driver.execute_script(
            "const c = document.getElementById('k-' + arguments[0]); c.value = arguments[1];"
            "c.dispatchEvent(new Event('input', {bubbles: true}))", key, value)

    def choose(key, value):
        Select(driver.find_element(By.ID, "k-" + key)).select_by_visible_text(value)

    def toggle(key):
        driver.find_element(By.ID, "k-" + key).click()

    def text(key, value):
        element = driver.find_element(By.ID, "k-" + key)
        element.clear()
        element.send_keys(value)

    for name, action, expected in [
        ("slider value", lambda: slider("value", "40"), "value=40"),
        ("number maxValue", lambda: number("maxValue", "80"), "maxValue=80"),
        ("colour progressColor", lambda: color("progressColor", "#0fa3b1"), "progressColor=%230fa3b1"),
        ("select progressCapType", lambda: choose("progressCapType", "butt"), "progressCapType=butt"),
        ("checkbox clockwise", lambda: toggle("clockwise"), "clockwise=false"),
        ("text thresholds", lambda: text("thresholds", "50:#dc2626"), "thresholds=50%3A%23dc2626"),
        ("gradient stop list",
         lambda: driver.find_element(By.XPATH, "//button[text()='Add an entry to progressGradient']").click(),
         "progressGradient=%233b82f6%2C+%233b82f6"),
        ("gradient stop colour", lambda: driver.execute_script(
            "const c = document.querySelector('[aria-label=\"progressGradient entry 2 colour\"]'); c.value = '#ef4444';"
            "c.dispatchEvent(new Event('input', {bubbles: true}))"), "progressGradient=%233b82f6%2C+%23ef4444"),
    ]:
        action()
        loaded = wait_for_preview(shown, expected)
        check("changing " + name + " updates the preview", loaded is not None and expected in loaded,
              (loaded, expected))
        shown = loaded or shown

    # The copies give the preview's bytes.
    _, _, preview_bytes = fetch(preview_url())
    command = driver.find_element(By.ID, "copy-command").get_attribute("value")
    with tempfile.TemporaryDirectory() as folder:
        words = shlex.split(command)
        check("the command is ringgen's", words[0] == "ringgen" and words[-2:] == ["-o", "ring.png"], command)
        subprocess.run([ringgen] + words[1:], cwd=folder, check=False, capture_output=True)
        path = os.path.join(folder, "ring.png")
        written = open(path, "rb").read() if os.path.exists(path) else b""
        check("the copied command writes the preview's bytes", written == preview_bytes and len(written) > 0,
              (command, len(written), len(preview_bytes)))
        spec = driver.find_element(By.ID, "copy-json").get_attribute("value")
        spec_path = os.path.join(folder, "spec.json")
        open(spec_path, "w").write(spec)
        result = subprocess.run([ringgen, "--spec", spec_path, "-o", "-"], capture_output=True)
        check("the copied JSON spec renders the preview's bytes", result.stdout == preview_bytes,
              (spec, result.stderr))
    python = driver.find_element(By.ID, "copy-python").get_attribute("value")
    check("Python is a ringkit.render call", "ringkit.render({" in python and '"maxValue": 80' in python, python)
    check_python_copy(python, preview_bytes)
    swift = driver.find_element(By.ID, "copy-swift").get_attribute("value")
    check_swift_copy(swift, preview_bytes)
    url = driver.find_element(By.ID, "copy-url").get_attribute("value")
    check("the copied URL is the preview's", url == preview_url(), (url, preview_url()))

    # A shared link restores the controls.
    driver.get(base + "/?value=15&maxValue=30&progressColor=%230FA3B1")
    restored = driver.execute_script(
        "return ['value', 'maxValue', 'progressColor'].map(k => document.getElementById('k-' + k).value)")
    check("a shared link restores the controls", restored == ["15", "30", "#0fa3b1"], restored)
    loaded = wait_for_preview("")
    check("a shared link previews its ring", loaded is not None and "maxValue=30" in loaded, loaded)

    # Keyboard only: Tab from the top reaches every control.
    driver.get(base + "/")
    controls = set(driver.execute_script(
        "return [...document.querySelectorAll('#controls input, #controls select')].map(e => e.id)"))
    reached = set()
    for _ in range(len(controls) * 2 + 80):
        # Key presses sent to the page as a user's are (sending them to a colour input opens
        # its picker).
        ActionChains(driver).send_keys(Keys.TAB).perform()
        reached.add(driver.execute_script("return document.activeElement.id"))
        if controls <= reached:
            break
    missing = sorted(controls - reached)
    check("Tab reaches every control", missing == [], missing[:10])

    # axe-core, from the venv (scripts/python-venv), in light and dark mode.
    axe = open(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "venv", "lib", "python*",
                                      "site-packages", "axe_playwright_python", "axe.min.js"))[0]).read()
    driver.set_script_timeout(60)
    for scheme in ["light", "dark"]:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.get(base + "/?value=15&maxValue=30")
        time.sleep(0.5)
        driver.execute_script(axe)
        violations = driver.execute_async_script(
            "const done = arguments[0]; axe.run(document, {runOnly: ['wcag2a', 'wcag2aa']})"
            ".then(r => done(r.violations.map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))))")
        check("axe-core finds no WCAG 2 A/AA violation (" + scheme + ")", violations == [], violations)

    # An <img> of a bad URL shows the error as an image that reads it.
    status, headers, _ = fetch(base + "/ring.png?value=abc")
    line = fetch(base + "/ring.png?value=abc")[2].decode().strip()
    driver.get(base + "/healthz")
    driver.execute_script(
        "document.body.innerHTML = '<img id=bad src=\"/ring.png?value=abc&size=200\">"
        "<img id=badsvg src=\"/ring.svg?value=abc\">'")
    for _ in range(100):
        sizes = driver.execute_script(
            "return ['bad', 'badsvg'].map(i => { const e = document.getElementById(i);"
            "return e.complete ? e.naturalWidth : -1 })")
        if -1 not in sizes:
            break
        time.sleep(0.05)
    check("an <img> of value=abc shows an image", sizes[0] == 200 and sizes[1] == 256, sizes)
    ink = driver.execute_script(
        "const e = document.getElementById('bad'); const c = document.createElement('canvas');"
        "c.width = e.naturalWidth; c.height = e.naturalHeight; const g = c.getContext('2d'); g.drawImage(e, 0, 0);"
        "const d = g.getImageData(0, 0, c.width, c.height).data; let n = 0;"
        "for (let i = 0; i < d.length; i += 4) if (d[i] < 200 && d[i + 1] < 100) n++; return n")
    check("the error image has text in it", ink > 200, ink)
    driver.get(base + "/ring.svg?value=abc")
    shown_text = driver.execute_script(
        "return [...document.querySelectorAll('text')].map(t => t.textContent).join(' ')")
    check("the error image reads the error line", shown_text == line, (shown_text, line))
finally:
    driver.quit()
    server.terminate()
    server.wait()

print("designer-check: %d failed" % len(failures))
sys.exit(1 if failures else 0)
