// doctest's own main, for tests of the plain C++ modules.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
