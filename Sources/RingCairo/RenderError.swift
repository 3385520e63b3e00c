import RingKit

/// Why a ring could not be rendered.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A property of the ring or the canvas cannot be drawn.
  case invalid(RingValidationError)
  /// Cairo reported a failure; `operation` says what was being done.
  case cairo(operation: String, message: String)
  /// libpng could not encode the image.
  case pngEncoding(message: String)
  /// The bytes are not a PNG that libpng can read.
  case pngDecoding(message: String)
  /// A JPEG could not be decoded: libjpeg-turbo's reason, or why it could not be loaded.
  case jpegDecoding(message: String)
  /// An image in `format` (its name as messages spell it: "WebP") could not be decoded: the
  /// library's reason, or why it could not be loaded.
  case decoding(format: String, message: String)
  /// giflib could not encode the animation.
  case gifEncoding(message: String)
  /// An encoder could not write the image in `format` (its name as messages spell it: "WebP").
  case encoding(format: String, message: String)
  /// libchafa could not write a terminal ring as sixels (RingTerminal).
  case sixelEncoding(message: String)
  /// What was asked for has no form in that format (a sheet of rings as an animation).
  case unsupported(what: String, format: String)

  public var description: String {
    switch self {
    case .invalid(let error): error.description
    case .cairo(let operation, let message): "cairo could not \(operation): \(message)"
    case .pngEncoding(let message): "cannot encode PNG: \(message)"
    case .pngDecoding(let message): "cannot read PNG: \(message)"
    case .jpegDecoding(let message): "cannot read JPEG: \(message)"
    case .decoding(let format, let message): "cannot read \(format): \(message)"
    case .gifEncoding(let message): "cannot encode GIF: \(message)"
    case .encoding(let format, let message): "cannot encode \(format): \(message)"
    case .sixelEncoding(let message): "cannot encode sixels: \(message)"
    case .unsupported(let what, let format): "\(what) cannot be written as \(format)"
    }
  }
}
