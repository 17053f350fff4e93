#ifndef CHILD_SUBREAPER_H
#define CHILD_SUBREAPER_H

// Makes the calling process a "child subreaper" (Linux's PR_SET_CHILD_SUBREAPER): a process started below it whose
// parent ends becomes its child, instead of init's. `play` can then find — and stop — what a user's program left
// running after it ended, even a process that moved to a session of its own (setsid) to leave the program's group.
// Returns 0, or -1 with errno set (a kernel older than 3.4).
int child_subreaper_adopt_orphans(void);

#endif
