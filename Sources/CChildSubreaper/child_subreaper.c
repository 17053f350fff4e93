// prctl is variadic, which Swift cannot call: this is the one call `play` needs, as a plain function.
#include "child_subreaper.h"

#include <sys/prctl.h>

int child_subreaper_adopt_orphans(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }
