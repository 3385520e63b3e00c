import CRingCairo
import FoundationEssentials

/// Fonts a library carries with it, for machines that have none.
package enum BundledFonts {
  /// Makes the font files in `directory` fontconfig's only fonts, when the machine has no
  /// fontconfig configuration of its own; returns whether it did.
  ///
  /// A library carried to a bare machine (the Python wheel) finds no `/etc/fonts`: left alone,
  /// fontconfig prints "Cannot load default config file" on the caller's stderr and matches no
  /// font. Adding files one by one to an empty configuration is the only setup that stays
  /// silent (a directory or a configuration file makes it look for a writable cache and
  /// complain when there is none). A machine that has a configuration, or names one in
  /// `FONTCONFIG_FILE` or `FONTCONFIG_PATH`, keeps its own, so its pictures equal `ringgen`'s.
  /// Call it before anything draws text.
  package static func useWithoutSystemConfiguration(in directory: String) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    guard environment["FONTCONFIG_FILE"] == nil, environment["FONTCONFIG_PATH"] == nil,
      !FileManager.default.fileExists(atPath: "/etc/fonts/fonts.conf"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
    else { return false }
    let files = names.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted()
    guard !files.isEmpty, let config = FcConfigCreate() else { return false }
    defer { FcConfigDestroy(config) }  // FcConfigSetCurrent holds its own reference.
    for file in files {
      guard FontLibrary.withFcString("\(directory)/\(file)", { FcConfigAppFontAddFile(config, $0) }) == FcTrue else {
        return false
      }
    }
    return FcConfigSetCurrent(config) == FcTrue
  }
}
