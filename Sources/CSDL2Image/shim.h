#ifndef CSDL2IMAGE_SHIM_H
#define CSDL2IMAGE_SHIM_H
// Found through the system include path (Debian: /usr/include/SDL2), not pkg-config:
// sdl2.pc's -D_REENTRANT is a flag SwiftPM refuses with a warning on every build, and
// a pkg-config answer cached before the packages were installed outlives the install.
#if __has_include(<SDL2/SDL_image.h>)
#include <SDL2/SDL_image.h>
#else
#error "SDL2/SDL_image.h not found: run scripts/install-dependencies (or apt-get install libsdl2-image-dev), then build again"
#endif
#endif
