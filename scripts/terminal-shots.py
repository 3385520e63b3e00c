"""scripts/terminal-shots.py FILE.ans…: a PNG screenshot of what a terminal shows for each file's
bytes (FILE.png next to it), for the gallery's terminal looks (scripts/gallery).

Each file is turned into an HTML page of its cells, one fixed-size box per character, by the
SGR interpreter below, and headless Chromium (Selenium, the venv's) screenshots the page cropped
to the cells. A terminal paints a cell's background over the whole cell; the page does too. Text is
DejaVu Sans Mono; block elements (U+2580-U+259F), sextants (U+1FB00-U+1FB3B) and braille
(U+2800-U+28FF) are drawn to the cell's own geometry, as kitty, foot, WezTerm, Ghostty and
Windows Terminal draw them instead of the font's glyphs, so they meet the neighbouring cells
exactly (and no installed font's sextants are needed: DejaVu has none, Symbola's are
proportional). The colours are a dark terminal's: text #d4d4d4 on #121212, xterm's own
16-colour palette and its 256-colour cube and greys.

The PNG records the SHA-256 of the bytes it shows (tEXt "Source"), and its size is the cells' size
exactly (columns x CELL_WIDTH x SCALE by rows x CELL_HEIGHT x SCALE): GalleryTests checks both.
"""

import hashlib
import html
import re
import struct
import sys
import base64
import zlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# One cell in CSS pixels, and the device pixels per CSS pixel. GalleryTests knows them too.
CELL_WIDTH, CELL_HEIGHT, SCALE = 10, 20, 2
# DejaVu Sans Mono's ascent + descent is 1.164 em: at this size its line fills the cell's height,
# so block elements meet the row above and below, as in a terminal.
FONT_SIZE = CELL_HEIGHT / 1.164
FOREGROUND, BACKGROUND = (0xD4, 0xD4, 0xD4), (0x12, 0x12, 0x12)
# xterm's default colours 0-15.
ANSI16 = [
    (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
    (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
    (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
    (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
]


def palette256(index):
    """xterm's 256 colours: the 16, a 6x6x6 cube, 24 greys."""
    if index < 16:
        return ANSI16[index]
    if index < 232:
        index -= 16
        level = [0, 95, 135, 175, 215, 255]
        return (level[index // 36], level[index // 6 % 6], level[index % 6])
    grey = 8 + 10 * (index - 232)
    return (grey, grey, grey)


class Pen:
    """The SGR state: colours (None is the terminal's default), bold, reverse video."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.foreground, self.background, self.bold, self.reverse = None, None, False, False

    def apply(self, parameters):
        values = [int(p) if p else 0 for p in parameters.split(";")] if parameters else [0]
        i = 0
        while i < len(values):
            code = values[i]
            if code == 0:
                self.reset()
            elif code == 1:
                self.bold = True
            elif code == 22:
                self.bold = False
            elif code == 7:
                self.reverse = True
            elif code == 27:
                self.reverse = False
            elif 30 <= code <= 37:
                self.foreground = ANSI16[code - 30]
            elif 90 <= code <= 97:
                self.foreground = ANSI16[code - 90 + 8]
            elif 40 <= code <= 47:
                self.background = ANSI16[code - 40]
            elif 100 <= code <= 107:
                self.background = ANSI16[code - 100 + 8]
            elif code == 39:
                self.foreground = None
            elif code == 49:
                self.background = None
            elif code in (38, 48):
                if values[i + 1 : i + 2] == [2] and len(values) >= i + 5:
                    colour = tuple(values[i + 2 : i + 5])
                    i += 4
                elif values[i + 1 : i + 2] == [5] and len(values) >= i + 3:
                    colour = palette256(values[i + 2])
                    i += 2
                else:
                    raise ValueError(f"SGR {code} without 2;R;G;B or 5;N: {parameters}")
                if code == 38:
                    self.foreground = colour
                else:
                    self.background = colour
            else:
                raise ValueError(f"SGR {code} is not one ringgen writes: {parameters}")
            i += 1

    def colours(self):
        """The cell's (text, paper) as painted: reverse video swaps them, defaults included."""
        text = self.foreground or FOREGROUND
        paper = self.background or BACKGROUND
        return (paper, text) if self.reverse else (text, paper)


SEQUENCE = re.compile(r"\x1b\[([0-9;]*)m")


def cells(text):
    """The rows of (character, text, paper, bold); any escape other than SGR is an error."""
    pen = Pen()
    rows = []
    for line in text.split("\n"):
        row = []
        position = 0
        for match in SEQUENCE.finditer(line):
            row += [(c, *pen.colours(), pen.bold) for c in line[position : match.start()]]
            pen.apply(match.group(1))
            position = match.end()
        row += [(c, *pen.colours(), pen.bold) for c in line[position:]]
        if any(c == "\x1b" for c, *_ in row):
            raise ValueError("an escape sequence other than SGR")
        rows.append(row)
    if rows and not rows[-1]:
        rows.pop()
    return rows


def block_rectangles(character):
    """The filled parts of a block element, sextant or braille cell as (left, top, right, bottom)
    fractions of the cell, with a shade's opacity; None for a character the font draws."""
    code = ord(character)
    eighth = 1 / 8
    if code == 0x2580:
        return [(0, 0, 1, 0.5)], 1
    if 0x2581 <= code <= 0x2588:
        return [(0, 1 - (code - 0x2580) * eighth, 1, 1)], 1
    if 0x2589 <= code <= 0x258F:
        return [(0, 0, (0x2590 - code) * eighth, 1)], 1
    if code == 0x2590:
        return [(0.5, 0, 1, 1)], 1
    if 0x2591 <= code <= 0x2593:
        return [(0, 0, 1, 1)], (code - 0x2590) / 4
    if code == 0x2594:
        return [(0, 0, 1, eighth)], 1
    if code == 0x2595:
        return [(1 - eighth, 0, 1, 1)], 1
    if 0x2596 <= code <= 0x259F:
        # Quadrants as bits: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
        bits = [4, 8, 1, 13, 9, 7, 11, 2, 6, 14][code - 0x2596]
        corners = [(0, 0, 0.5, 0.5), (0.5, 0, 1, 0.5), (0, 0.5, 0.5, 1), (0.5, 0.5, 1, 1)]
        return [corners[i] for i in range(4) if bits >> i & 1], 1
    if 0x1FB00 <= code <= 0x1FB3B:
        # Sextant masks 1-62 in order, without 21 and 42 (the left and right halves, U+258C/U+2590);
        # bit 0 upper left, 1 upper right, 2 middle left, 3 middle right, 4 lower left, 5 lower right.
        mask = [m for m in range(1, 63) if m not in (21, 42)][code - 0x1FB00]
        return [((i % 2) / 2, (i // 2) / 3, (i % 2 + 1) / 2, (i // 2 + 1) / 3) for i in range(6) if mask >> i & 1], 1
    if 0x2800 <= code <= 0x28FF:
        # Dots 1-3 and 7 down the left column, 4-6 and 8 down the right: one square dot each,
        # half a column wide, centred in its eighth of the cell.
        places = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
        dots = []
        for bit, (column, row) in enumerate(places):
            if (code - 0x2800) >> bit & 1:
                x, y = (column + 0.5) / 2, (row + 0.5) / 4
                dots.append((x - 0.125, y - 0.0625, x + 0.125, y + 0.0625))
        return dots, 1
    return None


def cell_html(character, text, paper, bold):
    """One cell: its paper, and its character from the font or drawn to the cell."""
    drawn = block_rectangles(character)
    if drawn is None:
        weight = ";font-weight:bold" if bold else ""
        return f'<span style="color:{css(text)};background:{css(paper)}{weight}">{html.escape(character)}</span>'
    rectangles, opacity = drawn
    parts = "".join(
        f'<i style="left:{l * CELL_WIDTH:g}px;top:{t * CELL_HEIGHT:g}px;'
        f'width:{(r - l) * CELL_WIDTH:g}px;height:{(b - t) * CELL_HEIGHT:g}px"></i>'
        for l, t, r, b in rectangles
    )
    return f'<span style="background:{css(paper)};color:{css(text)}"><b style="opacity:{opacity:g}">{parts}</b></span>'


def css(colour):
    return "#%02x%02x%02x" % colour


def page(rows, columns):
    lines = []
    for row in rows:
        spans = []
        for cell in row + [(" ", FOREGROUND, BACKGROUND, False)] * (columns - len(row)):
            spans.append(cell_html(*cell))
        lines.append("<div>" + "".join(spans) + "</div>")
    return f"""<!doctype html><meta charset="utf-8"><style>
html, body {{ margin: 0; background: {css(BACKGROUND)}; }}
body {{ font: {FONT_SIZE:.4f}px/{CELL_HEIGHT}px 'DejaVu Sans Mono', monospace; }}
div {{ height: {CELL_HEIGHT}px; white-space: pre; }}
span {{ display: inline-block; width: {CELL_WIDTH}px; height: {CELL_HEIGHT}px; overflow: hidden;
  text-align: center; vertical-align: top; position: relative; }}
b {{ position: absolute; inset: 0; }}
i {{ position: absolute; background: currentColor; }}
</style>{"".join(lines)}"""


def with_source(png, digest):
    """The PNG with a tEXt chunk Source=sha256:HEX right after its IHDR."""
    data = b"Source\x00sha256:" + digest.encode()
    chunk = struct.pack(">I", len(data)) + b"tEXt" + data + struct.pack(">I", zlib.crc32(b"tEXt" + data))
    ihdr_end = 8 + 8 + 13 + 4
    return png[:ihdr_end] + chunk + png[ihdr_end:]


def main(paths):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--font-render-hinting=none"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        for path in paths:
            raw = open(path, "rb").read()
            rows = cells(raw.decode("utf-8"))
            columns = max(len(row) for row in rows)
            width, height = columns * CELL_WIDTH, len(rows) * CELL_HEIGHT
            driver.execute_cdp_cmd(
                "Emulation.setDeviceMetricsOverride",
                {"width": width, "height": height, "deviceScaleFactor": SCALE, "mobile": False},
            )
            driver.get("data:text/html;charset=utf-8;base64," + base64.b64encode(page(rows, columns).encode()).decode())
            driver.execute_async_script("document.fonts.ready.then(arguments[arguments.length - 1])")
            png = driver.get_screenshot_as_png()
            size = struct.unpack(">II", png[16:24])
            if size != (width * SCALE, height * SCALE):
                raise RuntimeError(f"{path}: the screenshot is {size}, the cells {width * SCALE}x{height * SCALE}")
            target = path[: -len(".ans")] + ".png"
            open(target, "wb").write(with_source(png, hashlib.sha256(raw).hexdigest()))
    finally:
        driver.quit()


if __name__ == "__main__":
    main(sys.argv[1:])
