/*
 * ringkit.h: RingKit's circular progress rings from C.
 *
 * A ring is described by a JSON spec, the object `ringgen --spec FILE` reads
 * ({"value": 15, "maxValue": 30}); ringkit_render returns its image in memory, byte for byte
 * what `ringgen --spec FILE --format FORMAT -o -` writes. Link with
 * `pkg-config --cflags --libs ringkit`.
 *
 * Every function may be called from any thread, concurrently. No function prints, exits or
 * aborts on bad input: it returns a status and, where it takes `error`, a message.
 *
 * Status codes: 0 success; 64 bad input (the command line's usage status: an unreadable spec,
 * an unknown key, a value out of range, an unknown format, a NULL where a value is required);
 * 1 a failure while rendering (out of memory, an encoder's error). ringkit_compare also
 * returns 1 for images that differ.
 */
#ifndef RINGKIT_H
#define RINGKIT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A rendered image: its bytes and media type. Free it with ringkit_image_free. */
typedef struct ringkit_image ringkit_image;

/* The library's version, "0.1.0": static storage, never to be freed. */
const char *ringkit_version(void);

/*
 * Renders the ring that `spec_json` describes.
 *
 * spec_json:   the spec, UTF-8 JSON of `spec_length` bytes (no terminating NUL needed). The
 *              keys "output" and "jobs" are refused: the library writes no files.
 * format:      a `--format` value ("png", "svg", "pdf", "apng", "gif", "ansi", "data-uri"…),
 *              or NULL for the spec's own "format", else PNG.
 * image:       receives the image on success, else NULL. Required.
 * error:       receives NULL on success, else the message `ringgen` prints after
 *              "ringgen: error: ", to be freed with ringkit_string_free. May be NULL.
 * Returns 0, 64 for bad input, or 1 for a failure while rendering.
 */
int ringkit_render(const char *spec_json, size_t spec_length, const char *format,
                   ringkit_image **image, char **error);

/*
 * Renders `count` specs at once on `jobs` threads, each exactly as ringkit_render renders it,
 * and reports each spec's outcome in its own slot, so that one bad spec loses no other image.
 *
 * specs, lengths: `count` specs as ringkit_render takes them (UTF-8 JSON, `lengths[i]` bytes).
 *                 Required unless `count` is 0.
 * format:         as ringkit_render's, for every spec.
 * jobs:           the most threads to render on; 0 for one per processor. Never more than
 *                 `count`; the calling thread is one of them.
 * images:         `count` slots: slot i receives spec i's image (free each with
 *                 ringkit_image_free), or NULL when it failed. Required unless `count` is 0.
 * statuses:       `count` slots for each spec's status (0, 64 or 1), or NULL.
 * errors:         `count` slots for each spec's message (NULL on success; free each with
 *                 ringkit_string_free), or NULL.
 * Returns 0 when every spec rendered, else the status of the first spec that failed (64 or 1);
 * 64 for bad arguments (a NULL array, a negative `jobs`), after which no slot is written.
 */
int ringkit_render_many(const char *const *specs, const size_t *lengths, size_t count, const char *format,
                        int jobs, ringkit_image **images, int *statuses, char **errors);

/* The image's bytes: ringkit_image_size of them, valid until ringkit_image_free. NULL for a
 * NULL image. */
const unsigned char *ringkit_image_data(const ringkit_image *image);

/* The number of bytes at ringkit_image_data; 0 for a NULL image. */
size_t ringkit_image_size(const ringkit_image *image);

/* The image's media type ("image/png", "image/svg+xml", "application/pdf", …): valid until
 * ringkit_image_free. NULL for a NULL image. */
const char *ringkit_image_media_type(const ringkit_image *image);

/*
 * The warnings the renderer found for this image: exactly what
 * `ringgen --spec FILE --format FORMAT -o -` prints as "ringgen: warning: …" for the same spec (a unit the label does not show, label characters
 * no installed font has, text cut short, a value above the maximum drawn full…), in its order.
 * 0 for a NULL image.
 */
size_t ringkit_image_warning_count(const ringkit_image *image);

/*
 * Warning `index` (0 ≤ index < ringkit_image_warning_count) of the image: returns its message,
 * and stores its code ("missing-glyphs", "text-cut", …: stable names for code to filter on) in
 * `*code` and the spec key it concerns ("label", "value") in `*key`, NULL when it concerns none.
 * `code` and `key` may be NULL. Every string stays valid until ringkit_image_free. Returns NULL
 * (and stores NULLs) for an index out of range or a NULL image.
 */
const char *ringkit_image_warning(const ringkit_image *image, size_t index, const char **code,
                                  const char **key);

/* Frees an image from ringkit_render. NULL is ignored. */
void ringkit_image_free(ringkit_image *image);

/* Frees a message from ringkit_render or ringkit_compare. NULL is ignored. */
void ringkit_string_free(char *string);

/*
 * Compares two PNG images pixel by pixel as `ringgen compare` does (pixelmatch's YIQ
 * distance, anti-aliased pixels not counted).
 *
 * expected, actual:  PNG bytes, `expected_size` and `actual_size` of them. Required.
 * threshold:         pixelmatch's threshold, 0 (exact) to 1; 0.1 is pixelmatch's default.
 * different_pixels:  receives the number of pixels that differ, or, when the images' sizes
 *                    differ, the pixel count of the larger. May be NULL.
 * error:             receives NULL, or a message for bad input and for images of different
 *                    sizes, to be freed with ringkit_string_free. May be NULL.
 * Returns 0 when no pixel differs, 1 when some do (or the sizes differ), 64 for bad input
 * (bytes that are not a PNG, a threshold outside 0…1, a NULL image).
 */
int ringkit_compare(const unsigned char *expected, size_t expected_size,
                    const unsigned char *actual, size_t actual_size, double threshold,
                    long long *different_pixels, char **error);

#ifdef __cplusplus
}
#endif

#endif /* RINGKIT_H */
