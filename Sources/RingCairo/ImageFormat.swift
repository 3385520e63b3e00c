/// A file format a ring can be rendered to.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// A PNG raster of `size × scale` pixels, with pHYs and a tEXt description.
  case png
  /// An SVG document of `size` pixels (1 pixel per point).
  case svg
  /// A one-page PDF of `size` points.
  case pdf
}
