import RingKit

/// The self-contained HTML page that `ringgen compare --report` and RingSnapshotTesting write
/// for a person to review: a summary of the counts, then each pair that is not the same
/// (differing first, largest change first) with expected, actual and diff side by side, a
/// slider that wipes between expected and actual, a blink toggle and pixel zoom; the same
/// pairs listed, collapsed.
///
/// Every image is inlined as a `data:` URL, once (the wipe view borrows the figures' images
/// by script), and the page's Content-Security-Policy allows nothing else: it opens from disk,
/// offline, from an e-mail or a CI artifact.
package struct ComparisonReport: Sendable {
  /// An image file's bytes, PNG, JPEG or WebP.
  package struct Image: Sendable {
    package var bytes: [UInt8]

    package init(bytes: [UInt8]) { self.bytes = bytes }

    /// `image/png`, or `image/jpeg` or `image/webp` for their signatures.
    var mediaType: String {
      if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
      if bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && bytes[8..<12].elementsEqual("WEBP".utf8) {
        return "image/webp"
      }
      return "image/png"
    }
  }

  /// One pair.
  package struct Entry: Sendable {
    /// The pair's name (its relative path in a folder).
    package var name: String
    /// `same`, `differs`, `size`, `new`, `deleted` or `unreadable`.
    package var status: String
    /// The numbers, or what is wrong, as the text output says them.
    package var detail: String
    /// How many pixels differ, to order the pairs; 0 when not compared.
    package var differingPixels: Int
    package var expectedPath: String
    package var actualPath: String
    package var expected: Image?
    package var actual: Image?
    package var diff: Image?

    package init(
      name: String, status: String, detail: String, differingPixels: Int, expectedPath: String, actualPath: String,
      expected: Image?, actual: Image?, diff: Image?
    ) {
      self.name = name
      self.status = status
      self.detail = detail
      self.differingPixels = differingPixels
      self.expectedPath = expectedPath
      self.actualPath = actualPath
      self.expected = expected
      self.actual = actual
      self.diff = diff
    }
  }

  package var title: String
  package var entries: [Entry]

  package init(title: String, entries: [Entry]) {
    self.title = title
    self.entries = entries
  }

  /// The statuses in the summary's order.
  static let statuses = ["differs", "size", "new", "deleted", "unreadable", "same"]

  /// The entries to show in full, in the page's order: differing and size first, the most
  /// differing pixels first, then new, deleted and unreadable, each by name.
  var shownEntries: [Entry] {
    entries.filter { $0.status != "same" }.sorted { left, right in
      let (l, r) = (Self.rank(left.status), Self.rank(right.status))
      if l != r { return l < r }
      if left.differingPixels != right.differingPixels { return left.differingPixels > right.differingPixels }
      return left.name < right.name
    }
  }

  private static func rank(_ status: String) -> Int {
    switch status {
    case "differs", "size": 0
    case "new": 1
    case "deleted": 2
    default: 3
    }
  }

  /// The page.
  package func html() -> String {
    var page = Self.head(title: title.htmlEscaped)
    page += "<header><h1>\(title.htmlEscaped)</h1>\n<ul class=\"summary\">"
    for status in Self.statuses {
      let count = entries.count { $0.status == status }
      page += "<li class=\"\(status)\"><span class=\"count\" data-status=\"\(status)\">\(count)</span> \(status)</li>"
    }
    page += "</ul></header>\n<main>\n"
    for (index, entry) in shownEntries.enumerated() { page += Self.section(entry, index: index) }
    let same = entries.filter { $0.status == "same" }.sorted { $0.name < $1.name }
    if !same.isEmpty {
      page += "<details class=\"same-pairs\"><summary>\(same.count) same</summary><ul>\n"
      for entry in same { page += "<li>\(entry.name.htmlEscaped): \(entry.detail.htmlEscaped)</li>\n" }
      page += "</ul></details>\n"
    }
    page += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
    return page
  }

  private static func section(_ entry: Entry, index: Int) -> String {
    var html = "<section class=\"pair \(entry.status)\" id=\"pair-\(index)\" data-status=\"\(entry.status)\">\n"
    html += "<h2><span class=\"status\">\(entry.status)</span> \(entry.name.htmlEscaped)</h2>\n"
    html += "<p class=\"numbers\">\(entry.detail.htmlEscaped)</p>\n<div class=\"figures\">"
    for (role, image, path) in [
      ("expected", entry.expected, entry.expectedPath), ("actual", entry.actual, entry.actualPath),
      ("diff", entry.diff, ""),
    ] {
      guard let image else { continue }
      html += "<figure><figcaption>\(role)</figcaption><img class=\"\(role)\" alt=\"\(role): \(path.htmlEscaped)\" "
      html += "title=\"\(path.htmlEscaped)\" src=\"data:\(image.mediaType);base64,\(base64(image.bytes))\"></figure>"
    }
    html += "</div>\n"
    if entry.expected != nil && entry.actual != nil {
      html += """
        <div class="controls"><label>expected ◀ wipe ▶ actual <input type="range" class="slider" min="0" max="100" \
        value="50" aria-label="wipe between expected and actual"></label> <button type="button" class="blink" \
        aria-pressed="false">blink</button> <label>zoom <select class="zoom"><option value="1">1×</option>\
        <option value="2">2×</option><option value="4">4×</option><option value="8">8×</option>\
        <option value="16">16×</option></select></label></div>
        <div class="wipe" data-showing="wipe"><img class="under" alt="actual"><div class="over"><img alt="expected">\
        </div></div>

        """
    }
    return html + "</section>\n"
  }

  private static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <title>\(title)</title>
    <style>
    :root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
    body { margin: 0 1.5rem 2rem; }
    .summary { display: flex; gap: 1rem; list-style: none; padding: 0; }
    .summary .count { font-weight: bold; }
    .pair { border-top: 1px solid #8886; padding: .5rem 0 1rem; }
    .pair h2 { font-size: 1.1rem; margin: .5rem 0; }
    .status { font-size: .8rem; text-transform: uppercase; padding: .1rem .4rem; border-radius: .2rem; background: #8883; }
    .differs .status, .size .status, .deleted .status, .unreadable .status { background: #e05d44; color: #fff; }
    .new .status { background: #007ec6; color: #fff; }
    .figures { display: flex; flex-wrap: wrap; gap: 1rem; }
    figure { margin: 0; }
    figcaption { font-size: .8rem; opacity: .7; }
    .figures img { max-width: 30vw; image-rendering: pixelated;
      background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .controls { margin: .5rem 0; display: flex; gap: 1rem; align-items: center; }
    .wipe { position: relative; display: inline-block; overflow: auto; max-width: 100%; line-height: 0;
      background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .wipe img { image-rendering: pixelated; }
    .wipe .over { position: absolute; left: 0; top: 0; height: 100%; overflow: hidden; width: 50%; }
    </style>
    </head>
    <body>

    """
  }

  /// The slider, blink and zoom of every pair, wired when the page loads.
  static let script = """
    for (const pair of document.querySelectorAll('.pair')) {
      const expected = pair.querySelector('img.expected'), actual = pair.querySelector('img.actual');
      const wipe = pair.querySelector('.wipe');
      if (!wipe || !expected || !actual) continue;
      const under = wipe.querySelector('.under'), over = wipe.querySelector('.over');
      const overImage = over.querySelector('img');
      // Expected lies over actual from the left edge, as the label reads "expected ◀ wipe ▶
      // actual": the slider uncovers actual from the right as it moves right.
      under.src = actual.src;
      overImage.src = expected.src;
      const slider = pair.querySelector('.slider'), blink = pair.querySelector('.blink');
      const zoom = pair.querySelector('.zoom');
      const wipeTo = (percent) => { over.style.width = (100 - percent) + '%'; };
      slider.addEventListener('input', () => wipeTo(slider.value));
      const size = () => {
        const factor = Number(zoom.value);
        const width = Math.max(expected.naturalWidth, actual.naturalWidth);
        for (const image of [under, overImage]) {
          image.style.width = image.naturalWidth * factor + 'px';
          image.style.height = image.naturalHeight * factor + 'px';
        }
        wipe.style.width = width * factor + 'px';
      };
      zoom.addEventListener('change', size);
      for (const image of [under, overImage]) image.addEventListener('load', size);
      let timer = null;
      blink.addEventListener('click', () => {
        if (timer) {
          clearInterval(timer);
          timer = null;
          blink.setAttribute('aria-pressed', 'false');
          wipe.dataset.showing = 'wipe';
          wipeTo(slider.value);
          return;
        }
        blink.setAttribute('aria-pressed', 'true');
        let showingActual = false;
        const flip = () => {
          showingActual = !showingActual;
          wipe.dataset.showing = showingActual ? 'actual' : 'expected';
          wipeTo(showingActual ? 100 : 0);
        };
        flip();
        timer = setInterval(flip, 500);
      });
    }
    """

  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Standard base64 with padding (RFC 4648 §4).
  static func base64(_ bytes: [UInt8]) -> String {
    var out = [UInt8]()
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 2 < bytes.count {
      let word = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      out += [
        alphabet[Int(word >> 18)], alphabet[Int(word >> 12 & 63)], alphabet[Int(word >> 6 & 63)],
        alphabet[Int(word & 63)],
      ]
      index += 3
    }
    let rest = bytes.count - index
    if rest > 0 {
      let word = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
      out += [alphabet[Int(word >> 18)], alphabet[Int(word >> 12 & 63)]]
      out += rest == 2 ? [alphabet[Int(word >> 6 & 63)], UInt8(ascii: "=")] : [UInt8(ascii: "="), UInt8(ascii: "=")]
    }
    return String(decoding: out, as: UTF8.self)
  }
}
