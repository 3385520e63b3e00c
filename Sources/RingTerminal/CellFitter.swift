import RingKit

/// Chooses each cell's glyph and the parts its ink and its background show, from how much of
/// each sub-cell every ``RingPart`` covers.
///
/// The score of a choice is the coverage it explains: the mass of the ink's part under the
/// glyph plus the mass of the background's part around it. Maximising it is the same as
/// minimising the squared error between the cell and the ring, with each part its own colour,
/// so the choice does not depend on how alike the colours are or on the terminal's theme.
/// Every glyph of the block set is tried, from the cell's row, column and quadrant sums
/// (``BlockSums``); for the pattern sets the best pattern for each pair of parts is a
/// threshold per sub-cell; braille and ASCII go by coverage.
///
/// In colour modes a glyph's ink is the progress, the track or the canvas background and the
/// rest of the cell any part (the terminal's background included); in the block set the ink
/// may also be the terminal's background with a part around it, written in reverse video
/// (``Choice/isReverseVideo``), which turns the bottom and left eighths into top and right
/// ones. Without colour there is one
/// ink: the progress keeps the set's shapes, the track becomes a shade (░, a thinned braille
/// pattern, or `:` and `.` in ASCII), and the canvas background counts as nothing; no cell is
/// in reverse video, so the output needs no escape sequence at all.
struct CellFitter: Sendable {
  /// A fitted cell.
  struct Choice: Sendable, Hashable {
    var character: Character
    var ink: RingPart
    var paper: RingPart

    /// Whether the cell is written in reverse video (``Cell/isReverseVideo``): its glyph's ink
    /// is the terminal's background and the rest of it a part that has a colour.
    var isReverseVideo: Bool { ink == .none && paper != .none && character != " " }
  }

  let symbols: SymbolSet
  let colorful: Bool
  let table: GlyphTable
  /// Without colour, how much a cell's track mass counts towards the track's shade (at least
  /// 1). The shade fills a whole cell, so a track thinner than a cell would lose every cell it
  /// crosses off-centre under a majority rule; weighting it by about `cell / thickness` makes a
  /// cell show the shade where the track covers part of what it covers crossing the cell
  /// straight, so a thin track shows all the way round. 1 for tracks at least a cell thick, which keep
  /// the majority rule.
  let trackWeight: Float

  /// The track's shade without colour.
  static let shade: Character = "░"
  /// Braille dots kept for the track without colour: every other dot, as a checkerboard.
  static let thinBraille: UInt64 = 0b1001_1001
  /// Without colour, how much of a track cell's mass counts as blank around a progress glyph:
  /// enough that the progress keeps its shape where it meets the track, not so much that a
  /// sliver of progress blanks a cell of track.
  private static let trackAsBlank: Float = 0.5
  /// A tie-breaker, in cell areas: a tie goes to the progress over the track's shade, and to
  /// either over blank, so half-covered cells show ink.
  private static let progressBias: Float = 2e-4
  private static let shadeBias: Float = 1e-4

  /// - Parameter trackWeight: See ``trackWeight``; values below 1 count as 1.
  init(symbols: SymbolSet, colorful: Bool, trackWeight: Float = 1) {
    self.symbols = symbols
    self.colorful = colorful
    self.trackWeight = max(trackWeight, 1)
    table = GlyphTable.table(for: symbols)
  }

  /// The ``trackWeight`` for a track `thickness` pixels thick (frame included) in cells of
  /// `cellWidth` × `cellHeight` pixels: 1.25 × the cell's longer side over the thickness, at
  /// least 1, so the shade shows where the track covers 40 % of a straight crossing (a cell
  /// whose edge the track's centre line runs along gets 50 %).
  static func trackWeight(thickness: Double, cellWidth: Int, cellHeight: Int) -> Float {
    guard thickness > 0 else { return 1 }
    return Float(max(1.25 * Double(max(cellWidth, cellHeight)) / thickness, 1))
  }

  /// The choice for a cell that one part covers completely.
  func uniform(_ part: RingPart) -> Choice {
    guard colorful else {
      switch (symbols, part) {
      case (.ascii, .progress): return Choice(character: "#", ink: .progress, paper: .none)
      case (.braille, .progress): return Choice(character: table.byMask[255], ink: .progress, paper: .none)
      case (_, .progress): return Choice(character: "█", ink: .progress, paper: .none)
      case (.ascii, .track): return Choice(character: ":", ink: .track, paper: .none)
      case (.braille, .track): return Choice(character: table.byMask[Int(Self.thinBraille)], ink: .track, paper: .none)
      case (_, .track): return Choice(character: Self.shade, ink: .track, paper: .none)
      default: return Choice(character: " ", ink: .none, paper: .none)
      }
    }
    switch part {
    case .none: return Choice(character: " ", ink: .none, paper: .none)
    case .background: return Choice(character: " ", ink: .none, paper: .background)
    case .progress, .track:
      if symbols == .ascii { return Choice(character: part == .progress ? "#" : ":", ink: part, paper: .none) }
      return Choice(character: symbols == .braille ? table.byMask[255] : "█", ink: part, paper: .none)
    }
  }

  /// Fits a cell from its sub-cell masses (``GlyphTable/columns`` × ``GlyphTable/rows``, row
  /// by row), which sum to 1.
  func fit(_ masses: UnsafeBufferPointer<PartMass>) -> Choice {
    var total = PartMass()
    for mass in masses { total += mass }
    if !colorful {
      total[.none] += total[.background]
      total[.background] = 0
    }
    switch symbols {
    case .ascii: return fitASCII(total)
    case .braille: return fitBraille(masses, total: total)
    case .block:
      return withUnsafeTemporaryAllocation(of: PartMass.self, capacity: BlockSums.count) { storage in
        guard let base = storage.baseAddress else { return uniform(.none) }
        let sums = BlockSums(storage: base)
        sums.fill(from: masses)
        return fitBlock(sums)
      }
    case .half, .quadrant, .sextant:
      return colorful ? fitPatterns(masses, total: total) : fitPatternsColorless(masses, total: total)
    }
  }

  // MARK: - Block elements: try every glyph

  /// Fits a cell of the block set from its row, column and quadrant sums.
  func fitBlock(_ sums: BlockSums) -> Choice {
    var total = sums.storage[BlockSums.total]
    if !colorful {
      total[.none] += total[.background]
      total[.background] = 0
    }
    return sums.withPrefixSums { top, left in
      table.blockShapes.withUnsafeBufferPointer { shapes in
        colorful
          ? fitBlockInColor(sums, shapes: shapes, total: total, top: top, left: left)
          : fitBlockWithoutColor(sums, shapes: shapes, total: total, top: top, left: left)
      }
    }
  }

  private func fitBlockInColor(
    _ sums: BlockSums, shapes: UnsafeBufferPointer<GlyphTable.BlockShape>, total: PartMass,
    top: UnsafePointer<PartMass>, left: UnsafePointer<PartMass>
  ) -> Choice {
    var best = (glyph: 0, ink: RingPart.none, paper: RingPart.none)
    var bestScore = -Float.infinity
    for (glyph, shape) in shapes.enumerated() {
      let under = sums.under(shape, top: top, left: left)
      let around = total - under
      let ink = Self.bestInk(under)
      let paper = Self.bestPart(around)
      let isBlank = shape == .empty
      // A band's colour goes only where the band covers part of the cell.
      if !isBlank && under[ink] <= 1e-6 { continue }
      let score = (isBlank ? 0 : under[ink] + Self.inkBias(ink)) + around[paper]
      if score > bestScore + 1e-6 {
        bestScore = score
        best = (glyph, isBlank ? paper : ink, paper)
      }
    }
    // Reverse video: the glyph's ink is the terminal's background and the rest of the cell one
    // part, for the top and right eighths the set has no glyph for. Tried after every glyph
    // as written, so a tie keeps the cell without SGR 7.
    for glyph in table.reverseVideoGlyphs {
      let under = sums.under(shapes[glyph], top: top, left: left)
      let around = total - under
      let paper = Self.bestInk(around)
      guard under[.none] > 1e-6, around[paper] > 1e-6 else { continue }
      let score = under[.none] + around[paper]
      if score > bestScore + 1e-6 {
        bestScore = score
        best = (glyph, .none, paper)
      }
    }
    return canonical(Choice(character: table.glyphs[best.glyph].character, ink: best.ink, paper: best.paper))
  }

  private func fitBlockWithoutColor(
    _ sums: BlockSums, shapes: UnsafeBufferPointer<GlyphTable.BlockShape>, total: PartMass,
    top: UnsafePointer<PartMass>, left: UnsafePointer<PartMass>
  ) -> Choice {
    var best = Choice(character: Self.shade, ink: .track, paper: .none)
    var bestScore = total[.track] > 1e-6 ? trackWeight * total[.track] + Self.shadeBias : -1
    for (glyph, shape) in shapes.enumerated() {
      let score: Float
      if shape == .empty {
        score = blankScore(total)
      } else {
        let under = sums.under(shape, top: top, left: left)
        guard under[.progress] > 1e-6 else { continue }  // a progress glyph over no progress
        let around = total - under
        score =
          under[.progress] + around[.none] + around[.background] + Self.trackAsBlank * around[.track]
          + Self.progressBias
      }
      if score > bestScore + 1e-6 {
        bestScore = score
        best = Choice(character: table.glyphs[glyph].character, ink: shape == .empty ? .none : .progress, paper: .none)
      }
    }
    return best
  }

  /// Without colour, the score of a blank cell: what nothing covers, less the mass the track's
  /// weight adds to its shade (the weighted track takes its share from the blank), so the
  /// shade wins where the weighted track covers half the cell.
  @inline(__always)
  private func blankScore(_ total: PartMass) -> Float {
    max(total[.none] + total[.background] - (trackWeight - 1) * total[.track], 0)
  }

  /// The ink with the most mass: progress, then track, then background on a tie.
  @inline(__always)
  private static func bestInk(_ mass: PartMass) -> RingPart {
    var ink = RingPart.progress
    if mass[.track] > mass[ink] { ink = .track }
    if mass[.background] > mass[ink] { ink = .background }
    return ink
  }

  /// The part with the most mass: nothing, then track, progress, background on a tie.
  @inline(__always)
  private static func bestPart(_ mass: PartMass) -> RingPart {
    var part = RingPart.none
    if mass[.track] > mass[part] { part = .track }
    if mass[.progress] > mass[part] { part = .progress }
    if mass[.background] > mass[part] { part = .background }
    return part
  }

  /// On a tie, the bands are the ink and the canvas background the paper (and the progress
  /// before the track), so the glyph shows the band's shape when the colours are stripped.
  private static func inkBias(_ part: RingPart) -> Float {
    switch part {
    case .progress: 2e-5
    case .track: 1e-5
    default: 0
    }
  }

  // MARK: - Pattern sets: for each pair of parts, the best pattern is a threshold

  private func fitPatterns(_ masses: UnsafeBufferPointer<PartMass>, total: PartMass) -> Choice {
    var best = Choice(character: " ", ink: .none, paper: .none)
    var bestScore = -Float.infinity
    for part in RingPart.allCases where total[part] > bestScore + 1e-6 {
      bestScore = total[part]
      best = Choice(character: " ", ink: part, paper: part)
    }
    for ink in RingPart.inks {
      for paper in RingPart.allCases where paper != ink {
        var mask: UInt64 = 0
        var score: Float = 0
        for (index, mass) in masses.enumerated() {
          if mass[ink] > mass[paper] {
            mask |= 1 << UInt64(index)
            score += mass[ink]
          } else {
            score += mass[paper]
          }
        }
        if score > bestScore + 1e-6 {
          bestScore = score
          best = Choice(character: table.byMask[Int(mask)], ink: ink, paper: paper)
        }
      }
    }
    return canonical(best)
  }

  private func fitPatternsColorless(_ masses: UnsafeBufferPointer<PartMass>, total: PartMass) -> Choice {
    var mask: UInt64 = 0
    var score: Float = 0
    for (index, mass) in masses.enumerated() {
      let blank = mass[.none] + mass[.background] + Self.trackAsBlank * mass[.track]
      if mass[.progress] > blank {
        mask |= 1 << UInt64(index)
        score += mass[.progress]
      } else {
        score += blank
      }
    }
    score = mask == 0 ? blankScore(total) : score + Self.progressBias
    if total[.track] > 1e-6, score <= trackWeight * total[.track] + Self.shadeBias + 1e-6 { return uniform(.track) }
    return Choice(character: table.byMask[Int(mask)], ink: mask == 0 ? .none : .progress, paper: .none)
  }

  // MARK: - Braille: dots where ink covers most of the dot's sub-cell, one colour per cell

  private func fitBraille(_ masses: UnsafeBufferPointer<PartMass>, total: PartMass) -> Choice {
    let half = 0.5 / Float(masses.count)
    var mask: UInt64 = 0
    var inked = PartMass()
    for (index, mass) in masses.enumerated() where mass[.progress] + mass[.track] > half {
      mask |= 1 << UInt64(index)
      inked += mass
    }
    let paper: RingPart = colorful && total[.background] >= 0.5 ? .background : .none
    guard mask != 0 else { return Choice(character: " ", ink: .none, paper: paper) }
    let ink: RingPart = inked[.track] > inked[.progress] ? .track : .progress
    if !colorful && ink == .track { mask &= Self.thinBraille }
    return Choice(character: table.byMask[Int(mask)], ink: mask == 0 ? .none : ink, paper: paper)
  }

  // MARK: - ASCII: one character per cell by coverage

  private func fitASCII(_ total: PartMass) -> Choice {
    let paper: RingPart = colorful && total[.background] >= 0.5 ? .background : .none
    let weight = colorful ? 1 : trackWeight
    let ink: RingPart = weight * total[.track] > total[.progress] ? .track : .progress
    let coverage = ink == .track ? min(weight * total[.track], 1) : total[.progress]
    let character: Character
    switch (ink, coverage) {
    case (.progress, 0.5...): character = "#"
    case (.progress, 0.2...): character = "+"
    case (.track, 0.5...): character = ":"
    case (.track, 0.2...): character = "."
    default: return Choice(character: " ", ink: .none, paper: paper)
    }
    return Choice(character: character, ink: ink, paper: paper)
  }

  // MARK: -

  /// One spelling for a cell of one part: a full block in the ink's colour for the bands (so a
  /// plain-text view shows their shape), a coloured space for the canvas background.
  private func canonical(_ choice: Choice) -> Choice {
    choice.ink == choice.paper || choice.character == "█" ? uniform(choice.ink) : choice
  }
}
