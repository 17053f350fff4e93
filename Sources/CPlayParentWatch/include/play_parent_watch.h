#ifndef PLAY_PARENT_WATCH_H
#define PLAY_PARENT_WATCH_H
// Nothing to call: the watch starts by itself when the program loads (see play_parent_watch.c).
#endif
