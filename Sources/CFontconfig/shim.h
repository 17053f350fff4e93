#ifndef CFONTCONFIG_SHIM_H
#define CFONTCONFIG_SHIM_H
#if __has_include(<fontconfig/fontconfig.h>)
#include <fontconfig/fontconfig.h>
#else
#error "fontconfig/fontconfig.h not found: run scripts/install-dependencies (or apt-get install libfontconfig-dev), then `touch Package.swift` (swift build keeps pkg-config's answer until the manifest changes) and build again"
#endif
#endif
