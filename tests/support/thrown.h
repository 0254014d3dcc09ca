#pragma once
// What a call throws, for tests of refusals: `test::thrown<db::StoreError>([&] { ... }).kind()`.

#include <doctest/doctest.h>

#include <functional>
#include <typeinfo>

namespace tengen::test {

// The `Error` that `call` throws (a copy); fails the test when it returns or throws another type.
template <typename Error>
Error thrown(const std::function<void()>& call) {
  try {
    call();
  } catch (const Error& e) {
    return e;
  }
  FAIL("expected a " << typeid(Error).name());
  throw;  // not reached: FAIL ends the test
}

}  // namespace tengen::test
