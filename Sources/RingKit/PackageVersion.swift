// Generated from VERSION by `make version` (scripts/sync-version); edit VERSION, not this file.

/// The package's semantic version, as in the VERSION file at its root.
///
/// `ringgen --version`, the `Software` of PNGs, the comment in SVGs and the `Creator` of PDFs
/// all read it, and the documentation archives are built with it; a test compares them all.
package enum PackageVersion {
  /// `major.minor.patch`, with an optional pre-release suffix.
  package static let number = "0.1.0"

  /// How files made by the renderers name the software that made them.
  package static let software = "RingKit \(number)"
}
