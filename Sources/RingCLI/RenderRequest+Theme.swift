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
  /// The look terminal text draws when `--appearance` is not given: dark on a terminal whose
  /// background (its OSC 11 reply, `terminalBackground(_:)`) is dark, else light. `onTerminal`
  /// says whether the text goes to a terminal that could be asked; a file or a pipe always gets
  /// the light look. As for graphics, a terminal is not asked when `--graphics` is given.
  static func terminalAppearance(
    _ console: Console, onTerminal: Bool, request: RenderRequest
  ) -> RenderSpec.Appearance {
    guard onTerminal, request.terminal.graphics == nil, let background = terminalBackground(console) else {
      return .light
    }
    return background.isDark ? .dark : .light
  }
}
