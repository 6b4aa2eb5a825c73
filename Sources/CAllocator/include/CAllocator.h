#ifndef NAVGEN_CALLOCATOR_H
#define NAVGEN_CALLOCATOR_H

/// Has glibc's malloc keep the memory a process frees for its next allocations instead of handing it back to the
/// kernel; does nothing with other C libraries. Call it first thing in a short-lived process that allocates much.
void navgen_keep_freed_memory(void);

#endif
