import FoundationEssentials
import RingCairo
import RingImageDiff
import RingKit

/// `--ignore` and `--mask`: the pixels a pair's comparison leaves out.
extension CompareCommand {
  /// Why a pair's pixels cannot be left out as asked.
  struct IgnoreProblem: Error {
    var message: String
  }

  /// Reads and decodes `--mask`'s image, before anything is compared; nil without `--mask`.
  static func mask(_ options: CompareOptions) throws(CommandError) -> RingRaster? {
    guard let path = options.maskPath else { return nil }
    switch decode(path) {
    case .decoded(let raster): return raster
    case .missing: throw .usage("compare: --mask '\(path)' does not exist")
    case .failed(let reason): throw .usage("compare: --mask \(path): \(reason)")
    }
  }

  /// The pixels left out of a pair compared at `width` × `height` px: the mask's and the
  /// rectangles'; nil when neither is given. A mask of another size, or a rectangle that does
  /// not lie inside, is a problem.
  static func ignoredPixels(
    width: Int, height: Int, options: CompareOptions, mask: RingRaster?
  ) -> Result<IgnoredPixels?, IgnoreProblem> {
    guard mask != nil || !options.ignoredRectangles.isEmpty else { return .success(nil) }
    var ignored = IgnoredPixels(width: width, height: height)
    if let mask {
      guard mask.width == width && mask.height == height else {
        return .failure(
          IgnoreProblem(
            message:
              "the mask \(options.maskPath!) is \(mask.width) × \(mask.height) px, the images \(width) × \(height) px"
          ))
      }
      ignored = IgnoredPixels(mask: mask)
    }
    for rectangle in options.ignoredRectangles {
      guard rectangle.x < width, rectangle.y < height, rectangle.width <= width - rectangle.x,
        rectangle.height <= height - rectangle.y
      else {
        return .failure(
          IgnoreProblem(message: "--ignore \(rectangle) does not lie inside the \(width) × \(height) px image"))
      }
      ignored.ignore(
        x: rectangle.x..<rectangle.x + rectangle.width, y: rectangle.y..<rectangle.y + rectangle.height)
    }
    return .success(ignored)
  }
}
