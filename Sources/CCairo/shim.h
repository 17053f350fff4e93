#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
#if __has_include(<cairo.h>)
#include <cairo.h>
#else
#error "cairo.h not found: run scripts/install-dependencies (or apt-get install libcairo2-dev), then `touch Package.swift` (swift build keeps pkg-config's answer until the manifest changes) and build again"
#endif
#endif
