#ifndef CSDL2TTF_SHIM_H
#define CSDL2TTF_SHIM_H
#include <SDL_ttf.h>
#endif
