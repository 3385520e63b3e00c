"""APNG frames as Chromium composes them (see apng-frames-check).

For each animation, ringgen writes the APNG and the numbered PNG frames of the same flags. In
headless Chromium, driven through Selenium, WebCodecs' ImageDecoder decodes every frame of the
APNG, composed as the browser shows it, and every PNG; each is drawn on a canvas and read back,
and the two must be the same pixels, frame by frame. The APNG must also be at most half the
bytes of its frames for the default 1-s animation.
"""

import base64
import glob
import os
import shutil
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ringgen = sys.argv[1]

# name, flags: dispose and blend ops in every combination ringgen writes (blend source on a
# transparent canvas, blend over on an opaque one), text that changes, concentric rings, a spinner
CASES = [
    ("default", ["--value", "75", "--duration", "1"]),
    ("white", ["--value", "75", "--duration", "1", "--background", "white"]),
    ("concentric", ["--rings", "80:#ef4444, 45:#22c55e, 92:#3b82f6", "--duration", "1", "--size", "160"]),
    ("translucent", ["--value", "60", "--duration", "0.5", "--progress-color", "#2563eb80", "--size", "128"]),
    ("spinner", ["--indeterminate", "material", "--duration", "1", "--fps", "15", "--size", "96"]),
    ("hold", ["--value", "40", "--from", "10", "--duration", "0.4", "--delay", "0.2", "--size", "64"]),
]

# Decodes every frame of each image with ImageDecoder, draws it on a canvas and returns the
# canvas's pixels, base64: [[frame, …] for each image].
DECODE = """
const [images, done] = [arguments[0], arguments[arguments.length - 1]];
(async () => {
  const out = [];
  for (const data of images) {
    const bytes = Uint8Array.from(atob(data), c => c.charCodeAt(0));
    const decoder = new ImageDecoder({data: bytes, type: 'image/png'});
    await decoder.tracks.ready;
    const frames = [];
    for (let i = 0; i < decoder.tracks.selectedTrack.frameCount; i++) {
      const {image} = await decoder.decode({frameIndex: i});
      const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      image.close();
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let text = '';
      for (let k = 0; k < pixels.length; k += 8192) text += String.fromCharCode(...pixels.subarray(k, k + 8192));
      frames.push(btoa(text));
    }
    out.push(frames);
  }
  return out;
})().then(done, error => done('error: ' + error));
"""


def encoded(path):
    with open(path, "rb") as file:
        return base64.b64encode(file.read()).decode()


options = webdriver.ChromeOptions()
options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
for argument in ["--headless=new", "--no-sandbox"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
driver.set_script_timeout(120)
work = tempfile.mkdtemp()
failed = 0
try:
    page = os.path.join(work, "page.html")
    with open(page, "w") as file:
        file.write("<!doctype html><title>APNG frames</title>")
    driver.get(f"file://{page}")
    for name, flags in CASES:
        apng = os.path.join(work, f"{name}.apng")
        subprocess.run([ringgen, *flags, "-o", apng], check=True)
        subprocess.run([ringgen, *flags, "-o", os.path.join(work, f"{name}-%03d.png")], check=True)
        pngs = sorted(glob.glob(os.path.join(work, f"{name}-*.png")))
        result = driver.execute_async_script(DECODE, [encoded(apng)] + [encoded(png) for png in pngs])
        if isinstance(result, str):
            print(f"FAILED  {name}: {result}")
            failed += 1
            continue
        composed, stills = result[0], [frames[0] for frames in result[1:]]
        differing = [index for index, (a, b) in enumerate(zip(composed, stills)) if a != b]
        size = os.path.getsize(apng)
        frame_bytes = sum(os.path.getsize(png) for png in pngs)
        if len(composed) != len(stills) or differing:
            print(f"FAILED  {name}: {len(composed)} APNG frames for {len(stills)} PNGs; frames {differing} differ")
            failed += 1
        else:
            print(f"ok      {name}: {len(composed)} frames as Chromium composes them are the PNG frames; "
                  f"{size} B ÷ {frame_bytes} B = {size / frame_bytes:.2f}")
        if name == "default" and size > frame_bytes / 2:
            print(f"FAILED  {name}: the APNG is {size} B, over half its frames' {frame_bytes} B")
            failed += 1
finally:
    driver.quit()
    shutil.rmtree(work, ignore_errors=True)
print(f"apng-frames-check: {len(CASES)} animations, {failed} failed")
sys.exit(1 if failed else 0)
