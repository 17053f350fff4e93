// A program `animview play` started ends when `play` ends, however `play` ends — even killed outright
// (SIGKILL), when it has no chance to stop its children itself.
//
// `play` puts its process ID in ANIMVIEW_PLAY_PARENT. When a program linked against PlaygroundSupport
// loads, before any of its top-level code runs (a `while true {}` included), this asks Linux to kill it
// when its parent goes (PR_SET_PDEATHSIG), and ends it at once if the parent is already gone. The
// variable is then removed, so that programs it starts in turn are not tied to `play`.
//
// Such a program's standard output is also made line-buffered: what the user's code prints reaches `play`'s output
// as it prints, as Xcode's console shows it — also when that output is a file or a pipe (an editor's run panel),
// where the C library would otherwise hold it until the program ends, or lose it if the program is stopped.
#include "play_parent_watch.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <unistd.h>

__attribute__((constructor)) static void animview_watch_play_parent(void) {
    const char *parent = getenv("ANIMVIEW_PLAY_PARENT");
    if (parent == NULL) return;
    setvbuf(stdout, NULL, _IOLBF, 0);
    pid_t expected = (pid_t)strtol(parent, NULL, 10);
    unsetenv("ANIMVIEW_PLAY_PARENT");
    if (expected <= 0) return;
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    // `play` died between starting this program and the line above: nobody would kill it now.
    if (getppid() != expected) _exit(128 + SIGHUP);
}
