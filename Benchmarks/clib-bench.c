/*
 * clib-bench N: CPU time per default ring rendered to PNG in memory with libringkit, one
 * thread, after one warm-up render. Prints "libringkit: N rings, X us CPU per ring".
 */
#include <ringkit.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double cpu_seconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  int count = argc > 1 ? atoi(argv[1]) : 1000;
  static const char spec[] = "{}";
  ringkit_image *image = NULL;
  if (ringkit_render(spec, sizeof spec - 1, "png", &image, NULL) != 0) return 1;
  ringkit_image_free(image);
  double start = cpu_seconds();
  for (int i = 0; i < count; i++) {
    if (ringkit_render(spec, sizeof spec - 1, "png", &image, NULL) != 0) return 1;
    ringkit_image_free(image);
  }
  printf("libringkit: %d rings, %.0f us CPU per ring\n", count, (cpu_seconds() - start) * 1e6 / count);
  return 0;
}
