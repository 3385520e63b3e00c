// libwebp and libwebpmux for RingCairo's WebP writer and for `ringgen compare`'s WebP inputs,
// loaded with dlopen the first time a WebP is encoded or decoded, as Pango and libchafa are
// (ring_pango.h): no other output pays to load them.
//
// Unlike Pango's, libwebp's headers live in /usr/include/webp, on the default include path, so
// ring_webp.c includes them for the types and takes each function's type from its declaration
// (`__typeof__`): the compiler checks every call against libwebp's own prototypes, and nothing
// is linked. The header inlines (WebPConfigInit, WebPDataClear, …) call functions that are not
// linked, so ring_webp.c calls their `…Internal` functions through the loaded pointers instead.
//
// No libwebp type appears here: the encoder takes straight RGBA8 rows and returns bytes; the
// decoder gives straight RGBA8 rows back.
#ifndef RING_WEBP_H
#define RING_WEBP_H

#include <stddef.h>
#include <stdint.h>

/// Bytes made by libwebp; release them with ring_webp_buffer_free.
typedef struct {
  uint8_t *bytes;
  size_t size;
} ring_webp_buffer;

/// Loads libwebp and libwebpmux (once per process; later calls return the first answer).
/// Returns NULL when every function is ready, or a message saying why not. Call it, and check
/// it, before any other.
const char *ring_webp_load(void);

/// Encodes `height` rows of straight RGBA8 (`stride` bytes apart) as one lossless WebP at
/// `level` (0 fastest … 9 smallest, WebPConfigLosslessPreset's), keeping the exact colour under
/// transparent pixels so that a decoder gives back these bytes. `xmp` (`xmp_size` bytes), when
/// not NULL, is added as the file's XMP chunk. Returns 0, or -1 with a message.
int ring_webp_encode(const uint8_t *rgba, int width, int height, int stride, int level, const char *xmp,
                     size_t xmp_size, ring_webp_buffer *out, char *message, size_t message_size);

/// An animated WebP being assembled (libwebpmux's WebPAnimEncoder, which it owns).
typedef struct ring_webp_animation ring_webp_animation;

/// A new animation of `width` × `height` pixels that plays `loop_count` times (0: forever).
/// Returns NULL with a message on failure.
ring_webp_animation *ring_webp_animation_new(int width, int height, int loop_count, char *message,
                                             size_t message_size);

/// Adds a frame of straight RGBA8 rows shown from `timestamp_ms`, lossless at `level` and exact
/// as ring_webp_encode's. Returns 0, or -1 with a message.
int ring_webp_animation_add(ring_webp_animation *animation, const uint8_t *rgba, int stride, int timestamp_ms,
                            int level, char *message, size_t message_size);

/// Ends the last frame at `end_ms` and assembles the file, with `xmp` as its XMP chunk when not
/// NULL. Returns 0, or -1 with a message. The animation must still be freed.
int ring_webp_animation_finish(ring_webp_animation *animation, int end_ms, const char *xmp, size_t xmp_size,
                               ring_webp_buffer *out, char *message, size_t message_size);

/// Releases the animation and its encoder; NULL is ignored.
void ring_webp_animation_free(ring_webp_animation *animation);

/// The size in pixels of the still WebP in `bytes` (`count` bytes), from its header: 0, or -1
/// with a message (not a WebP, truncated, or animated, which is refused).
int ring_webp_size(const uint8_t *bytes, size_t count, int *width, int *height, char *message, size_t message_size);

/// Decodes the still WebP in `bytes` into `pixels`: `width` × `height` straight RGBA8 (the
/// sizes ring_webp_size gave), rows packed. 0, or -1 with a message (a truncated or corrupt
/// file).
int ring_webp_decode(const uint8_t *bytes, size_t count, uint8_t *pixels, int width, int height, char *message,
                     size_t message_size);

/// Releases bytes made by this module and empties the buffer.
void ring_webp_buffer_free(ring_webp_buffer *buffer);

#endif
