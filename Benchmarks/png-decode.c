// The reference for `ringgen compare` in `make bench-snapshots`: a plain C program that reads
// and decodes PNG files to 8-bit RGBA with libpng's simplified API, one after the other, the
// way a C program would do it before comparing them. It only decodes: the time `compare` may
// take is measured against this (target ≤ 1.5×).
//
// Usage: png-decode FILE.png ...      exit 0 when every file decodes, 1 otherwise
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Decodes the PNG at `path` into a buffer of its own; returns 0, or 1 with a message.
static int decode(const char *path) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&image, path)) {
    fprintf(stderr, "png-decode: %s: %s\n", path, image.message);
    return 1;
  }
  image.format = PNG_FORMAT_RGBA;
  png_bytep pixels = malloc(PNG_IMAGE_SIZE(image));
  if (pixels == NULL) {
    fprintf(stderr, "png-decode: %s: out of memory\n", path);
    png_image_free(&image);
    return 1;
  }
  int decoded = png_image_finish_read(&image, NULL, pixels, 0, NULL);
  if (!decoded) fprintf(stderr, "png-decode: %s: %s\n", path, image.message);
  free(pixels);
  return decoded ? 0 : 1;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: png-decode FILE.png ...\n");
    return 64;
  }
  int status = 0;
  for (int index = 1; index < argc; index++) status |= decode(argv[index]);
  return status;
}
