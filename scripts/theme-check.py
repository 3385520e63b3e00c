"""SVGs with a dark look in Chromium, through Selenium and Debian's chromium-driver.

Run by scripts/browser-check with the venv's Python: `theme-check.py RINGGEN`. For each case,
ringgen writes the ring as SVG (both looks) and as PNG with `--appearance light` and
`--appearance dark`; Chromium opens the SVG at its size, with `prefers-color-scheme` emulated
light and then dark and a transparent page, and each screenshot must match its PNG within 2 %
of pixels (`ringgen compare --max-diff-ratio 0.02`). A control checks that the two PNGs differ
by more than that, so a page that ignored the media query could not pass. Exits 1 when a
check fails.
"""
import os
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ringgen = os.path.abspath(sys.argv[1])
size = 160
cases = [
    ("explicit", ["--value", "65", "--dark", "progressColor=#60a5fa,emptyLineColor=#374151,fontColor=#f9fafb"]),
    ("auto-background", ["--value", "40", "--theme", "auto", "--background", "white"]),
    ("auto-gradient", ["--value", "80", "--theme", "auto", "--progress-gradient", "#22c55e, #eab308 60%, #ef4444"]),
    ("auto-thresholds", ["--value", "92", "--theme", "auto", "--thresholds", "70:#f59e0b, 90:#dc2626",
                         "--center-color", "#fef2f2"]),
    ("auto-concentric", ["--theme", "auto", "--rings", "80:#ef4444, 45:#22c55e, 92:#3b82f6",
                         "--progress-line-width", "12", "--empty-line-width", "12", "--background", "#f9fafb"]),
]
failures = []


def run(*arguments):
    return subprocess.run([ringgen, *arguments], capture_output=True, text=True)


options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=800,600",
                 "--force-device-scale-factor=1"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
try:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": size, "height": size, "deviceScaleFactor": 1, "mobile": False})
    driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
    with tempfile.TemporaryDirectory() as work:
        for name, flags in cases:
            base = os.path.join(work, name)
            common = ["--no-show-value-string", "--size", str(size), *flags]
            for output in [base + ".svg"]:
                made = run(*common, "-o", output)
                if made.returncode != 0:
                    failures.append(name)
                    print(f"FAILED  {name}: {made.stderr.strip()}")
            for look in ["light", "dark"]:
                run(*common, "--appearance", look, "-o", f"{base}-{look}.png")
            control = run("compare", base + "-light.png", base + "-dark.png", "--max-diff-ratio", "0.02")
            if control.returncode == 0:
                failures.append(name + " control")
                print(f"FAILED  {name}: the light and dark PNGs barely differ: {control.stdout.strip()}")
            for look in ["light", "dark"]:
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                       {"features": [{"name": "prefers-color-scheme", "value": look}]})
                driver.get("file://" + base + ".svg")
                shot = f"{base}-{look}.chromium.png"
                driver.save_screenshot(shot)
                compared = run("compare", f"{base}-{look}.png", shot, "--max-diff-ratio", "0.02")
                line = (compared.stdout + compared.stderr).strip()
                if compared.returncode == 0:
                    print(f"ok      {name} {look}: {line}")
                else:
                    failures.append(f"{name} {look}")
                    print(f"FAILED  {name} {look}: {line}")
finally:
    driver.quit()
print(f"theme-check: {len(cases)} cases, light and dark")
sys.exit(1 if failures else 0)
