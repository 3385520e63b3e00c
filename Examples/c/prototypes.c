/* Compiled by `make test-clib`: each function of ringkit.h has exactly the prototype the
 * reach issue specifies (a mismatch is a compile error under -Werror). */
#include <ringkit.h>

static const char *(*const version)(void) = ringkit_version;
static int (*const render)(const char *, size_t, const char *, ringkit_image **, char **) = ringkit_render;
static int (*const render_many)(const char *const *, const size_t *, size_t, const char *, int, ringkit_image **,
                                int *, char **) = ringkit_render_many;
static const unsigned char *(*const data)(const ringkit_image *) = ringkit_image_data;
static size_t (*const size)(const ringkit_image *) = ringkit_image_size;
static const char *(*const media_type)(const ringkit_image *) = ringkit_image_media_type;
static size_t (*const warning_count)(const ringkit_image *) = ringkit_image_warning_count;
static const char *(*const warning)(const ringkit_image *, size_t, const char **, const char **) =
    ringkit_image_warning;
static void (*const image_free)(ringkit_image *) = ringkit_image_free;
static void (*const string_free)(char *) = ringkit_string_free;
static int (*const compare)(const unsigned char *, size_t, const unsigned char *, size_t, double, long long *,
                            char **) = ringkit_compare;

int main(void) {
  return !(version && render && render_many && data && size && media_type && warning_count && warning && image_free &&
           string_free && compare);
}
