import FoundationEssentials
import RingCairo
import RingKit

/// Turns what an assertion was given into pixels and the PNG to record, or a setup error.
enum SnapshotRendering {
  static func subject(_ ring: ProgressRing, on canvas: RingCanvas) throws(SnapshotSetupError) -> SnapshotSubject {
    do throws(RenderError) {
      let raster = try ring.raster(on: canvas)
      return .image(raster, png: try raster.pngData(scale: canvas.scale, description: ring.accessibilityDescription))
    } catch {
      throw SnapshotSetupError("cannot render the ring: \(error)")
    }
  }

  static func subject(_ raster: RingRaster) throws(SnapshotSetupError) -> SnapshotSubject {
    do throws(RenderError) {
      return .image(raster, png: try raster.pngData())
    } catch {
      throw SnapshotSetupError("cannot encode the image: \(error)")
    }
  }

  static func subject(png: Data) throws(SnapshotSetupError) -> SnapshotSubject {
    do throws(RenderError) {
      return .image(try RingRaster(pngData: png), png: png)
    } catch {
      throw SnapshotSetupError("the image to check is not a readable PNG: \(error)")
    }
  }
}
