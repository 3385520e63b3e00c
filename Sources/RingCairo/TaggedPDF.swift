/// Marks a PDF that Cairo wrote with a structure tree as tagged, by an incremental update.
///
/// Cairo 1.16 writes the structure tree (`/StructTreeRoot`, the Figure elements that
/// ``RingPainter`` opens with `cairo_tag_begin`) but not the catalog's
/// `/MarkInfo << /Marked true >>`, so readers and `pdfinfo` report "Tagged: no". The update
/// appends a new revision of the catalog with that entry, and
/// `/ViewerPreferences << /DisplayDocTitle true >>` so that viewers show the title (the ring's
/// alt text) rather than the file name, then an xref section and a trailer that points back to
/// Cairo's. Cairo's bytes are left as they are.
enum TaggedPDF {
  /// `pdf` with the update appended, or `pdf` unchanged when it has no structure tree, is
  /// already marked, or is not laid out as Cairo writes it (a last trailer with a `/Root`).
  static func marked(_ pdf: [UInt8]) -> [UInt8] {
    guard find("/StructTreeRoot", in: pdf) != nil, find("/MarkInfo", in: pdf) == nil,
      let startxref = find("startxref", in: pdf, backwards: true),
      let previous = integer(in: pdf, from: startxref + 9),
      let trailer = find("trailer", in: pdf, backwards: true, before: startxref),
      let trailerOpen = find("<<", in: pdf, from: trailer, before: startxref),
      let trailerClose = find(">>", in: pdf, backwards: true, before: startxref), trailerClose > trailerOpen,
      let rootKey = find("/Root", in: pdf, from: trailerOpen, before: trailerClose),
      let root = integer(in: pdf, from: rootKey + 5),
      let catalog = find("\n\(root) 0 obj", in: pdf),
      let catalogEnd = find("endobj", in: pdf, from: catalog),
      let dictionaryClose = find(">>", in: pdf, backwards: true, before: catalogEnd), dictionaryClose > catalog
    else { return pdf }
    var trailerEntries = Array(pdf[(trailerOpen + 2)..<trailerClose])
    while let last = trailerEntries.last, [0x20, 0x0A, 0x0D].contains(last) { trailerEntries.removeLast() }

    var update: [UInt8] = Array("\n".utf8)
    let objectOffset = pdf.count + update.count
    update += pdf[(catalog + 1)..<dictionaryClose]
    update += Array(
      "   /MarkInfo << /Marked true >>\n   /ViewerPreferences << /DisplayDocTitle true >>\n>>\nendobj\n".utf8)
    let xrefOffset = pdf.count + update.count
    let offset = String(objectOffset)
    update += Array(
      "xref\n\(root) 1\n\(String(repeating: "0", count: max(10 - offset.count, 0)))\(offset) 00000 n \n".utf8)
    update += Array("trailer\n<<".utf8) + trailerEntries
    update += Array("\n   /Prev \(previous)\n>>\nstartxref\n\(xrefOffset)\n%%EOF\n".utf8)
    return pdf + update
  }

  /// Where `pattern` starts in `bytes[from..<before]`, the first or the last occurrence.
  private static func find(
    _ pattern: String, in bytes: [UInt8], from start: Int = 0, backwards: Bool = false, before end: Int? = nil
  ) -> Int? {
    let needle = Array(pattern.utf8)
    let limit = min(end ?? bytes.count, bytes.count) - needle.count
    guard limit >= start else { return nil }
    let positions = backwards ? Array(stride(from: limit, through: start, by: -1)) : Array(start...limit)
    return positions.first { position in
      bytes[position] == needle[0] && bytes[position..<(position + needle.count)].elementsEqual(needle)
    }
  }

  /// The decimal integer after any blanks at `start`.
  private static func integer(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count, [0x20, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    var value = 0
    var digits = 0
    while index < bytes.count, (0x30...0x39).contains(bytes[index]), digits < 12 {
      value = value * 10 + Int(bytes[index] - 0x30)
      index += 1
      digits += 1
    }
    return digits > 0 ? value : nil
  }
}
