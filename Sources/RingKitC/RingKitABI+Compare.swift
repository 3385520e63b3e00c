import CRingKitABI
import FoundationEssentials
import RingCairo
import RingImageDiff
import RingKit

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_compare(
  _ expected: UnsafePointer<UInt8>?, _ expectedSize: Int, _ actual: UnsafePointer<UInt8>?, _ actualSize: Int,
  _ threshold: Double, _ differentPixels: UnsafeMutablePointer<CLongLong>?,
  _ message: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  message?.pointee = nil
  differentPixels?.pointee = 0
  guard (0...1).contains(threshold) else {
    return RingKitABI.fail(usageStatus, "threshold: expected a number from 0 to 1, got \(threshold)", message)
  }
  let decoded: (RingRaster, RingRaster)
  do throws(RingKitABI.CompareFailure) {
    decoded = (
      try RingKitABI.decodePNG(expected, expectedSize, named: "expected"),
      try RingKitABI.decodePNG(actual, actualSize, named: "actual")
    )
  } catch {
    return RingKitABI.fail(usageStatus, error.message, message)
  }
  let difference = ImageComparator(tolerance: SnapshotTolerance(threshold: threshold)).compare(decoded.0, decoded.1)
  guard difference.sizesMatch else {
    differentPixels?.pointee = CLongLong(difference.comparedPixels)
    return RingKitABI.fail(
      failureStatus, "the sizes differ: expected \(difference.expectedSize), actual \(difference.actualSize)", message)
  }
  differentPixels?.pointee = CLongLong(difference.differingPixels)
  return difference.differingPixels == 0 ? 0 : failureStatus
}

extension RingKitABI {
  /// Why one of `ringkit_compare`'s images cannot be compared.
  struct CompareFailure: Error {
    var message: String
  }

  /// The pixels of the PNG at `bytes`; refuses NULL, non-PNG bytes and, from the header, images
  /// of more than `PNGHeader.maxPixels` pixels, as `ringgen compare` does.
  static func decodePNG(
    _ bytes: UnsafePointer<UInt8>?, _ size: Int, named name: String
  ) throws(CompareFailure)
    -> RingRaster
  {
    guard let bytes else { throw CompareFailure(message: "\(name): the image is NULL") }
    guard size >= 0 else { throw CompareFailure(message: "\(name): the size is negative") }
    let buffer = UnsafeBufferPointer(start: bytes, count: size)
    do throws(PNGHeader.Problem) {
      _ = try PNGHeader(buffer)
    } catch {
      throw CompareFailure(message: "\(name): \(error.description)")
    }
    do throws(RenderError) {
      return try RingRaster(pngData: Data(buffer))
    } catch {
      throw CompareFailure(message: "\(name): not a readable PNG: \(error)")
    }
  }
}
