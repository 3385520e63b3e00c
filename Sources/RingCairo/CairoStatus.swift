import CRingCairo

/// Turns a Cairo status into a ``RenderError`` unless it is success.
///
/// Cairo's errors are sticky: once an object fails, later calls on it do nothing. So statuses
/// are checked at the boundaries (after creating an object, after drawing, after finishing a
/// surface) rather than after every call.
func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(RenderError) {
  guard status != CAIRO_STATUS_SUCCESS else { return }
  throw .cairo(operation: operation(), message: String(cString: cairo_status_to_string(status)))
}
