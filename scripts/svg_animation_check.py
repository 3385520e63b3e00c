"""The CSS-animated SVG in headless Chromium, driven through Selenium (see svg-animation-check).

For each ring, the SVG that `-o ring.svg --duration …` writes is opened as a document with a
style injected before load that pauses every animation at t (a negative animation-delay and the
paused play state: exact only when present from the start), screenshotted at the canvas size on
a transparent background, and compared with `ringgen --at t`'s PNG by `ringgen compare`: at most
2 % of pixels may differ, at five times across the animation. Then prefers-reduced-motion must
show the final frame, the label must count in HTML (not the SVG text fallback), and the default
1-s animated SVG must be at most 6 KB.
"""

import os
import shutil
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ringgen = sys.argv[1]
size = 200
passed = failed = 0

# name, flags, duration of the timeline in seconds
CASES = [
    ("solid", ["--value", "72", "--duration", "1"], 1),
    ("solid-delay-spring", ["--value", "64", "--duration", "1.2", "--delay", "0.3", "--easing", "spring"], 1.5),
    ("penner-bounce", ["--value", "90", "--duration", "1", "--easing", "ease-out-bounce"], 1),
    ("keyframes", ["--keyframes", "0:0, 0.4:80:ease-out, 1:30, 1.5:55"], 1.5),
    ("steps", ["--value", "80", "--duration", "1", "--easing", "steps(5, jump-end)"], 1),
    ("gradient", ["--value", "85", "--duration", "1", "--progress-gradient", "#22c55e, #eab308, #ef4444",
                  "--gradient-span", "track"], 1),
    ("thresholds", ["--value", "95", "--duration", "1", "--thresholds", "50:#f59e0b, 90:#dc2626"], 1),
    ("laps", ["--value", "250", "--overflow", "laps", "--duration", "1", "--easing", "linear"], 1),
    ("concentric", ["--rings", "80:#ef4444, 45:#22c55e, 92:#3b82f6", "--progress-line-width", "12",
                    "--empty-line-width", "12", "--duration", "1"], 1),
    ("segments", ["--value", "70", "--segments", "12", "--segment-gap", "4", "--duration", "1",
                  "--easing", "ease-out"], 1),
    ("clamped-overshoot", ["--value", "150", "--duration", "1", "--easing", "linear"], 1),
    ("laps-three", ["--value", "280", "--from", "20", "--overflow", "laps", "--duration", "1.5",
                    "--easing", "ease-out-cubic"], 1.5),
    ("spinner-arc", ["--indeterminate", "arc", "--duration", "1.2"], 1.2),
    ("spinner-material", ["--indeterminate", "material", "--duration", "1.4"], 1.4),
    ("spinner-dots", ["--indeterminate", "dots", "--duration", "1"], 1),
    ("spinner-dots-dark", ["--indeterminate", "dots", "--duration", "1", "--progress-line-width", "14",
                           "--background", "#111827", "--empty-line-color", "#374151"], 1),
    ("counterclockwise-mb", ["--preset", "mb", "--value", "60", "--counterclockwise", "--duration", "1",
                             "--from", "20"], 1),
]
SHARES = [0.1, 0.3, 0.5, 0.7, 0.9]


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAILED  {what}")


def paused(svg_text, seconds):
    """The SVG with every animation paused at `seconds`, from load."""
    style = (
        "<style>*{animation-delay:-%.4fs!important;animation-play-state:paused!important}</style>" % seconds
    )
    end = svg_text.index(">", svg_text.index("<svg")) + 1
    return svg_text[:end] + style + svg_text[end:]


options = webdriver.ChromeOptions()
options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
for argument in ["--headless=new", "--no-sandbox", "--hide-scrollbars", "--force-device-scale-factor=1"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
work = tempfile.mkdtemp()
try:
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": size, "height": size, "deviceScaleFactor": 1, "mobile": False}
    )
    driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})

    def shoot(svg_text, name):
        page = f"{work}/{name}.svg"
        with open(page, "w") as file:
            file.write(svg_text)
        driver.get(f"file://{page}")
        shot = f"{work}/{name}.chromium.png"
        driver.save_screenshot(shot)
        return shot

    def compare(expected, actual, what):
        result = subprocess.run(
            [ringgen, "compare", expected, actual, "--max-diff-ratio", "0.02"], capture_output=True, text=True
        )
        check(result.returncode == 0, f"{what}: {result.stdout.strip()} {result.stderr.strip()}")
        if result.returncode == 0:
            print(f"ok      {what}: {result.stdout.strip()}")

    for name, flags, duration in CASES:
        svg_path = f"{work}/{name}.svg"
        subprocess.run([ringgen, "--size", str(size), *flags, "-o", svg_path], check=True)
        with open(svg_path) as file:
            svg_text = file.read()
        check("<script" not in svg_text and "<animate" not in svg_text, f"{name}: CSS only")
        for share in SHARES:
            seconds = share * duration
            png = f"{work}/{name}-{share}.png"
            subprocess.run([ringgen, "--size", str(size), *flags, "--at", f"{seconds:.4f}", "-o", png], check=True)
            compare(png, shoot(paused(svg_text, seconds), f"{name}-{share}"), f"{name} at {seconds:.2f} s")
        # Reduced motion: the final frame, whatever the time.
        driver.execute_cdp_cmd(
            "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]}
        )
        final = f"{work}/{name}-final.png"
        subprocess.run([ringgen, "--size", str(size), *flags, "--at", str(duration), "-o", final], check=True)
        compare(final, shoot(paused(svg_text, 0.2 * duration), f"{name}-reduced"), f"{name} reduced motion")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    # With a dark look the SVG carries both looks, each moving: under emulated light and dark it
    # matches the frames of --appearance light and dark.
    THEMED = [
        ("themed-solid", ["--value", "72", "--duration", "1", "--theme", "auto", "--background", "white"], 1),
        ("themed-gradient", ["--value", "85", "--duration", "1", "--progress-gradient", "#22c55e, #ef4444",
                             "--gradient-span", "track", "--dark", "emptyLineColor=#374151"], 1),
        ("themed-concentric", ["--rings", "80:#ef4444, 45:#22c55e", "--progress-line-width", "14",
                               "--empty-line-width", "14", "--duration", "1", "--theme", "auto"], 1),
    ]
    for name, flags, duration in THEMED:
        svg_path = f"{work}/{name}.svg"
        subprocess.run([ringgen, "--size", str(size), *flags, "-o", svg_path], check=True)
        with open(svg_path) as file:
            svg_text = file.read()
        check("prefers-color-scheme" in svg_text and "<script" not in svg_text, f"{name}: both looks, CSS only")
        for look in ["light", "dark"]:
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": look}]}
            )
            for share in [0.3, 0.7]:
                seconds = share * duration
                png = f"{work}/{name}-{look}-{share}.png"
                subprocess.run([ringgen, "--size", str(size), *flags, "--at", f"{seconds:.4f}",
                                "--appearance", look, "-o", png], check=True)
                compare(png, shoot(paused(svg_text, seconds), f"{name}-{look}-{share}"),
                        f"{name} {look} at {seconds:.2f} s")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    # The label counts in HTML: the SVG text fallback is hidden, the counter shows 36 at 0.5 s.
    subprocess.run([ringgen, "--value", "72", "--duration", "1", "--easing", "linear", "-o", f"{work}/count.svg"],
                   check=True)
    with open(f"{work}/count.svg") as file:
        shoot(paused(file.read(), 0.5), "count")
    shown = driver.execute_script(
        "const t = document.querySelector('text.f'); const n = document.querySelector('.n');"
        "return [getComputedStyle(t).visibility, getComputedStyle(n).getPropertyValue('--n').trim(),"
        " getComputedStyle(n.parentNode).visibility];"
    )
    check(shown == ["hidden", "36", "visible"], f"the label counts in HTML at 0.5 s: {shown}")

    # The default animated SVG is small, with a counting label too.
    for flags in [[], ["--value", "72"]]:
        subprocess.run([ringgen, *flags, "--duration", "1", "-o", f"{work}/default.svg"], check=True)
        default_bytes = os.path.getsize(f"{work}/default.svg")
        check(default_bytes <= 6144, f"the default 1-s animated SVG {flags} is {default_bytes} bytes, over 6 KB")
        print(f"ok      default 1-s animated SVG {' '.join(flags)}: {default_bytes} bytes")
finally:
    driver.quit()
    shutil.rmtree(work)
print(f"svg-animation-check: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
