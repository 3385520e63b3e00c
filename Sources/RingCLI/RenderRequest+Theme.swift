import RingKit

extension RenderRequest {
  /// The request with the ring and canvas of one look and no theme left (see
  /// `RenderSpec.drawn(in:)`); where each key was given is kept.
  func drawn(in appearance: RenderSpec.Appearance) -> RenderRequest {
    var drawn = self
    drawn.spec = spec.drawn(in: appearance)
    return drawn
  }
}

extension RingGen {
  /// The look terminal text draws when `--appearance` is not given: the one seam where the
  /// terminal's background (an OSC 11 reply) decides. `onTerminal` says whether the text goes
  /// to a terminal that could be asked; a file or a pipe always gets the light look.
  static func terminalAppearance(_ console: Console, onTerminal: Bool) -> RenderSpec.Appearance {
    .light
  }
}
