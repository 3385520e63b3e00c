import CRingWebP
import FoundationEssentials
import RingKit

/// Encodes straight RGBA8 pixels as lossless WebP through libwebp, stills and animations.
///
/// Lossless with libwebp's `exact` setting, so a decoder gives back exactly the PNG's pixels,
/// transparent ones included (its default changes the colour under alpha 0). The alt text and
/// the software's name go in an XMP chunk (`dc:description`, `xmp:CreatorTool`).
///
/// Level 1 of `WebPConfigLosslessPreset` (0 fastest … 9 smallest): measured on the default
/// 256² ring (Benchmarks/README.md), it is already about two thirds of the PNG's size at under
/// 2 ms, where the default level 6 takes 25× as long for a 15 % smaller file.
package struct WebPWriter {
  /// libwebp's lossless level.
  package static let level: Int32 = 1

  /// A still WebP of `raster` at lossless `level` (0…9), with `description` as its alt text;
  /// with `metadata` false, no XMP chunk at all (an image inlined in a page, where its bytes
  /// are all that matter).
  package static func encode(
    _ raster: RingRaster, description: String?, level: Int32 = level, metadata withMetadata: Bool = true
  ) throws(RenderError) -> Data {
    try load()
    let xmp = metadata(description: description)
    var buffer = ring_webp_buffer()
    var message = [CChar](repeating: 0, count: 256)
    let status = raster.bytes.withUnsafeBufferPointer { pixels in
      xmp.withCString { xmpBytes in
        ring_webp_encode(
          pixels.baseAddress, Int32(raster.width), Int32(raster.height), Int32(raster.width * 4), level,
          withMetadata ? xmpBytes : nil, withMetadata ? xmp.utf8.count : 0, &buffer, &message, message.count)
      }
    }
    guard status == 0 else { throw .encoding(format: "WebP", message: WebPWriter.text(message)) }
    defer { ring_webp_buffer_free(&buffer) }
    return Data(bytes: buffer.bytes, count: buffer.size)
  }

  /// The XMP packet naming the picture and the software; XML-escaped.
  static func metadata(description: String?) -> String {
    let about = description.map {
      "<dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">\(SVGWriter.escape($0))</rdf:li></rdf:Alt></dc:description>"
    }
    return
      "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
      + "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\">"
      + (about ?? "") + "<xmp:CreatorTool>\(SVGWriter.escape(PackageVersion.software))</xmp:CreatorTool>"
      + "</rdf:Description></rdf:RDF></x:xmpmeta>"
  }

  /// A NUL-terminated message buffer's text.
  static func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Loads libwebp, or says why it cannot.
  static func load() throws(RenderError) {
    if let problem = ring_webp_load() { throw .encoding(format: "WebP", message: String(cString: problem)) }
  }
}
