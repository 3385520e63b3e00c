extension PixelKernel {
  /// The indices of a pixel's neighbours (up to 8), and whether it is on the image's edge.
  struct Neighbours {
    var indices: InlineArray<8, Int>
    var count: Int
    var onEdge: Bool
  }

  /// The neighbours of the pixel at `index`, (x, y), column by column as pixelmatch visits
  /// them: the order decides which of two equally dark neighbours counts as the darkest.
  @inline(__always)
  func neighbours(of index: Int, _ x: Int, _ y: Int) -> Neighbours {
    let width = expected.width
    if x > 0 && y > 0 && x < width &- 1 && y < expected.height &- 1 {
      var indices = InlineArray<8, Int>(repeating: 0)
      for k in 0..<8 { indices[k] = index &+ neighbourOffsets[k] }
      return Neighbours(indices: indices, count: 8, onEdge: false)
    }
    var result = Neighbours(indices: InlineArray(repeating: 0), count: 0, onEdge: true)
    for nx in max(x - 1, 0)...min(x + 1, width - 1) {
      for ny in max(y - 1, 0)...min(y + 1, expected.height - 1) where nx != x || ny != y {
        result.indices[result.count] = ny &* width &+ nx
        result.count &+= 1
      }
    }
    return result
  }

  /// Whether the pixel at `index`, (x, y), is anti-aliasing in the expected or the actual image.
  /// Callers settle most pixels inline first: flat areas with `mayBeAntialiased`, pixels
  /// without a flat neighbour (noise, gradients) with `FlatnessMemo.hasFlatNeighbour`, as
  /// both tests below need the darkest or the brightest neighbour to be flat.
  @inline(never)
  func isAntialiasedInEither(_ index: Int, _ x: Int, _ y: Int, _ flatness: FlatnessMemo) -> Bool {
    let around = neighbours(of: index, x, y)
    return (mayBeAntialiased(expected, index, x, y) && isAntialiased(expected, index, around, flatness))
      || (mayBeAntialiased(actual, index, x, y) && isAntialiased(actual, index, around, flatness))
  }

  /// False when the pixel is surely not anti-aliasing because three of its neighbours (left,
  /// right and above) are identical to it: a quick test that settles flat areas, such as a
  /// changed background, without a call.
  @inline(__always)
  func mayBeAntialiased(_ image: PixelImage, _ index: Int, _ x: Int, _ y: Int) -> Bool {
    guard x > 0, x < image.width &- 1, y > 0 else { return true }
    let pixel = image[index]
    return
      !(Self.same(image[index &- 1], pixel) && Self.same(image[index &+ 1], pixel)
      && Self.same(image[index &- image.width], pixel))
  }

  /// Whether the pixel at `index` of `image` is likely anti-aliasing (Vyšniauskas 2009, as
  /// pixelmatch tests it): at most two of its neighbours look the same, some are darker and
  /// some brighter, and the darkest or the brightest has three or more identical neighbours
  /// in both images.
  private func isAntialiased(_ image: PixelImage, _ index: Int, _ around: Neighbours, _ flatness: FlatnessMemo) -> Bool
  {
    let centerPixel = image[index]
    // Pixels on the image's edge start with one "equal" neighbour, as in pixelmatch.
    var equal = around.onEdge ? 1 : 0
    // Identical neighbours first, with integer compares only.
    for k in 0..<around.count where Self.same(image[around.indices[k]], centerPixel) {
      equal &+= 1
      if equal > 2 { return false }
    }
    let center = Brightness(centerPixel)
    var darkest = 0.0, brightest = 0.0
    var darkestIndex = 0, brightestIndex = 0
    for k in 0..<around.count {
      let neighbour = image[around.indices[k]]
      if Self.same(neighbour, centerPixel) { continue }
      let delta = center.delta(from: Brightness(neighbour))
      if delta == 0 {
        equal &+= 1
        if equal > 2 { return false }
      } else if delta < darkest {
        darkest = delta
        darkestIndex = around.indices[k]
      } else if delta > brightest {
        brightest = delta
        brightestIndex = around.indices[k]
      }
    }
    if darkest == 0 || brightest == 0 { return false }
    return flatness.isFlatInBoth(darkestIndex) || flatness.isFlatInBoth(brightestIndex)
  }

  /// Whether the pixel at `index` of `image` has three or more identical neighbours (pixels
  /// on the image's edge count one more).
  func hasManySiblings(_ image: PixelImage, _ index: Int) -> Bool {
    let around = neighbours(of: index, index % image.width, index / image.width)
    let center = image[index]
    var equal = around.onEdge ? 1 : 0
    for k in 0..<around.count where Self.same(center, image[around.indices[k]]) {
      equal &+= 1
      if equal > 2 { return true }
    }
    return false
  }
}
