#include "GraftThreadLocal.h"

_Thread_local GraftThreadCreation graft_threadCreation = {0, 0, 0};
