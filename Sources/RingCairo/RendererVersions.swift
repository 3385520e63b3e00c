import CLibPNG
import CRingCairo

/// The versions of the C libraries that RingCairo draws and encodes with, as they are loaded
/// at run time.
///
/// Anti-aliasing and glyph shapes can change between versions, so snapshot failures print
/// these to tell a regression from a different rendering environment.
public enum RendererVersions {
  /// Cairo's version, such as `1.16.0`.
  public static var cairo: String { String(cString: cairo_version_string()) }
  /// fontconfig's version, such as `2.14.1`.
  public static var fontconfig: String {
    let version = Int(FcGetVersion())
    return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
  }
  /// libpng's version, such as `1.6.39`.
  public static var libpng: String { String(cString: png_get_libpng_ver(nil)) }

  /// `cairo 1.16.0, fontconfig 2.14.1, libpng 1.6.39`.
  public static var summary: String { "cairo \(cairo), fontconfig \(fontconfig), libpng \(libpng)" }
}
