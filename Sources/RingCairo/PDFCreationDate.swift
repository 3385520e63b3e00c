#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes a PDF's creation date reproducible: `SOURCE_DATE_EPOCH` when it is set to a number of
/// seconds (the reproducible-builds convention), else the Unix epoch; never the clock. One spec
/// then gives one PDF, byte for byte, and `/ring.pdf`'s strong ETag holds across restarts.
///
/// Cairo 1.16 stamps `/CreationDate` with the clock in the local time zone, and a date it is
/// given (`CAIRO_PDF_METADATA_CREATE_DATE`) it writes without the `D:` that PDF requires. So
/// Cairo is given ``placeholder``, whose string is as long in every time zone and longer than
/// a PDF date in UTC, and that string is overwritten in place, padded with spaces after its
/// closing parenthesis: every object keeps its offset, and the xref table stays true.
enum PDFCreationDate {
  /// The date Cairo writes (as `(19700101000000+00'00)`) for ``fixed(_:sourceDateEpoch:)`` to
  /// overwrite.
  static let placeholder = "1970-01-01T00:00:00+00:00"

  /// `pdf` with its `/CreationDate` string set to ``date(sourceDateEpoch:)``; unchanged when it
  /// has none, or one shorter than the new string.
  static func fixed(_ pdf: [UInt8], sourceDateEpoch: String? = environmentEpoch) -> [UInt8] {
    let key = Array("/CreationDate (".utf8)
    guard let keyStart = pdf.firstRange(of: key)?.lowerBound else { return pdf }
    let open = keyStart + key.count - 1
    guard let close = pdf[open...].firstIndex(of: UInt8(ascii: ")")) else { return pdf }
    let replacement = Array("(\(date(sourceDateEpoch: sourceDateEpoch)))".utf8)
    let length = close + 1 - open
    guard replacement.count <= length else { return pdf }
    var fixed = pdf
    fixed.replaceSubrange(
      open..<(close + 1), with: replacement + [UInt8](repeating: UInt8(ascii: " "), count: length - replacement.count))
    return fixed
  }

  /// The process's `SOURCE_DATE_EPOCH`, if set.
  static var environmentEpoch: String? { getenv("SOURCE_DATE_EPOCH").map { String(cString: $0) } }

  /// A PDF date in UTC, `D:YYYYMMDDHHmmSSZ`, of `sourceDateEpoch` seconds after 1970 when it is
  /// a whole number from 0 to the end of 9999, else of 0.
  static func date(sourceDateEpoch: String?) -> String {
    let latest = 253_402_300_799  // 9999-12-31T23:59:59Z
    var seconds = sourceDateEpoch.flatMap { Int($0) }.flatMap { (0...latest).contains($0) ? $0 : nil } ?? 0
    var time = tm()
    gmtime_r(&seconds, &time)
    let fields = [
      (time.tm_year + 1900, 4), (time.tm_mon + 1, 2), (time.tm_mday, 2), (time.tm_hour, 2), (time.tm_min, 2),
      (time.tm_sec, 2),
    ]
    let digits = fields.map { value, width in
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "D:" + digits.joined() + "Z"
  }
}
