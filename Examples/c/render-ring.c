/*
 * render-ring: renders a ring with libringkit and writes it to a file.
 *
 *   cc render-ring.c $(pkg-config --cflags --libs ringkit) -o render-ring
 *   ./render-ring '{"value": 15, "maxValue": 30}' ring.png
 *   ./render-ring '{"value": 15, "maxValue": 30}' ring.svg svg
 *
 * Exits with ringkit_render's status (64 for bad input), after printing its message; prints
 * the renderer's warnings as ringgen does ("render-ring: warning: …").
 */
#include <ringkit.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: render-ring SPEC_JSON OUTPUT [FORMAT]\n");
    return 64;
  }
  const char *spec = argv[1];
  const char *format = argc == 4 ? argv[3] : NULL;
  ringkit_image *image = NULL;
  char *error = NULL;
  int status = ringkit_render(spec, strlen(spec), format, &image, &error);
  if (status != 0) {
    fprintf(stderr, "render-ring: error: %s\n", error);
    ringkit_string_free(error);
    return status;
  }
  for (size_t index = 0; index < ringkit_image_warning_count(image); index++) {
    fprintf(stderr, "render-ring: warning: %s\n", ringkit_image_warning(image, index, NULL, NULL));
  }
  FILE *file = fopen(argv[2], "wb");
  size_t size = ringkit_image_size(image);
  int written = file != NULL && fwrite(ringkit_image_data(image), 1, size, file) == size;
  if (file != NULL && fclose(file) != 0) written = 0;
  if (!written) fprintf(stderr, "render-ring: error: cannot write %s\n", argv[2]);
  else printf("%s: %zu bytes of %s (libringkit %s)\n", argv[2], size, ringkit_image_media_type(image), ringkit_version());
  ringkit_image_free(image);
  return written ? 0 : 1;
}
