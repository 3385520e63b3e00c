import FoundationEssentials
import RingCairo
import RingKit

extension Snapshotting where Value == ProgressRing, Format == RingRaster {
  /// The ring on a `size` × `size` point canvas, as a PNG reference compared by pixels.
  ///
  /// - Parameters:
  ///   - size: The canvas side, in points.
  ///   - scale: Pixels per point: the image is `size × scale` pixels a side.
  ///   - background: The colour under the ring, or nil for a transparent canvas.
  public static func image(size: Double, scale: Double = 1, background: RingColor? = nil) -> Self {
    image(on: RingCanvas(size: size, scale: scale, background: background))
  }

  /// The ring on `canvas` (any width, height, scale and background), as a PNG reference
  /// compared by pixels. New references carry the canvas's pixel density and the ring's alt
  /// text.
  public static func image(on canvas: RingCanvas) -> Self {
    Snapshotting(pathExtension: "png", diffing: .image) { ring in
      do throws(RenderError) {
        let raster = try ring.raster(on: canvas)
        return Snapshot(
          format: raster, data: try raster.pngData(scale: canvas.scale, description: ring.accessibilityDescription))
      } catch {
        throw SnapshotSetupError("cannot render the ring: \(error)")
      }
    }
  }
}

extension Snapshotting where Value == Data, Format == RingRaster {
  /// PNG bytes, compared by decoded pixels (never by bytes, so encoder settings and metadata
  /// do not matter); a new reference is these bytes. Bytes that are not a readable PNG fail.
  public static var png: Self {
    Snapshotting(pathExtension: "png", diffing: .image) { png in
      do {
        return Snapshot(format: try Diffing<RingRaster>.decode(png), data: png)
      } catch {
        throw SnapshotSetupError("the image to check is not a readable PNG: \(error)")
      }
    }
  }
}

extension Snapshotting where Value == RingRaster, Format == RingRaster {
  /// Pixels, compared as they are; a new reference is a PNG of 72 dpi.
  public static var raster: Self {
    Snapshotting(pathExtension: "png", diffing: .image) { raster in raster }
  }
}

extension Diffing where Format == RingRaster {
  /// Images as PNG files, compared by ``ImageComparator`` under the assertion's tolerance.
  /// A mismatch reports the measured numbers and writes a diff image (red: differs, yellow:
  /// anti-aliasing, grey: unchanged). A reference of more than 2²⁸ pixels is refused from
  /// its header, before it is decoded.
  public static var image: Self {
    Diffing(
      toData: { raster in
        do throws(RenderError) {
          return try raster.pngData()
        } catch {
          throw SnapshotSetupError("cannot encode the image: \(error)")
        }
      },
      fromData: { data in try decode(data) },
      diff: { expected, actual, tolerance in
        let comparator = ImageComparator(tolerance: tolerance)
        let (difference, painted) = comparator.compareWithDiffImageIfDiffering(expected, actual)
        guard let diffImage = painted else { return nil }
        var lines = ["\(difference)"]
        lines.append(
          "largest difference \(FixedPoint.format(difference.largestDifference, places: 3)) (0 same … 1 black against white), "
            + "largest channel difference \(difference.largestChannelDifference) of 255")
        if let region = difference.changedRegion { lines.append("changed region: \(region)") }
        lines.append("renderer: \(RendererVersions.summary)")
        return SnapshotDifference(
          summary: difference.sizesMatch ? nil : "has a different size from its reference",
          summaryDetail: difference.sizesMatch
            ? nil : "expected \(difference.expectedSize), actual \(difference.actualSize)",
          details: lines,
          artifacts: (try? diffImage.pngData()).map {
            [
              SnapshotArtifact(
                kind: "diff", pathExtension: "png", data: $0,
                note: "red: differs, yellow: anti-aliasing, grey: unchanged")
            ]
          } ?? [],
          imageDifference: difference)
      })
  }

  /// Decodes PNG bytes; refuses an image of more than 2²⁸ pixels before decoding it.
  static func decode(_ data: Data) throws(SnapshotSetupError) -> RingRaster {
    do throws(PNGHeader.Problem) {
      _ = try PNGHeader(data)
    } catch {
      throw SnapshotSetupError("cannot read PNG: \(error)")
    }
    do throws(RenderError) {
      return try RingRaster(pngData: data)
    } catch {
      throw SnapshotSetupError("\(error)")
    }
  }
}
